// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#config'
import type { CartState } from '#contract/cart-sync.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * The cart sync ends a session that ended without "Sign out" (app/features/cart/sync/start.ts,
 * start.test.ts there): what it clears is what sign-out clears, and the favourites, compare and
 * quote lists already shown in this tab go too. Before, the next visitor of the browser saw the
 * account's favourites [2000] and could send its quote list.
 */
const remote = vi.hoisted(() => ({ saved: 0 }))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {}, broadcastAuth: () => {} }))
vi.mock('#app/features/auth/index.ts', () => ({ readSessionHint: () => null }))
vi.mock('#app/features/cart/sync/socket.ts', () => ({ connectCartSocket: () => {}, closeCartSocket: () => {} }))
vi.mock('#app/features/cart/sync/api.ts', () => ({
  fetchCart: async (): Promise<CartState> => ({
    order: { localCart: { products: [] }, localDataFields: {} },
    version: 0,
    signedIn: false,
    guestPending: false,
  }),
  saveCart: async () => {
    remote.saved++
    return { status: 'saved', version: remote.saved }
  },
  cartLock: async () => null,
  mergeGuestCart: async () => null,
}))
Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })

it("this tab's favourites, compare and quote lists are emptied with the account's cart", async () => {
  window.localStorage.setItem(
    STORAGE_KEYS.cart,
    JSON.stringify({ products: [{ product: testProduct(2000), count: 1 }] }),
  )
  window.localStorage.setItem(STORAGE_KEYS.cartVersion, 'u:10')
  window.localStorage.setItem(STORAGE_KEYS.favorites, '[2000]')
  window.localStorage.setItem(STORAGE_KEYS.compare, '[1984]')
  window.localStorage.setItem(
    STORAGE_KEYS.quoteCart,
    JSON.stringify({
      items: [{ product: { productId: 812, title: 'P812', url: 'p812', img: '', price: 1 }, count: 2 }],
    }),
  )
  const { startLists } = await import('#app/features/lists/store.ts')
  const { listsState } = await import('#app/features/lists/lists-state.ts')
  const quote = await import('#app/features/quote-cart/store.ts')
  const cart = await import('#app/features/cart/store.ts')
  const { chooseCartBackend } = await import('#app/features/cart/backend-choice.ts')
  startLists()
  quote.startQuoteCart()
  expect(listsState.favorites).toEqual([2000])
  expect(quote.quoteState.items).toHaveLength(1)
  cart.startCart({ backend: await chooseCartBackend({ cart_settings: { server_cart: false } }) })
  await vi.waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cartVersion)).toBe('g:0'))
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(listsState.favorites).toEqual([])
  expect(listsState.compare).toEqual([])
  expect(quote.quoteState.items).toEqual([])
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites) ?? '[]')).toEqual([])
  expect(remote.saved).toBe(0)
})
