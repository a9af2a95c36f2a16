import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCart } from '#contract/cart.ts'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * Paying a line with points on the server cart (session 63's operator audit, item 5): spec 7.3 gives
 * set-loyalty-item "with product_id and active" and no answer. A back end that answered 204,
 * `{status:'ok'}` or the line had applied it, and the cart said "Coșul nu a putut fi modificat.".
 * Any 2xx is taken; an answer that is not the cart is followed by fetch-all, whose cart is shown.
 * The mock reads each answer with the contract's own schema, as the client does.
 */
let loyaltyAnswer: unknown = null
let loyaltyStatus = 200
const paid = new Set<number>()
const calls: EndpointName[] = []
const cart = (): ServerCart => ({
  total_count: 1,
  total_discount: 0,
  total_price: paid.has(1578) ? 0 : 10,
  loyalty_give: 0,
  products: [
    {
      id: 1578,
      price: 10,
      count: 1,
      home_delivery: true,
      card_payment_available: true,
      is_recipe: false,
      is_loyalty_active: paid.has(1578),
      priceWithDiscount: paid.has(1578) ? 0 : 10,
      discountAmount: 0,
      discountPercentage: 0,
      product: testProduct(1578),
    },
  ],
})
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  shopperIpHeaders: () => undefined,
  requestCookie: () => undefined,
  requestDevMode: () => false,
  callForRequest: async (_locale: string, name: EndpointName, opts: { body?: Record<string, unknown> }) => {
    calls.push(name)
    let status = 200
    let body: unknown = cart()
    if (name === 'setLoyaltyItem') {
      status = loyaltyStatus
      if (status >= 400) return { ok: false, kind: 'status', status, body: { detail: 'Nu' }, message: 'HTTP 400' }
      if (opts.body?.active) paid.add(opts.body.product_id as number)
      else paid.delete(opts.body?.product_id as number)
      body = loyaltyAnswer === 'cart' ? cart() : loyaltyAnswer
    }
    const read = endpoints[name].response.safeParse(body)
    return read.success
      ? { ok: true, status, data: read.data }
      : { ok: false, kind: 'malformed', status, body, message: 'malformed' }
  },
}))
const { changeServerCart } = await import('./server-cart.server')

beforeEach(() => {
  paid.clear()
  calls.length = 0
  loyaltyStatus = 200
})

describe('set-loyalty-item: any 2xx is the points applied', () => {
  it.each([
    ['no body (204)', undefined, ['setLoyaltyItem', 'cartFetchAll']],
    ["{status:'ok'}", { status: 'ok' }, ['setLoyaltyItem', 'cartFetchAll']],
    ['the line', { product_id: 1578, active: true }, ['setLoyaltyItem', 'cartFetchAll']],
    ['the cart (ours): shown as it is', 'cart', ['setLoyaltyItem']],
  ])('%s', async (_name, answer, expected) => {
    loyaltyAnswer = answer
    const out = await changeServerCart('ro', 'guest-0001', { op: 'loyalty', productId: 1578, active: true })
    expect(out.ok).toBe(true)
    expect(calls.filter((c) => c !== 'productsByIds')).toEqual(expected)
    expect(out.ok && out.cart.meta[1578]?.isLoyaltyActive).toBe(true)
  })

  it('a refusal (4xx) is still a failure, with no fetch-all', async () => {
    loyaltyStatus = 400
    const out = await changeServerCart('ro', 'guest-0001', { op: 'loyalty', productId: 1578, active: true })
    expect(out.ok).toBe(false)
    expect(calls).toEqual(['setLoyaltyItem'])
  })
})
