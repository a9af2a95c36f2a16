// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#config'
import type { CartState } from '#contract/cart-sync.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A session that ended without "Sign out" (accounts spec 4: logout clears the local cart, the
 * favourites and the compare list). Before, customer1 signed in without remember-me, added 2 phones
 * and favourited one (`cart-version` u:10); with the session cookies dropped (the browser closed),
 * the next visitor saw the badge at 2 and favourites [2000]: GET /api/cart answered a guest at
 * version 0, the stored lines were saved as the new guest's cart, and the next account to sign in
 * took them in. Here /api/cart is faked; the cart is the app's. The lists and the quote list of this
 * tab follow the storage events (tests/unit/session-ended-without-sign-out.test.ts).
 */
const remote = vi.hoisted(() => ({
  state: null as unknown as CartState,
  saved: [] as unknown[],
}))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))
vi.mock('./socket', () => ({ connectCartSocket: () => {}, closeCartSocket: () => {} }))
vi.mock('./api', () => ({
  fetchCart: async () => structuredClone(remote.state),
  saveCart: async (body: { order: CartState['order'] }) => {
    remote.saved.push(body.order)
    remote.state = { ...remote.state, order: body.order, version: remote.state.version + 1 }
    return { status: 'saved', version: remote.state.version }
  },
  cartLock: async () => null,
  mergeGuestCart: async () => null,
}))
Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })

const line = (id: number) => ({ product: testProduct(id), count: 1 })
const ids = (products: readonly { product: { productId: number } }[]) => products.map((l) => l.product.productId)

async function start(cartVersion: string | null) {
  window.localStorage.clear()
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ products: [line(2000), line(1984)] }))
  if (cartVersion) window.localStorage.setItem(STORAGE_KEYS.cartVersion, cartVersion)
  window.localStorage.setItem(STORAGE_KEYS.cartData, JSON.stringify({ name: 'Customer One', phone: '+37369000001' }))
  window.localStorage.setItem(STORAGE_KEYS.favorites, '[2000]')
  window.localStorage.setItem(STORAGE_KEYS.compare, '[1984]')
  window.localStorage.setItem(
    STORAGE_KEYS.quoteCart,
    JSON.stringify({
      items: [{ product: { productId: 812, title: 'P812', url: 'p812', img: '', price: 1 }, count: 2 }],
    }),
  )
  remote.state = {
    order: { localCart: { products: [] }, localDataFields: {} },
    version: 0,
    signedIn: false,
    guestPending: false,
  }
  remote.saved = []
  vi.resetModules()
  const cart = await import('../store')
  const choice = await import('../backend-choice')
  cart.startCart({ backend: await choice.chooseCartBackend({ cart_settings: { server_cart: false } }) })
  return { cartState: cart.cartState }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 250))

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the cart sync on a page whose session ended without sign-out', () => {
  it("an account's stored cart (cart-version u:) meeting a guest answer is cleared as at sign-out", async () => {
    const told: (string | null)[] = []
    window.addEventListener('storage', (event) => told.push(event.key))
    const m = await start('u:10')
    await vi.waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cartVersion)).toBe('g:0'))
    await settled()
    expect(ids(m.cartState.products)).toEqual([])
    expect(remote.saved).toEqual([]) // nothing of the account's reached the guest's cart
    for (const key of [STORAGE_KEYS.cartData, STORAGE_KEYS.favorites, STORAGE_KEYS.compare, STORAGE_KEYS.quoteCart])
      expect(window.localStorage.getItem(key), key).toBeNull()
    // The other stores of this tab are told as when another tab changes the storage.
    expect(told).toEqual(expect.arrayContaining([STORAGE_KEYS.favorites, STORAGE_KEYS.compare, STORAGE_KEYS.quoteCart]))
  })

  it.each([['g:3'], [null]])(
    "a guest's own stored cart (cart-version %s) still becomes the guest's cart",
    async (version) => {
      const m = await start(version)
      await vi.waitFor(() => expect(remote.saved).toHaveLength(1))
      await settled()
      expect(ids(m.cartState.products)).toEqual([2000, 1984])
      expect(
        ids((remote.state.order.localCart as { products: { product: { productId: number } }[] }).products),
      ).toEqual([2000, 1984])
      for (const key of [STORAGE_KEYS.cartData, STORAGE_KEYS.favorites, STORAGE_KEYS.compare, STORAGE_KEYS.quoteCart])
        expect(window.localStorage.getItem(key), key).not.toBeNull()
    },
  )
})
