import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, BASE, login } from './helpers'

/**
 * The fake payment page (issue 13): a random per-order trans_id, an HMAC-signed link, GET shows a
 * form and changes nothing, only a POST with the right fields changes the status, once. And the
 * payment status answers only the order's owner or the holder of its trans_id.
 */

type Created = { result: { orderId: number; orderNumber: string; payUrl: string | null; trans_id: string | null } }
let productId: number

beforeAll(async () => {
  productId = (await env.DB.prepare(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 50 ORDER BY id LIMIT 1',
  ).first<{ id: number }>())!.id
})

async function createOrder(opts: { payment?: number; token?: string; key?: string } = {}) {
  const body = {
    products: [{ id: productId, count: 1 }],
    customer: { name: 'Ana Plată', phone: '+37369111333' },
    delivery: { method: 'pickup', store_id: 1 },
    payment_system_id: opts.payment ?? 2,
    ...(opts.key ? { idempotency_key: opts.key } : {}),
  }
  const res = await api('/general/v2/order/create-order/', {
    method: 'POST',
    body: JSON.stringify(body),
    token: opts.token,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as Created).result
}

async function hmacHex(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return Array.from(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message))), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

const path = (url: string) => url.slice(url.indexOf('/pay/'))
const get = (p: string) => SELF.fetch(`${BASE}${p}`)
const post = (id: number, fields: Record<string, string>) =>
  SELF.fetch(`${BASE}/pay/${id}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT payment_status FROM orders WHERE id = ?').bind(id).first<{ payment_status: string }>())!
    .payment_status
const link = (url: string) => {
  const u = new URL(url)
  return { trans_id: u.searchParams.get('trans_id')!, sig: u.searchParams.get('sig')! }
}

describe('payment link', () => {
  it('trans_id is a random secret stored on the order, and payUrl is signed with PAYMENT_SIGNING_SECRET', async () => {
    const a = await createOrder()
    const b = await createOrder()
    expect(a.trans_id).toMatch(/^TR[0-9a-f]{32}$/)
    expect(b.trans_id).not.toBe(a.trans_id)
    // Not derived from the id or the time: 32 random hex digits (the old TR<id><timestamp> began with the id).
    expect(a.trans_id?.startsWith(`TR${a.orderId}`) && a.trans_id.length < 34).toBe(false)
    expect(new Set([a.trans_id, b.trans_id, (await createOrder()).trans_id]).size).toBe(3)
    const stored = await env.DB.prepare('SELECT trans_id FROM orders WHERE id = ?')
      .bind(a.orderId)
      .first<{ trans_id: string }>()
    expect(stored!.trans_id).toBe(a.trans_id)
    const sig = await hmacHex(env.PAYMENT_SIGNING_SECRET, `${a.orderId}.${a.trans_id}`)
    expect(a.payUrl).toBe(`${BASE}/pay/${a.orderId}?trans_id=${a.trans_id}&sig=${sig}`)
  })

  it('an offline order has no trans_id and no payment link', async () => {
    const o = await createOrder({ payment: 1 })
    expect(o.payUrl).toBeNull()
    expect(o.trans_id).toBeNull()
  })

  it('a replayed order answers the same link (the secret is stored, not regenerated)', async () => {
    const a = await createOrder({ key: 'pay-replay-key-000001' })
    const b = await createOrder({ key: 'pay-replay-key-000001' })
    expect(b).toEqual(a)
  })
})

describe('GET /pay/:id', () => {
  it('renders the order with a Pay / Decline form and changes nothing', async () => {
    const o = await createOrder()
    const res = await get(path(o.payUrl!))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain(o.orderNumber)
    expect(html).toContain(`<form method="post" action="/pay/${o.orderId}">`)
    expect(html).toContain(`name="trans_id" value="${o.trans_id}"`)
    expect(html).toMatch(/<button[^>]*name="outcome" value="pay"[^>]*>Pay<\/button>/)
    expect(html).toMatch(/<button[^>]*name="outcome" value="decline"[^>]*>Decline<\/button>/)
    expect(await statusOf(o.orderId)).toBe('pending')
    // opening it twice still changes nothing
    expect((await get(path(o.payUrl!))).status).toBe(200)
    expect(await statusOf(o.orderId)).toBe('pending')
  })

  it('escapes what it shows', async () => {
    const o = await createOrder()
    await env.DB.prepare('UPDATE orders SET number = ? WHERE id = ?')
      .bind('SO-<script>alert(1)</script>"', o.orderId)
      .run()
    const html = await (await get(path(o.payUrl!))).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('SO-&#60;script&#62;alert(1)&#60;/script&#62;&#34;')
  })

  it('answers 4xx with a clear page for a missing, malformed or wrongly signed link, and never changes the order', async () => {
    const o = await createOrder()
    const { trans_id, sig } = link(o.payUrl!)
    const other = await createOrder()
    const cases: [string, number, RegExp][] = [
      [`/pay/${o.orderId}`, 400, /incomplete/],
      [`/pay/${o.orderId}?trans_id=${trans_id}`, 400, /incomplete/],
      [`/pay/${o.orderId}?sig=${sig}`, 400, /incomplete/],
      [`/pay/${o.orderId}?trans_id=${trans_id}&sig=xyz`, 400, /malformed/],
      [`/pay/${o.orderId}?trans_id=${encodeURIComponent("' OR 1=1 --")}&sig=${sig}`, 400, /malformed/],
      [`/pay/${o.orderId}?trans_id=${trans_id}&sig=${'0'.repeat(64)}`, 403, /wrong signature/],
      // the signature of one order does not open another (ids are sequential)
      [`/pay/${other.orderId}?trans_id=${trans_id}&sig=${sig}`, 403, /wrong signature/],
      [`/pay/${o.orderId}?trans_id=${other.trans_id}&sig=${sig}`, 403, /wrong signature/],
      // the old guessable link
      [`/pay/${o.orderId}?trans_id=TR${o.orderId}20260101000000`, 400, /incomplete/],
      [`/pay/${o.orderId}?fail=1`, 400, /incomplete/],
      ['/pay/abc', 404, /Unknown payment/],
      ['/pay/99999999999', 404, /Unknown payment/],
    ]
    for (const [p, status, text] of cases) {
      const res = await get(p)
      expect(res.status, p).toBe(status)
      expect(await res.text(), p).toMatch(text)
    }
    expect(await statusOf(o.orderId)).toBe('pending')
    expect(await statusOf(other.orderId)).toBe('pending')
  })

  it('a correctly signed link to an unknown order is a 404, to a processed one a 409', async () => {
    const ghost = 'TR0123456789abcdef0123456789abcdef'
    const res = await get(
      `/pay/987654?trans_id=${ghost}&sig=${await hmacHex(env.PAYMENT_SIGNING_SECRET, `987654.${ghost}`)}`,
    )
    expect(res.status).toBe(404)
    const o = await createOrder()
    expect((await post(o.orderId, { ...link(o.payUrl!), outcome: 'pay' })).status).toBe(200)
    const again = await get(path(o.payUrl!))
    expect(again.status).toBe(409)
    expect(await again.text()).toMatch(/already processed \(paid\)/)
  })
})

describe('POST /pay/:id', () => {
  it('Pay marks the order paid, once; a second POST is a 409 and changes nothing', async () => {
    const o = await createOrder()
    const fields = { ...link(o.payUrl!), outcome: 'pay' }
    const res = await post(o.orderId, fields)
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/payment accepted/)
    expect(await statusOf(o.orderId)).toBe('paid')
    const again = await post(o.orderId, { ...fields, outcome: 'decline' })
    expect(again.status).toBe(409)
    expect(await again.text()).toMatch(/already processed/)
    expect(await statusOf(o.orderId)).toBe('paid')
  })

  it('Decline marks it failed', async () => {
    const o = await createOrder()
    const res = await post(o.orderId, { ...link(o.payUrl!), outcome: 'decline' })
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/payment declined/)
    expect(await statusOf(o.orderId)).toBe('failed')
  })

  it('parallel POSTs: exactly one changes the order', async () => {
    const o = await createOrder()
    const fields = { ...link(o.payUrl!), outcome: 'pay' }
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(o.orderId, fields)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
  })

  it('refuses a wrong signature, a wrong trans_id, a bad outcome or a broken form with 4xx and changes nothing', async () => {
    const o = await createOrder()
    const good = link(o.payUrl!)
    const other = await createOrder()
    const cases: [Record<string, string>, number][] = [
      [{}, 400],
      [{ trans_id: good.trans_id, outcome: 'pay' }, 400],
      [{ sig: good.sig, outcome: 'pay' }, 400],
      [{ ...good, sig: 'f'.repeat(64), outcome: 'pay' }, 403],
      [{ ...good, trans_id: other.trans_id!, outcome: 'pay' }, 403],
      [{ ...good, trans_id: "x' OR '1'='1", outcome: 'pay' }, 400],
      [{ ...good, outcome: 'paid' }, 400],
      [{ ...good }, 400],
    ]
    for (const [fields, status] of cases)
      expect((await post(o.orderId, fields)).status, JSON.stringify(fields)).toBe(status)
    // another order's valid fields do not pay this one
    expect((await post(o.orderId, { ...link(other.payUrl!), outcome: 'pay' })).status).toBe(403)
    const json = await SELF.fetch(`${BASE}/pay/${o.orderId}`, {
      method: 'POST',
      body: JSON.stringify({ ...good, outcome: 'pay' }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(json.status).toBe(400)
    const big = await SELF.fetch(`${BASE}/pay/${o.orderId}`, {
      method: 'POST',
      body: `trans_id=${'x'.repeat(10_000)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(big.status).toBe(413)
    expect(await statusOf(o.orderId)).toBe('pending')
    expect(await statusOf(other.orderId)).toBe('pending')
  })
})

