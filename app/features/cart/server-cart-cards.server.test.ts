import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/** fetch-all through the real contract: the spec's lines (no card) show, with the cards of products-by-ids. */
const answers = vi.fn<(name: EndpointName) => { status: number; body: unknown }>()
const called: EndpointName[] = []
// cart.server.ts reads the Worker's variables (COMPANY_GROUP_ID); none set here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  shopperIpHeaders: () => undefined,
  requestCookie: () => undefined,
  requestDevMode: () => false,
  callForRequest: async (_locale: string, name: EndpointName) => {
    called.push(name)
    const { status, body } = answers(name)
    if (status >= 400) return { ok: false, kind: 'status', status, body, message: 'x' }
    const parsed = endpoints[name].response.safeParse(body)
    return parsed.success
      ? { ok: true, status, data: parsed.data }
      : { ok: false, kind: 'malformed', status, body, message: 'x' }
  },
}))
const { loadServerCart } = await import('./server-cart.server')

const specCart = {
  total_count: 1,
  total_discount: '0.00',
  total_price: '100.00',
  loyalty_give: 0,
  products: [
    {
      id: 3,
      price: '100.00',
      count: 1,
      home_delivery: true,
      card_payment_available: true,
      is_recipe: false,
      prescription_checked: false,
      is_loyalty_active: false,
      priceWithDiscount: '100.00',
      discountAmount: 0,
      discountPercentage: 0,
    },
  ],
}

describe('loadServerCart with spec-shaped lines', () => {
  beforeEach(() => {
    answers.mockReset()
    called.length = 0
  })

  it('fetches the cards of the lines without one', async () => {
    answers.mockImplementation((name) =>
      name === 'productsByIds'
        ? { status: 200, body: [testProduct(3, { title: 'Lamp', url: 'lamp', img: '/l.jpg' })] }
        : { status: 200, body: specCart },
    )
    const out = await loadServerCart('ro', 'guest-1', false)
    expect(called).toEqual(['cartFetchAll', 'productsByIds'])
    expect(out.ok && out.cart.lines.map((l) => [l.product.title, l.product.url, l.product.price, l.count])).toEqual([
      ['Lamp', 'lamp', 100, 1],
    ])
    expect(out.ok && out.cart.totals.totalPrice).toBe(100)
  })

  it('shows the line when the cards cannot be fetched', async () => {
    answers.mockImplementation((name) =>
      name === 'productsByIds' ? { status: 500, body: null } : { status: 200, body: specCart },
    )
    const out = await loadServerCart('ro', 'guest-1', false)
    expect(out.ok && out.cart.lines.map((l) => [l.product.productId, l.product.title])).toEqual([[3, '#3']])
  })
})
