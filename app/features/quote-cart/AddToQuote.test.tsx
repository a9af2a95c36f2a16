// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import type { ProductCard } from '#contract/catalogue.ts'

/**
 * The product page's "add to quote request" with a target price typed (a review, r43): abc, -5 and 0
 * added a unit on each press without a word, 999999999999 became 100 000 000 and 1e3 1000. A target
 * that is not a price now says so at the field and adds nothing; a price sets the line's target.
 */
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { default: AddToQuote } = await import('./AddToQuote')
const { quoteState, startQuoteCart } = await import('./store')
const product = { productId: 583, title: 'Caiet', url: 'caiet', img: '', price: 12, multiplicity: 1 } as ProductCard
const lines = () => quoteState.items.map((i) => [i.product.productId, i.count, i.target_price])

beforeEach(() => {
  window.localStorage.clear()
  startQuoteCart()
  quoteState.items = [{ product, count: 1, target_price: null }]
  quoteState.orderId = null
})

describe('AddToQuote: the target price typed', () => {
  it.each(['abc', '-5', '0', '1e3', '999999999999', '12,345'])(
    '%s: a field error, nothing added, the text kept',
    async (typed) => {
      const view = await renderForm(<AddToQuote product={product} />)
      const add = view.host.querySelector<HTMLButtonElement>('[data-testid="add-to-quote"]')!
      await view.type('target', typed)
      for (let press = 0; press < 2; press++) await view.click(add)
      await act(async () => {})
      expect(lines()).toEqual([[583, 1, null]])
      const field = view.input('target')
      expect(field.value).toBe(typed)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(view.host.querySelector(`#${CSS.escape(field.getAttribute('aria-describedby') ?? '')}`)?.textContent).toBe(
        'Enter a price above 0 and at most 100,000,000, with up to 2 decimals.',
      )
      view.unmount()
    },
  )

  it('a price sets the line target (the count stays); empty adds a unit; the error goes', async () => {
    const view = await renderForm(<AddToQuote product={product} />)
    const add = view.host.querySelector<HTMLButtonElement>('[data-testid="add-to-quote"]')!
    await view.type('target', '-5')
    await view.click(add)
    await view.type('target', '7,25')
    await view.click(add)
    await act(async () => {})
    expect(lines()).toEqual([[583, 1, 7.25]])
    expect(view.input('target').getAttribute('aria-invalid')).toBeNull()
    expect(view.host.querySelector('.field__error')).toBeNull()
    await view.click(add)
    await act(async () => {})
    expect(lines()).toEqual([[583, 2, 7.25]])
    view.unmount()
  })

  it('the field has room beyond the longest price (Chromium dropped the first key typed over a selected 999999999999 at maxLength 12)', async () => {
    const view = await renderForm(<AddToQuote product={product} />)
    expect(view.input('target').maxLength).toBeGreaterThan('100000000,00'.length)
    view.unmount()
  })
})

describe('AddToQuote: a list of QUOTE_CART.maxItems (200) lines', () => {
  // A walk (session 74): the 201st product was added, and the send said only "could not be sent, try again later".
  const filled = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      product: { ...product, productId: 1000 + i, title: `P${i}` },
      count: 1,
      target_price: null,
    }))

  it('a new product is not added, and the form says why', async () => {
    quoteState.items = filled(200)
    const view = await renderForm(<AddToQuote product={product} />)
    const add = view.host.querySelector<HTMLButtonElement>('[data-testid="add-to-quote"]')!
    await view.click(add)
    await act(async () => {})
    expect(quoteState.items).toHaveLength(200)
    expect(quoteState.items.some((i) => i.product.productId === 583)).toBe(false)
    expect(view.host.querySelector('[data-testid="add-to-quote-full"]')?.textContent).toBe(
      'A quote request holds at most 200 products.',
    )
    view.unmount()
  })

  it('at 199 lines the product is added, and nothing is said', async () => {
    quoteState.items = filled(199)
    const view = await renderForm(<AddToQuote product={product} />)
    await view.click(view.host.querySelector<HTMLButtonElement>('[data-testid="add-to-quote"]')!)
    await act(async () => {})
    expect(quoteState.items).toHaveLength(200)
    expect(view.host.querySelector('[data-testid="add-to-quote-full"]')).toBeNull()
    view.unmount()
  })
})
