// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The header's quote cart entry (accounts spec 4 "Quote cart": "When orderId is set, the count is 0"):
 * a badge with the line count while the list is not sent, none once it is.
 */
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { default: QuoteCartLink } = await import('./QuoteCartLink')
const { quoteState, startQuoteCart } = await import('./store')

const line = (productId: number, count: number) => ({
  product: { productId, title: `p${productId}`, url: `p${productId}`, img: '', price: 5, multiplicity: 1 },
  count,
  target_price: null,
})

let view: Awaited<ReturnType<typeof renderForm>> | null = null
beforeAll(() => startQuoteCart())
afterEach(() => view?.unmount())

describe('the quote cart badge', () => {
  it.each([
    ['not sent: the line count', null, '2'],
    ['sent with an order id: none (count 0)', 'ORD-5005', null],
    ['sent, no id named: none (count 0)', '', null],
  ])('%s', async (_, orderId, badge) => {
    quoteState.items = [line(1, 3), line(2, 7)]
    quoteState.orderId = orderId
    view = await renderForm(<QuoteCartLink />)
    expect(view.host.querySelector('[data-testid="quote-cart-link"]')).not.toBeNull()
    expect(view.host.querySelector('[data-testid="quote-badge"]')?.textContent ?? null).toBe(badge)
  })
})
