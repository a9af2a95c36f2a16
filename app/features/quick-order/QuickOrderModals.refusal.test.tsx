// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * A one-click order the back end refused shows its words without a machine key: an operator's back
 * end answering 400 `{"non_field_errors":["Produsul nu este disponibil"]}` had the modal show
 * "non_field_errors: Produsul nu este disponibil". A field the one-click form has no control for (the
 * count, shown as a summary) is still named, by its label.
 */
const calls = vi.hoisted(() => ({ submit: vi.fn() }))
vi.mock('./quick-order.functions', () => ({ submitQuickOrderFn: calls.submit }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))

const { QuickOrderModal } = await import('./QuickOrderModals')
const { openQuickOrder } = await import('./state')
let view: Awaited<ReturnType<typeof renderForm>>

beforeEach(async () => {
  calls.submit.mockReset()
  openQuickOrder('oneClick', { productId: 3, title: 'Kettle', img: '/k.webp', price: 100, multiplicity: 1 }, 1)
  view = await renderForm(<QuickOrderModal form="oneClick" />)
})
afterEach(() => view.unmount())

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="quick-order-oneClick"] [name="${name}"]`)!
const type = (name: string, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(name), value)
    input(name).dispatchEvent(new Event('input', { bubbles: true }))
  })
const refusedWith = async (fields: Record<string, string>, messages: string[] = []) => {
  calls.submit.mockResolvedValue({ ok: false, fields, messages, number: null, unavailable: false })
  await type('name', 'Ana')
  await type('phone', '+37369123456')
  await act(async () =>
    document.querySelector<HTMLFormElement>('[data-testid="quick-order-oneClick"] form')?.requestSubmit(),
  )
  return Array.from(document.querySelectorAll('[data-testid="quick-order-errors"] li'), (li) => li.textContent)
}

it.each([
  ['non_field_errors', { non_field_errors: 'Produsul nu este disponibil' }, ['Produsul nu este disponibil']],
  ['a nested key', { 'delivery.city': 'Oraș necunoscut' }, ['Oraș necunoscut']],
  ['the product', { product_id: 'Produs inexistent' }, ['Produs inexistent']],
  ['the count (no control here): by its label', { count: 'Prea mult' }, ['Quantity: Prea mult']],
])('%s: the words alone, each once', async (_name, fields, shown) => {
  expect(await refusedWith(fields)).toEqual(shown)
})

it("a field's error stays beside its field, the form's messages after the back end's unplaced words", async () => {
  const shown = await refusedWith({ phone: 'Telefon invalid', non_field_errors: 'Închis' }, ['Încercați mai târziu'])
  expect(shown).toEqual(['Închis', 'Încercați mai târziu'])
  expect(document.getElementById(input('phone').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Telefon invalid',
  )
})
