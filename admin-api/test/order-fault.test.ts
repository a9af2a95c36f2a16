import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { api } from './helpers'

/**
 * The development fault switch for the retried-order e2e (routes/orders.ts): armed for one customer
 * phone, only that customer's next order consumes it, so tests placing orders side by side
 * (decision 0033) never take each other's fault.
 */
let productId: number
beforeAll(async () => {
  productId = (await env.DB.prepare(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 50 ORDER BY id LIMIT 1',
  ).first<{ id: number }>())!.id
})

const faults = (init: RequestInit = {}) =>
  api('/__test/order-fault', { ...init, headers: { 'X-Test-Faults-Token': env.TEST_FAULTS_TOKEN } })
const order = (phone: string) =>
  api('/general/v2/order/create-order/', {
    method: 'POST',
    body: JSON.stringify({
      products: [{ id: productId, count: 1 }],
      customer: { name: 'Ana Fault', phone },
      delivery: { method: 'pickup', store_id: 1 },
      payment_system_id: 1,
    }),
  })

describe('POST /__test/order-fault with a phone', () => {
  it("another customer's order passes; the armed customer's next order commits and answers 503, once", async () => {
    expect(
      (await faults({ method: 'POST', body: JSON.stringify({ mode: 'error', phone: '+373 68 000 111' }) })).status,
    ).toBe(200)
    expect((await order('+37369111333')).status).toBe(201)
    expect(((await (await faults()).json()) as { armed: string | null }).armed).toBe('error')
    expect((await order('+(373) 68 000 111')).status).toBe(503)
    const after = (await (await faults()).json()) as {
      armed: string | null
      ordersWithItsKey: number
      last: { mode: string }
    }
    expect(after).toMatchObject({ armed: null, last: { mode: 'error' } })
    expect((await order('+37368000111')).status).toBe(201)
  })

  // Session 62: one fault per site - a second test's fault overwrote the first's (Playwright's two workers)
  it('two customers armed side by side each keep their own fault, read back by phone', async () => {
    for (const phone of ['+373 68 000 221', '+373 68 000 222'])
      expect((await faults({ method: 'POST', body: JSON.stringify({ mode: 'error', phone }) })).status).toBe(200)
    expect((await order('+37368000221')).status).toBe(503)
    expect((await order('+37368000222')).status).toBe(503)
    const read = async (phone: string) =>
      (await (
        await api(`/__test/order-fault?phone=${encodeURIComponent(phone)}`, {
          headers: { 'X-Test-Faults-Token': env.TEST_FAULTS_TOKEN },
        })
      ).json()) as { armed: string | null; last: { mode: string } | null }
    expect(await read('+373 68 000 221')).toMatchObject({ armed: null, last: { mode: 'error' } })
    expect(await read('+373 68 000 223')).toMatchObject({ armed: null, last: null })
  })
})
