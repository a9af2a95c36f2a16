import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCart } from '#contract/cart.ts'
import type { EndpointName } from '#contract/endpoints.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A typed count on the server cart (cold review r54: one account on two devices, line at 2; 4 typed
 * on A, then 3 typed on D, which still showed 2: the back end held 5, D showed 5, A stayed on 4).
 * The server reads the back end's count (fetch-all) and sends the difference to the typed count.
 */
const backEnd = new Map<number, number>()
const calls: [EndpointName, unknown][] = []
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  shopperIpHeaders: () => undefined,
  requestCookie: () => undefined,
  requestDevMode: () => false,
  callForRequest: async (_locale: string, name: EndpointName, opts: { body?: Record<string, unknown> }) => {
    const { no_user_id: _guest, ...body } = opts.body ?? {}
    calls.push([name, name === 'cartFetchAll' ? null : body])
    const id = body.product_id as number
    if (name === 'cartAddItem') backEnd.set(id, (backEnd.get(id) ?? 0) + (body.count as number))
    if (name === 'cartReduceItem') backEnd.set(id, (backEnd.get(id) ?? 0) - (body.count as number))
    if (name === 'cartRemoveItem') for (const pid of body.product_ids as number[]) backEnd.delete(pid)
    const cart: ServerCart = {
      total_count: backEnd.size,
      total_discount: 0,
      total_price: 0,
      loyalty_give: 0,
      products: [...backEnd].map(([pid, count]) => ({
        id: pid,
        price: 10,
        count,
        home_delivery: true,
        card_payment_available: true,
        is_recipe: false,
        is_loyalty_active: false,
        priceWithDiscount: 10,
        discountAmount: 0,
        discountPercentage: 0,
        product: testProduct(pid),
      })),
    }
    return { ok: true, status: 200, data: cart }
  },
}))
const { changeServerCart } = await import('./server-cart.server')

beforeEach(() => {
  backEnd.clear()
  calls.length = 0
})

describe("changeServerCart 'set': the typed count from the back end's count now", () => {
  // back end holds (absent: another device removed the line), typed, then the calls after fetch-all
  it.each([
    [4, 3, [['cartReduceItem', { product_id: 1578, count: 1 }]]],
    [4, 6, [['cartAddItem', { product_id: 1578, count: 2 }]]],
    [4, 4, []],
    [null, 3, [['cartAddItem', { product_id: 1578, count: 3 }]]],
    [3.5, 1.5, [['cartReduceItem', { product_id: 1578, count: 2 }]]],
  ] as const)('back end %s, typed %s', async (held, typed, after) => {
    if (held !== null) backEnd.set(1578, held)
    backEnd.set(9, 1)
    const out = await changeServerCart('ro', 'guest-0001', { op: 'set', productId: 1578, count: typed })
    expect(calls).toEqual([['cartFetchAll', null], ...after])
    expect(backEnd.get(1578)).toBe(typed)
    // the answer is the cart after it (the other line as the back end holds it)
    expect(out.ok && out.cart.lines.map((l) => [l.product.productId, l.count]).sort()).toEqual(
      [
        [1578, typed],
        [9, 1],
      ].sort(),
    )
  })

  it('a step stays relative: add-item by what the device asked, no fetch-all', async () => {
    backEnd.set(1578, 4)
    await changeServerCart('ro', 'guest-0001', { op: 'add', productId: 1578, count: 1 })
    expect(calls.map(([name]) => name)).toEqual(['cartAddItem'])
    expect(backEnd.get(1578)).toBe(5)
  })
})
