import { describe, expect, it, vi } from 'vitest'

/**
 * A quick form the back end stored (a 2xx) is sent, whatever its answer says: session 59's operator
 * audit had a stored one-click order shown as an error ("ok / 77"), inviting a second one.
 */
const call = vi.hoisted(() => vi.fn())
vi.mock('#platform/request.server.ts', () => ({ callForRequest: call, shopperIpHeaders: () => undefined }))
const { submitQuickOrder } = await import('./quick-order.server')
const { quickOrderResultSchema } = await import('#contract/quick-orders.ts')

describe('submitQuickOrder', () => {
  it.each([
    ['read: its number', { ok: true, status: 201, data: { id: '77', number: '77' } }, { ok: true, number: '77' }],
    // an operator's back end answered { id: "88", status: "ok" }: the success said no order number
    [
      'read: no number, its id',
      { ok: true, status: 201, data: { id: '88', number: null } },
      { ok: true, number: '88' },
    ],
    ['read: neither', { ok: true, status: 201, data: { id: null, number: null } }, { ok: true, number: null }],
    [
      'a 2xx the contract cannot read: sent, no number',
      { ok: false, kind: 'malformed', status: 200, body: ['accepted'], message: 'x' },
      { ok: true, number: null },
    ],
    [
      'a refusal (400): its texts, not sent',
      { ok: false, kind: 'status', status: 400, body: { error: 'Telefon invalid' }, message: 'x' },
      { ok: false, number: null, messages: ['Telefon invalid'] },
    ],
  ])('%s', async (_name, answer, expected) => {
    call.mockResolvedValue(answer)
    expect(await submitQuickOrder('ro', 'oneClick', {})).toMatchObject(expected)
  })
})

describe('submitQuickOrder through the contract', () => {
  it.each([
    [{ id: '88', status: 'ok' }, '88'],
    [{ id: 88 }, '88'],
    [{ id: 88, number: 'A-12' }, 'A-12'],
  ])('%j: the order is quoted as %s', async (body, number) => {
    call.mockResolvedValue({ ok: true, status: 201, data: quickOrderResultSchema.parse(body) })
    expect(await submitQuickOrder('ro', 'oneClick', {})).toMatchObject({ ok: true, number })
  })
})
