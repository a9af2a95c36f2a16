// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, TIMINGS } from '#config'

/**
 * Accounts spec 4 "Authentication": logout clears the local cart and the data, and so does a 401 -
 * the quote list (spec 3: a local cart under quote_cart) included. Before, the company buyer's lines
 * (812 with its target price 12,5 and 1534) stayed in storage and in this tab's list, where a guest
 * saw them and the next account could send them.
 */
const calls = vi.hoisted(() => ({ assign: vi.fn() }))
// The feature's entry brings its server functions' modules along: their Worker imports stand in here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({}))
vi.mock('#app/features/auth/auth.server.ts', () => ({}))
vi.mock('#app/features/auth/flows.server.ts', () => ({}))
vi.mock('#app/shell/shell.server.ts', () => ({}))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ broadcastAuth: vi.fn() }))
vi.mock('#app/lib/request-failures.ts', () => ({ isFailedResponse: () => false, reportRequestFailure: vi.fn() }))
const { installSessionFetch, logout } = await import('../auth')
const { authState } = await import('#app/lib/session-state.ts')
const { addQuoteItem, quoteState, startQuoteCart } = await import('./store')

const product = (productId: number) => ({
  productId,
  title: `P${productId}`,
  url: `p${productId}`,
  img: '',
  price: 9.99,
  multiplicity: 1,
})
const stored = () => window.localStorage.getItem(STORAGE_KEYS.quoteCart)

beforeEach(() => {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...window.location,
      pathname: '/ro/cabinet',
      href: 'https://shop.test/ro/cabinet',
      origin: 'https://shop.test',
      assign: calls.assign,
    },
  })
  window.fetch = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }))
  authState.unauthorized = false
  authState.signedIn = true
  window.localStorage.clear()
  quoteState.items = []
  quoteState.orderId = null
  startQuoteCart()
  addQuoteItem(product(812), '12,5')
  addQuoteItem(product(1534))
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the quote list ends with the session', () => {
  it('signing out empties it: in storage and in the list this tab shows and saves', async () => {
    await settle()
    expect(quoteState.items.map((i) => [i.product.productId, i.target_price])).toEqual([
      [812, 12.5],
      [1534, null],
    ])
    await logout('ro', 'Ați ieșit')
    await settle()
    expect(stored()).toBeNull()
    expect(quoteState.items).toEqual([])
    // What this tab does before it reloads starts from the empty list, not the old one.
    addQuoteItem(product(7))
    expect(
      JSON.parse(stored() ?? '{}').items.map((i: { product: { productId: number } }) => i.product.productId),
    ).toEqual([7])
    // The reload after sign-out (200 ms) runs here, not after the file's window is gone (an uncaught
    // "window is not defined" in a fresh-clone run of session 49).
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.reloadAfterLogin + 20))
    expect(calls.assign).toHaveBeenCalledWith('/ro')
  })

  it('a 401 (the session ended at the back end) empties it too', async () => {
    await settle()
    expect(quoteState.items).toHaveLength(2)
    window.fetch = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{}', { status: 401, headers: { 'X-Session': 'ended' } }))
    installSessionFetch('ro')
    void window.fetch('/api/cart')
    await settle()
    expect(calls.assign).toHaveBeenCalledWith('/ro?login=true')
    expect(stored()).toBeNull()
    expect(quoteState.items).toEqual([])
  })

  it("a guest's list stays while the page reads the session again (a guest signs in to send it)", async () => {
    authState.signedIn = null
    await settle()
    authState.signedIn = false
    await settle()
    expect(quoteState.items.map((i) => i.product.productId)).toEqual([812, 1534])
    expect(stored()).not.toBeNull()
  })
})
