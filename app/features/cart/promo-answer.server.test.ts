import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'

/**
 * The promo calls through the real contract (spec 3 "Promo result", 8 "Promo failure"): an answer with
 * decimal strings is a success, and a failure never shows a success body's values as its messages.
 */
const answer = vi.fn<() => { status: number; body: unknown }>()
// cart.server.ts reads the Worker's variables (COMPANY_GROUP_ID); none set here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
/** The headers each call was sent with: the shopper's address, for the back end's count of codes tried. */
const sentHeaders: unknown[] = []
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => undefined,
  requestDevMode: () => false,
  shopperIpHeaders: () => ({ 'X-Forwarded-For': '203.0.113.5' }),
  callForRequest: async (_locale: string, name: EndpointName, opts: { headers?: unknown }) => {
    sentHeaders.push(opts.headers)
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
  beforeEach(() => {
    answer.mockReset()
    sentHeaders.length = 0
  })

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

  // An operator's back end answered 200 { status: 'error', message } and the form said the code could
  // not be verified: a status other than success is the code refused, with its message.
  it.each<[string, unknown, string[]]>([
    ['a message', { status: 'error', message: 'Cod invalid' }, ['Cod invalid']],
    ['a list of messages', { status: 'fail', errors: ['Cod expirat'] }, ['Cod expirat']],
    ['no words', { status: 'error' }, ['Unknown error']],
  ])('a 200 whose status is not success, with %s: a refusal', async (_n, body, errors) => {
    answer.mockReturnValue({ status: 200, body })
    expect(await previewPromo('ro', 'BAD', lines)).toEqual({ ok: false, errors })
    expect(await serverPromo('ro', 'guest-1', 'BAD', [])).toEqual({ ok: false, invalid: true, errors })
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

  it('too many codes tried (429): the message, and the server cart does not call the code invalid', async () => {
    answer.mockReturnValue({ status: 429, body: { error: 'Too many promo codes tried from your network' } })
    const errors = ['Too many promo codes tried from your network']
    expect(await previewPromo('ro', 'GUESS', lines)).toEqual({ ok: false, errors })
    expect(await serverPromo('ro', 'guest-1', 'GUESS', [])).toEqual({ ok: false, invalid: false, errors })
  })

  it("both calls carry the shopper's address (the back end counts codes tried per client)", async () => {
    answer.mockReturnValue({ status: 200, body: success })
    await previewPromo('ro', 'SALE10', lines)
    await serverPromo('ro', 'guest-1', 'SALE10', [])
    expect(sentHeaders).toEqual([{ 'X-Forwarded-For': '203.0.113.5' }, { 'X-Forwarded-For': '203.0.113.5' }])
  })
})
