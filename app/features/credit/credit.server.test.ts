import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'

/**
 * The credit answers with fewer fields (session 63's operator audit, item 11): `{monthly_payment}`
 * alone is a price; a 2xx the contract cannot read, or a 5xx, is "unavailable", never form errors
 * ("Unknown error" was shown and the amount marked invalid). A 400 keeps the back end's words.
 */
let answer: { status: number; body: unknown } = { status: 200, body: null }
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  shopperIpHeaders: () => undefined,
  callForRequest: async (_locale: string, name: EndpointName) => {
    const { status, body } = answer
    if (status >= 300) return { ok: false, kind: 'status', status, body, message: `HTTP ${status}` }
    const read = endpoints[name].response.safeParse(body)
    return read.success
      ? { ok: true, status, data: read.data }
      : { ok: false, kind: 'malformed', status, body, message: 'malformed' }
  },
}))
const { creditCalculate, creditPrice } = await import('./credit.server')
const body = { credit_company: 1, amount: 5000, months: 12 }

beforeEach(() => {
  answer = { status: 200, body: null }
})

describe('credit-price', () => {
  it('monthly_payment alone is the price; total and overpayment none', async () => {
    answer = { status: 200, body: { monthly_payment: '458.33' } }
    expect(await creditPrice('ro', body)).toMatchObject({
      ok: true,
      price: { monthly_payment: 458.33, total: null, overpayment: null },
    })
  })
  it.each([
    ['a 200 the shop cannot read', 200, { status: 'ok' }],
    ['a 502', 502, { detail: 'Bad gateway' }],
  ])('%s is unavailable, no form errors', async (_name, status, answerBody) => {
    answer = { status, body: answerBody }
    expect(await creditPrice('ro', body)).toEqual({ ok: false, fields: {}, messages: [], unavailable: true })
  })
  it("a 400 keeps the back end's words", async () => {
    answer = { status: 400, body: { amount: ['At least 500'] } }
    const out = await creditPrice('ro', body)
    expect(out.ok).toBe(false)
    expect(out.ok || [out.unavailable, Object.values(out.fields)]).toEqual([undefined, ['At least 500']])
  })
})

describe('calculate', () => {
  it('monthly_payment alone: the amount and term asked, no total', async () => {
    answer = { status: 200, body: { monthly_payment: 458.33 } }
    expect(await creditCalculate('ro', body)).toEqual({
      amount: 5000,
      months: 12,
      monthly_payment: 458.33,
      total: null,
      overpayment: null,
    })
  })
})
