import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCart } from '#contract/cart.ts'
import type { EndpointName } from '#contract/endpoints.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * The server cart's answer carries the signed-in shopper's points balance (user-group loyalty_points),
 * so the cart page offers "pay with points" only with points to pay with. Before, the answer had no
 * balance and the box showed at 0 points.
 */
let token: string | undefined
let balance: number | null = 0
const calls: EndpointName[] = []
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  shopperIpHeaders: () => undefined,
  requestCookie: () => token,
  requestDevMode: () => false,
  callForRequest: async (_locale: string, name: EndpointName) => {
    calls.push(name)
    if (name === 'userGroup')
      return balance === null
        ? { ok: false, kind: 'status', status: 502, body: null, message: 'down' }
        : { ok: true, status: 200, data: { loyalty_points: balance } }
    const cart: ServerCart = {
      total_count: 2,
      total_discount: 0,
      total_price: 20,
      loyalty_give: 0,
      products: [
        {
          id: 7,
          price: 10,
          count: 2,
          home_delivery: true,
          card_payment_available: true,
          is_recipe: false,
          is_loyalty_active: false,
          priceWithDiscount: 10,
          discountAmount: 0,
          discountPercentage: 0,
          product: testProduct(7),
        },
      ],
    }
    return { ok: true, status: 200, data: cart }
  },
}))
const { changeServerCart, loadServerCart } = await import('./server-cart.server')

beforeEach(() => {
  calls.length = 0
})

describe('the server cart answer: the points balance', () => {
  it.each([
    [0, 0],
    [120, 120],
    [null, null],
  ])('signed in, balance %s -> %s', async (held, shown) => {
    token = 'jwt'
    balance = held
    const answer = await loadServerCart('ru', 'browser-1', false)
    expect(answer.ok && answer.cart.totals.pointsBalance).toBe(shown)
    const changed = await changeServerCart('ru', 'browser-1', { op: 'loyalty', productId: 7, active: true })
    expect(changed.ok && changed.cart.totals.pointsBalance).toBe(shown)
  })

  it('a guest: none known, and no user-group call', async () => {
    token = undefined
    balance = 50
    const answer = await loadServerCart('ru', 'browser-1', false)
    expect(answer.ok && answer.cart.totals.pointsBalance).toBeNull()
    expect(calls).not.toContain('userGroup')
  })
})
