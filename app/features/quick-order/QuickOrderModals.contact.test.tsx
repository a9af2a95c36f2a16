// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The first-to-know contact ("E-mail or phone") meant as a phone is a whole number of the site's mask,
 * as every phone field's: a cut `+(373)37369-12` was sent and stored (session 68's audit), a notice
 * that could reach no one. An e-mail, or text that is neither, goes to the back end as before.
 */
const calls = vi.hoisted(() => ({ submit: vi.fn() }))
vi.mock('./quick-order.functions', () => ({ submitQuickOrderFn: calls.submit }))
// a Moldovan site: mask +(373) ## ###-###
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))

const { QuickOrderModal } = await import('./QuickOrderModals')
const { openQuickOrder } = await import('./state')
let view: Awaited<ReturnType<typeof renderForm>>

beforeEach(async () => {
  calls.submit.mockReset().mockResolvedValue({ ok: true, fields: {}, messages: [], number: null, unavailable: false })
  openQuickOrder('firstToKnow', { productId: 3, title: 'Kettle', img: '/k.webp', price: 100, multiplicity: 1 }, 1)
  view = await renderForm(<QuickOrderModal form="firstToKnow" />)
})
afterEach(() => view.unmount())

const input = () =>
  document.querySelector<HTMLInputElement>('[data-testid="quick-order-firstToKnow"] [name="contact"]')!
const type = (value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), value)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  })
const error = () => {
  const id = input().getAttribute('aria-describedby')
  return input().getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null
}
const submit = () =>
  act(async () =>
    document.querySelector<HTMLFormElement>('[data-testid="quick-order-firstToKnow"] form')?.requestSubmit(),
  )

it.each(['+(373) 37 369-12', '069 12', '+(373)69123-45'])(
  'a part of a phone, %j, is said and not sent',
  async (contact) => {
    await type(contact)
    await submit()
    expect(error()).toBe('Enter a valid phone number.')
    expect(calls.submit).not.toHaveBeenCalled()
  },
)

it.each([
  ['a whole phone', '069 123 456', '069123456'],
  ['an e-mail', 'ana@example.md', 'ana@example.md'],
])('%s is sent', async (_what, contact, sent) => {
  await type(contact)
  await submit()
  expect(error()).toBeNull()
  expect(calls.submit).toHaveBeenCalledTimes(1)
  expect(calls.submit.mock.calls[0]![0].data.body.contact).toBe(sent)
})
