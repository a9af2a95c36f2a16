// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/** Issue 51 point 7: the quote cart sent by a signed-in buyer (its number shown, the order id kept), a guest asked to sign in first. */
const calls = vi.hoisted(() => ({ send: vi.fn(), auth: { signedIn: false } }))
vi.mock('./quote-cart.functions', () => ({ sendQuoteFn: calls.send }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
vi.mock('#app/i18n/lazy-messages.ts', async (real) => ({
  ...(await real<object>()),
  loadLazyMessages: () => Promise.resolve({}),
}))
vi.mock('../auth', async () => {
  const { proxy } = await import('valtio')
  const authState = proxy(calls.auth)
  calls.auth = authState
  return { authState }
})
const { SendQuote } = await import('./SendQuote')
const { quoteErrors, quoteState, startQuoteCart } = await import('./store')
const product = { productId: 5, title: 'Cable', url: 'cable', img: '', price: 12, multiplicity: 1 }

beforeEach(() => {
  window.localStorage.clear()
  calls.send.mockReset()
  startQuoteCart()
  quoteState.items = [{ product, count: 3, target_price: 10.5 }]
  quoteState.orderId = null
  quoteErrors.lines = {}
})

describe('SendQuote', () => {
  it('a guest: asked to sign in first, nothing sent', async () => {
    calls.auth.signedIn = false
    const view = await renderForm(<SendQuote />)
    expect(view.host.querySelector('[data-testid="quote-signin"] a')?.getAttribute('href')).toBe('/en?login=true')
    expect(view.host.querySelector('[data-testid="quote-send"]')).toBeNull()
    view.unmount()
  })

  it('signed in: the lines with their target prices are sent; the number is shown and the order id kept (stored)', async () => {
    calls.auth.signedIn = true
    calls.send.mockResolvedValue({ ok: true, orderId: 41, number: 'Q-ABC1' })
    const view = await renderForm(<SendQuote />)
    await view.click(view.host.querySelector('[data-testid="quote-send"]') as HTMLElement)
    expect(calls.send).toHaveBeenCalledWith({
      data: { lang: 'en', items: [{ product_id: 5, count: 3, target_price: 10.5 }] },
    })
    expect(view.host.querySelector('[data-testid="quote-sent"]')?.textContent).toContain(
      'Quote request Q-ABC1 is sent.',
    )
    expect(view.host.querySelector('[data-testid="quote-sent"] a')?.getAttribute('href')).toBe('/en/account/orders')
    expect(quoteState.orderId).toBe(41)
    expect(JSON.parse(window.localStorage.getItem('quote_cart') ?? '{}').orderId).toBe(41)
    view.unmount()
  })

  it("a refusal (a customer account) shows the back end's message and keeps the cart", async () => {
    calls.auth.signedIn = true
    calls.send.mockResolvedValue({ ok: false, signedOut: false, messages: ['Quote requests are for company accounts'] })
    const view = await renderForm(<SendQuote />)
    await view.click(view.host.querySelector('[data-testid="quote-send"]') as HTMLElement)
    expect(view.host.querySelector('[data-testid="quote-send-errors"]')?.textContent).toBe(
      'Quote requests are for company accounts',
    )
    expect(quoteState.orderId).toBeNull()
    view.unmount()
  })

  it("a line's field errors (items.N.*) go to the N-th line sent, by its product; the form says where to look", async () => {
    calls.auth.signedIn = true
    const bolt = { productId: 9, title: 'Bolt', url: 'bolt', img: '', price: 1, multiplicity: 6 }
    quoteState.items = [
      { product, count: 3, target_price: 10.5 },
      { product: bolt, count: 12, target_price: null },
    ]
    calls.send.mockResolvedValue({
      ok: false,
      signedOut: false,
      messages: [],
      lines: { 1: { count: ['must be a multiple of 6'] } },
    })
    const view = await renderForm(<SendQuote />)
    await view.click(view.host.querySelector('[data-testid="quote-send"]') as HTMLElement)
    expect(quoteErrors.lines).toEqual({ 9: [{ field: 'count', messages: ['must be a multiple of 6'] }] })
    expect(view.host.querySelector('[data-testid="quote-send-errors"]')?.textContent).toBe(
      'Some lines were not accepted: see the notes under them.',
    )
    // sent again: the old notes go first
    calls.send.mockResolvedValue({ ok: true, orderId: 42, number: 'Q-2' })
    await view.click(view.host.querySelector('[data-testid="quote-send"]') as HTMLElement)
    expect(quoteErrors.lines).toEqual({})
    view.unmount()
  })
})