describe('payment status', () => {
  const status = (id: number | string, opts: { transId?: string; token?: string } = {}) =>
    api(
      `/general/v2/order/${id}/check-payment-status/${opts.transId !== undefined ? `?trans_id=${encodeURIComponent(opts.transId)}` : ''}`,
      { token: opts.token },
    )

  it('answers the holder of the trans_id, and nobody else without a token', async () => {
    const o = await createOrder()
    const ok = await status(o.orderId, { transId: o.trans_id! })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ orderId: o.orderId, status: 'pending', paid: false })
    for (const transId of [
      undefined,
      '',
      'TR0000',
      `${o.trans_id}x`,
      o.trans_id!.toUpperCase(),
      (await createOrder()).trans_id!,
    ]) {
      const res = await status(o.orderId, { transId })
      expect(res.status, String(transId)).toBe(404)
      expect(await res.json()).toEqual({ error: 'Unknown order' })
    }
    // the same answer as an id that does not exist
    expect(await (await status(99_999_999)).json()).toEqual({ error: 'Unknown order' })
    await post(o.orderId, { ...link(o.payUrl!), outcome: 'pay' })
    expect(await (await status(o.orderId, { transId: o.trans_id! })).json()).toEqual({
      orderId: o.orderId,
      status: 'paid',
      paid: true,
    })
  })

  it("answers the order's owner with a bearer token, and not another user", async () => {
    const owner = await login('customer6@example.com', 'customer12345')
    const o = await createOrder({ token: owner.access })
    expect((await status(o.orderId, { token: owner.access })).status).toBe(200)
    const offline = await createOrder({ token: owner.access, payment: 1 })
    const res = await status(offline.orderId, { token: owner.access })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ orderId: offline.orderId, status: 'not_required', paid: false })
    const other = await login('customer4@example.com', 'customer12345')
    expect((await status(o.orderId, { token: other.access })).status).toBe(404)
    expect((await status(offline.orderId, { token: other.access })).status).toBe(404)
    // another user with the right trans_id is a holder
    expect((await status(o.orderId, { token: other.access, transId: o.trans_id! })).status).toBe(200)
    // a seeded order of the demo user: only the demo user
    const seeded = (await env.DB.prepare(
      'SELECT id FROM orders WHERE user_id = 1 AND site_id = 1 ORDER BY id LIMIT 1',
    ).first<{ id: number }>())!.id
    expect((await status(seeded)).status).toBe(404)
    expect((await status(seeded, { token: other.access })).status).toBe(404)
    expect((await status(seeded, { token: (await login()).access })).status).toBe(200)
  })

  it('a guest order is not answered to a signed-in stranger, and an expired token does not hide the trans_id answer', async () => {
    const o = await createOrder()
    const stranger = await login('customer4@example.com', 'customer12345')
    expect((await status(o.orderId, { token: stranger.access })).status).toBe(404)
    expect((await status(o.orderId, { token: 'garbage.token.value', transId: o.trans_id! })).status).toBe(200)
    expect((await status(o.orderId, { token: 'garbage.token.value' })).status).toBe(404)
  })

  // Session 63: the contract lets an order's id be text (`ORD-5005`); this back end numbers its orders,
  // so such an id is an order it does not have - the answer of a missing id, never a 400 or a 500.
  it('an order id that is text is an unknown order (404) at the payment check and the detail', async () => {
    const token = (await login()).access
    for (const id of ['ORD-5005', 'order_01HQ8Z', '0', '1234567890'])
      expect((await status(id, { token })).status).toBe(404)
    expect((await api('/general/v2/order/ORD-5005/', { token })).status).toBe(404)
    expect((await api('/general/v2/order/ORD-5005/')).status).toBe(401)
  })

  it('an over-long or repeated trans_id is a 400, not a 500', async () => {
    expect((await api(`/general/v2/order/1/check-payment-status/?trans_id=${'x'.repeat(101)}`)).status).toBe(400)
    expect((await api('/general/v2/order/1/check-payment-status/?trans_id=a&trans_id=b')).status).toBe(400)
  })
})
