// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#config'
import type { CartState } from '#contract/cart-sync.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/** Storefront spec 4 "The cart is not saved when empty unless forced (reason empty_cart)". */
const remote = vi.hoisted(() => ({ state: null as unknown as CartState, bodies: [] as Record<string, unknown>[] }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))
vi.mock('./socket', () => ({ connectCartSocket: () => {}, closeCartSocket: () => {} }))
vi.mock('./api', () => ({
  fetchCart: async () => structuredClone(remote.state),
  saveCart: async (body: Record<string, unknown> & { order: CartState['order'] }) => {
    remote.bodies.push(body)
    remote.state = { ...remote.state, order: body.order, version: remote.state.version + 1 }
    return { status: 'saved', version: remote.state.version }
  },
  cartLock: async () => null,
  mergeGuestCart: async () => null,
}))
Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
const line = (id: number) => ({ product: testProduct(id), count: 1 })

describe('emptying the cart', () => {
  it('the emptied cart is saved, forced with reason empty_cart', async () => {
    window.localStorage.clear()
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ products: [line(2000), line(1984)] }))
    remote.state = {
      order: { localCart: { products: [] }, localDataFields: {} },
      version: 0,
      signedIn: false,
      guestPending: false,
    }
    remote.bodies = []
    vi.resetModules()
    const cart = await import('../store')
    const choice = await import('../backend-choice')
    cart.startCart({ backend: await choice.chooseCartBackend({ cart_settings: { server_cart: false } }) })
    await vi.waitFor(() => expect(remote.bodies).toHaveLength(1))
    expect(remote.bodies[0]?.reason).toBeUndefined()
    cart.removeFromCart(2000)
    await vi.waitFor(() => expect(remote.bodies).toHaveLength(2))
    cart.removeFromCart(1984)
    await vi.waitFor(() => expect(remote.bodies).toHaveLength(3))
    expect(remote.bodies[2]?.reason).toBe('empty_cart')
  })
})
