// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The bulk order's quantity is checked with the other fields: a count the back end would refuse
 * ("expected number, received string") was said only once the required fields passed, so a shopper
 * fixed the form twice. Now one submit names every problem, the count first as the form orders it.
 */
const calls = vi.hoisted(() => ({ submit: vi.fn() }))
vi.mock('./quick-order.functions', () => ({ submitQuickOrderFn: calls.submit }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))

const { QuickOrderModal } = await import('./QuickOrderModals')
const { openQuickOrder } = await import('./state')
let view: Awaited<ReturnType<typeof renderForm>>

beforeEach(async () => {
  calls.submit.mockReset().mockResolvedValue({ ok: true, fields: {}, messages: [], number: '7', unavailable: false })
  openQuickOrder('bulkOrder', { productId: 3, title: 'Kettle', img: '/k.webp', price: 100, multiplicity: 1 }, 1)
  view = await renderForm(<QuickOrderModal form="bulkOrder" />)
})
afterEach(() => view.unmount())

// the dialog mounts in a portal (document.body without a shell)
const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="quick-order-bulkOrder"] [name="${name}"]`)!
const type = (name: string, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(name), value)
    input(name).dispatchEvent(new Event('input', { bubbles: true }))
  })
const errorOf = (name: string) => {
  const id = input(name).getAttribute('aria-describedby')
  return input(name).getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null
}
/** The bulk order's required fields but the count. */
const fillTheRest = async () => {
  await type('company', 'Acme')
  await type('name', 'Ana')
  await type('phone', '+37369123456')
}
const submit = () =>
  act(async () =>
    document.querySelector<HTMLFormElement>('[data-testid="quick-order-bulkOrder"] form')?.requestSubmit(),
  )

it('a count it cannot read is said beside the missing fields, in one submit, and nothing is sent', async () => {
  await type('count', 'ten')
  await submit()
  expect(errorOf('count')).toBe('Enter a quantity: a number greater than 0, at most 99,999.')
  expect(errorOf('company')).toBe('Please fill in this field.')
  expect(document.activeElement).toBe(input('count'))
  expect(calls.submit).not.toHaveBeenCalled()
})

it.each(['0', '-2', '1e3', '100000'])('count %s is refused before the send', async (count) => {
  await type('count', count)
  await fillTheRest()
  await submit()
  expect(errorOf('count')).toMatch(/^Enter a quantity/)
  expect(calls.submit).not.toHaveBeenCalled()
})

it('a readable count goes with the fields', async () => {
  await type('count', '12')
  await fillTheRest()
  await submit()
  expect(errorOf('count')).toBeNull()
  expect(calls.submit).toHaveBeenCalledTimes(1)
  expect(calls.submit.mock.calls[0]![0].data.body).toMatchObject({ product_id: 3, count: 12, company: 'Acme' })
})
