import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'

/** The order call through the real contract: an answer as the spec allows is a placed order (spec 4 "Order creation"). */
const answer =
  vi.fn<() => { status: number; body: unknown } | { ok: false; kind: string; status: number; body: unknown }>()
vi.mock('cloudflare:workers', () => ({ env: { ADMIN_API_URL: 'https://admin.example/' } }))
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => undefined,
  callForRequest: async () => {
    const a = answer()
    if ('ok' in a) return { ...a, message: 'x' }
    const parsed = endpoints.createOrder.response.safeParse(a.body)
    if (a.status >= 400) return { ok: false, kind: 'status', status: a.status, body: a.body, message: 'x' }
    return parsed.success
      ? { ok: true, status: a.status, data: parsed.data }
      : { ok: false, kind: 'malformed', status: a.status, body: a.body, message: 'x' }
  },
}))
const { createOrder } = await import('./checkout.server')

const input = {
  lines: [{ id: 1, count: 1 }],
  customer: { name: 'Ana', phone: '+37360000000' },
  delivery: { method: 'pickup' as const, type: 'standart' as const, region_id: 3 },
  payment_system_id: 1,
}

describe('createOrder: a created order is never reported as a failure', () => {
  beforeEach(() => answer.mockReset())

  it.each([
    [
      'payUrl alone: to payment',
      { result: { payUrl: 'https://pay.example/1' } },
      { ok: true, orderId: null, orderNumber: null, payUrl: 'https://pay.example/1', transId: null },
    ],
    [
      'orderNumber as a number, payUrl null: to the success page with the number',
      { result: { orderId: 7, orderNumber: 1001, payUrl: null } },
      { ok: true, orderId: 7, orderNumber: '1001', payUrl: null, transId: null },
    ],
    [
      'a relative payUrl is made absolute',
      { result: { orderId: 8, orderNumber: 'A-8', payUrl: '/pay/8', trans_id: 'tx_1' } },
      { ok: true, orderId: 8, orderNumber: 'A-8', payUrl: 'https://admin.example/pay/8', transId: 'tx_1' },
    ],
    [
      'a 201 the contract cannot read at all: the order exists, to the success page',
      { order: 'created' },
      { ok: true, orderId: null, orderNumber: null, payUrl: null, transId: null },
    ],
  ])('%s', async (_n, body, expected) => {
    answer.mockReturnValue({ status: 201, body })
    expect(await createOrder('ro', input)).toEqual(expected)
  })

  it('a 200 the contract cannot read fails without showing its values as errors', async () => {
    answer.mockReturnValue({ status: 200, body: { message: 'Order accepted' } })
    expect(await createOrder('ro', input)).toEqual({ ok: false, status: 200, errors: [], problems: [] })
  })

  it('a refusal still shows its body', async () => {
    answer.mockReturnValue({ status: 400, body: { error: 'Phone is invalid' } })
    expect(await createOrder('ro', input)).toMatchObject({ ok: false, status: 400, errors: ['Phone is invalid'] })
  })
})
