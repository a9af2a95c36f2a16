import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'

/**
 * The promo calls through the real contract (spec 3 "Promo result", 8 "Promo failure"): an answer with
 * decimal strings is a success, and a failure never shows a success body's values as its messages.
 */
const answer = vi.fn<() => { status: number; body: unknown }>()
// cart.server.ts reads the Worker's variables (COMPANY_GROUP_ID); none set here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => undefined,
  callForRequest: async (_locale: string, name: EndpointName) => {
    const { status, body } = answer()
    if (status >= 400) return { ok: false, kind: 'status', status, body, message: 'x' }
    const parsed = endpoints[name].response.safeParse(body)
    return parsed.success
      ? { ok: true, status, data: parsed.data }
      : { ok: false, kind: 'malformed', status, body, message: 'x' }
  },
}))
const { previewPromo } = await import('./cart.server')
const { serverPromo } = await import('./server-cart.server')

const success = {
  status: 'success',
  type: 'general',
  promo_value: '10.00',
  promo_value_type: 'percent',
  products: [],
  general_price: '90.00',
  promo_code: 'SALE10',
}
const lines = [{ id: 1, count: 1 }]

describe('promo answers', () => {
  beforeEach(() => answer.mockReset())

  it('preview-promo: decimal strings are a success', async () => {
    answer.mockReturnValue({ status: 200, body: success })
    expect(await previewPromo('ro', 'SALE10', lines)).toMatchObject({ ok: true, code: 'SALE10', generalPrice: 90 })
  })

  it('update_prices (server cart): decimal strings are a success', async () => {
    answer.mockReturnValue({ status: 200, body: success })
    expect(await serverPromo('ro', 'guest-1', 'SALE10', [])).toMatchObject({
      ok: true,
      code: 'SALE10',
      generalPrice: 90,
    })
  })

  // Spec 7.3's table names only general_price in the answer: the code sent is the code applied, and
  // the discount is left to the caller, who knows the lines' prices (promoDiscountShown).
  it('an answer of general_price alone is an accepted code', async () => {
    answer.mockReturnValue({ status: 200, body: { general_price: '90.00' } })
    const read = { ok: true, code: 'SALE10', discount: null, generalPrice: 90 }
    expect(await previewPromo('ro', 'SALE10', lines)).toEqual(read)
    expect(await serverPromo('ro', 'guest-1', 'SALE10', [])).toEqual(read)
  })

  it.each([
    ['a success the contract cannot read', { ...success, promo_value: 'ten' }],
    ['a 200 of strings', { status: 'success', promo_code: 'SALE10' }],
  ])('%s: no verdict and no messages', async (_n, body) => {
    answer.mockReturnValue({ status: 200, body })
    expect(await previewPromo('ro', 'SALE10', lines)).toEqual({ ok: false, errors: [], failed: true })
    expect(await serverPromo('ro', 'guest-1', 'SALE10', [])).toEqual({ ok: false, invalid: false, errors: [] })
  })

  it("a refusal keeps the body's message", async () => {
    answer.mockReturnValue({ status: 400, body: { error: 'Code expired' } })
    expect(await previewPromo('ro', 'OLD', lines)).toEqual({ ok: false, errors: ['Code expired'] })
    expect(await serverPromo('ro', 'guest-1', 'OLD', [])).toEqual({
      ok: false,
      invalid: true,
      errors: ['Code expired'],
    })
  })
})
