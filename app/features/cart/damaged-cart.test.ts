// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localRemote, product } from './cart-backend.contract'

/**
 * A stored cart that cannot be read whole at start (truncated JSON, a broken line) while this browser
 * knows the server's copy (`cart-version`): the server's copy is the cart, never overwritten by the
 * empty or partial one the damaged storage gave (storefront spec: the cart is not saved empty unless forced).
 */
const remote = localRemote()
vi.stubGlobal('fetch', remote.fetch)
vi.stubGlobal('WebSocket', remote.WebSocket)
Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: false } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))

type Line = { id: number; count: number }
const linesOf = (products: readonly { product: { productId: number }; count: number }[]): Line[] =>
  products.map((l) => ({ id: l.product.productId, count: l.count }))

async function startWith(stored: string, version: string | null = 'g:3') {
  window.localStorage.setItem('cart', stored)
  if (version !== null) window.localStorage.setItem('cart-version', version)
  vi.resetModules()
  const store = await import('./store')
  const state = await import('./cart-state')
  const choice = await import('./backend-choice')
  store.startCart({ backend: await choice.chooseCartBackend({ cart_settings: { server_cart: false } }) })
  return state
}

describe('a damaged stored cart at start', () => {
  const onServer: Line[] = [
    { id: 1, count: 2 },
    { id: 2, count: 1 },
  ]
  beforeEach(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    remote.seed(onServer) // version 3, as this browser last saw it
  })

  it.each([
    ['truncated JSON', '{"products":[{"product":'],
    ['not a cart', '"just a string"'],
    [
      'one good line and one broken line',
      JSON.stringify({
        products: [
          { product: product(1), count: 2 },
          { product: { nope: true }, count: 1 },
        ],
      }),
    ],
    [
      // Before, the line was dropped without a notice and the drop was saved (the server lost line 2).
      'a line whose count is "NaN"',
      JSON.stringify({
        products: [
          { product: product(1), count: 2 },
          { product: product(2), count: 'NaN' },
        ],
      }),
    ],
  ])('%s: the server copy comes back whole and stays on the server', async (_what, stored) => {
    const state = await startWith(stored)
    await vi.waitFor(() => expect(linesOf(state.cartState.products)).toEqual(onServer), { timeout: 3000 })
    await new Promise((resolve) => setTimeout(resolve, 200)) // past the save debounce (80 ms)
    expect(remote.remote()).toEqual(onServer)
    expect(state.cartState.corrupted).toBe(true) // the shopper is still told the stored copy was damaged
  })

  it('one broken line while the server has no cart for this browser (version 0): the readable line stays and is saved', async () => {
    remote.seed([]) // version 0: a lost cookie, or the first sync
    const state = await startWith(
      JSON.stringify({
        products: [
          { product: product(1), count: 2 },
          { product: { nope: true }, count: 1 },
        ],
      }),
      null,
    )
    await vi.waitFor(() => expect(remote.remote()).toEqual([{ id: 1, count: 2 }]), { timeout: 3000 })
    expect(linesOf(state.cartState.products)).toEqual([{ id: 1, count: 2 }])
  })
})
