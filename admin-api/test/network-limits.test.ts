import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '#contract/accounts.ts'
import { addressNetwork, NETWORK_LIMIT_FACTOR } from '#contract/client-address.ts'
import { ipKey, LOGIN_LIMITS, MAIL_LIMITS } from '../src/services/login-limits'
import { WRITE_LIMITS } from '../src/services/write-limits'
import { api, outbox } from './helpers'

/**
 * Session 62's audit (decision 0124): a per-client limit counts an IPv6 client by its /64, and one
 * holder of a /48 has 65,536 of them. Before: 30 wrong passwords from 30 /64s of one /48 were all
 * answered, 13 registrations from 13 /64s all mailed their links. Now each per-client counter counts
 * the client's /48 too, at NETWORK_LIMIT_FACTOR times the client's limit: the try after that many,
 * from yet another /64 of the /48, is refused as one /64 over its own limit is; another /48 is not.
 */

let netSeq = 0
/** A /48 no other test uses: `2001:db8:<n>`, and its /64 number `i` (`2001:db8:<n>:<i>::<host>`). */
const freshNetwork = () => {
  const prefix = `2001:db8:${(0x6200 + ++netSeq).toString(16)}`
  return (i: number, host = 1) => ({ 'CF-Connecting-IP': `${prefix}:${i.toString(16)}::${host.toString(16)}` })
}
let seq = 0
const tag = () => `${Date.now().toString(36)}-${++seq}`
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  api(path, { method: 'POST', headers, body: JSON.stringify(body) })

let sellable = 0
beforeAll(async () => {
  sellable = (await env.DB.prepare(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND is_stock = 1 AND stock > 10 AND multiplicity = 1 ORDER BY id LIMIT 1',
  ).first<{ id: number }>())!.id
})

interface Counter {
  name: string
  /** The client's limit per window (the /48's is NETWORK_LIMIT_FACTOR times it). */
  limit: number
  /** One try from `headers`; the `i`th of the test (for fresh e-mails and the like). */
  send: (i: number, headers: Record<string, string>) => Promise<Response>
  allowed: number
  refused: { status: number; body: unknown }
}

const T = tag()
const COUNTERS: Counter[] = [
  {
    name: 'sign-in (ipKey, a wrong password at a new e-mail each)',
    limit: LOGIN_LIMITS.perIp,
    send: (i, h) => post('/auth/jwt/create/', { email: `net-login-${T}-${i}@example.com`, password: 'wrong-pass' }, h),
    allowed: 401,
    refused: { status: 429, body: { error: 'Too many login attempts, try again later' } },
  },
  {
    name: 'registration (register-ip, each mails an activation link)',
    limit: ACCOUNTS.registrationsPerIp,
    send: (i, h) =>
      post(
        '/auth/users/',
        {
          email: `net-reg-${T}-${i}@example.com`,
          password: 'netreg12345',
          re_password: 'netreg12345',
          first_name: 'N',
        },
        h,
      ),
    allowed: 201,
    refused: { status: 429, body: expect.objectContaining({ code: ACCOUNTS.errorCodes.tooManyRegistrations }) },
  },
  {
    name: 'e-mail codes (mail-ip)',
    limit: MAIL_LIMITS.perIp,
    send: (i, h) =>
      api(`/api/v1/email-code?email=${encodeURIComponent(`net-code-${T}-${i}@example.com`)}`, { headers: h }),
    allowed: 200,
    refused: { status: 429, body: expect.objectContaining({ error: expect.any(String) }) },
  },
  {
    name: "support messages (the client's send:support_message:ip: count)",
    limit: ACCOUNTS.sendsPerRecipient,
    send: (i, h) =>
      post('/api/support/', { name: 'N', email_address: `net-support-${T}-${i}@example.com`, body: 'Hi' }, h),
    allowed: 201,
    refused: { status: 429, body: expect.objectContaining({ error: expect.any(String) }) },
  },
  {
    name: 'newsletter (write-limits newsletter-hour)',
    limit: WRITE_LIMITS.newsletter.perHour,
    send: (i, h) => post('/settings/news-letter/', { email: `net-news-${T}-${i}@example.com` }, h),
    allowed: 201,
    refused: {
      status: 429,
      body: { error: 'Too many newsletter subscriptions from your network, try again later' },
    },
  },
  {
    name: 'one-click orders (write-limits quick-hour)',
    limit: WRITE_LIMITS.quickOrders.perHour,
    send: (i, h) =>
      post(
        '/general/v2/order/one-click/',
        { product_id: sellable, count: 1, name: `Net ${T} ${i}`, phone: '+37369123456', request_id: `net-${T}-${i}` },
        h,
      ),
    allowed: 201,
    refused: { status: 429, body: { error: 'This form was sent too many times from your network, try again later' } },
  },
]

/** `n` tries, `from(i)` for the `i`th, 20 at a time: their statuses in order. */
async function tries(counter: Counter, first: number, n: number, from: (i: number) => Record<string, string>) {
  const statuses: number[] = []
  for (let start = first; start < first + n; start += 20) {
    const batch = Array.from({ length: Math.min(20, first + n - start) }, (_, k) => start + k)
    statuses.push(...(await Promise.all(batch.map(async (i) => (await counter.send(i, from(i))).status))))
  }
  return statuses
}

async function expectRefused(counter: Counter, res: Response) {
  expect(res.status).toBe(counter.refused.status)
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect(await res.json()).toEqual(counter.refused.body)
}

describe('a /48 is eight clients: every per-client counter counts the /48 too (session 62)', () => {
  it.each(COUNTERS)(
    '$name: one try from each of limit x 8 /64s of one /48 goes, the next /64 is refused; another /48 is not',
    async (counter) => {
      const network = freshNetwork()
      const networkLimit = counter.limit * NETWORK_LIMIT_FACTOR
      // /64 number i+1 for the i-th try: networkLimit distinct /64s, each far under its own limit
      expect(await tries(counter, 0, networkLimit, (i) => network(i + 1))).toEqual(
        Array(networkLimit).fill(counter.allowed),
      )
      // one more, from a /64 of the same /48 that never tried: the network's limit refuses it
      await expectRefused(counter, await counter.send(networkLimit, network(networkLimit + 1)))
      // a client of another /48 goes on
      expect((await counter.send(networkLimit + 1, freshNetwork()(1))).status).toBe(counter.allowed)
    },
  )

  it.each(COUNTERS)(
    "$name: one /64 is still refused after its own limit, and its refused tries spend none of its /48's room",
    async (counter) => {
      const network = freshNetwork()
      expect(
        await tries(counter, 1000, counter.limit, () => network(1, 1 + Math.floor(Math.random() * 0xfff))),
      ).toEqual(Array(counter.limit).fill(counter.allowed))
      // the /64's own limit: the next try from any address in it is refused, as before
      await expectRefused(counter, await counter.send(2000, network(1, 0xffff)))
      for (let i = 0; i < 3; i++)
        expect((await counter.send(2001 + i, network(1, 7))).status).toBe(counter.refused.status)
      // the /48's room is spent only by what its /64s were allowed: limit x 7 more from other /64s go
      const rest = counter.limit * (NETWORK_LIMIT_FACTOR - 1)
      expect(await tries(counter, 3000, rest, (i) => network(2 + (i % 7)))).toEqual(Array(rest).fill(counter.allowed))
      await expectRefused(counter, await counter.send(4000, network(100)))
    },
  )
})

describe('the network rows', () => {
  it('a successful sign-in takes its try back from the /48 as from the /64; IPv4 has no network row', async () => {
    const network = freshNetwork()
    const where = network(1)['CF-Connecting-IP']!
    const net = addressNetwork(where)!
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/auth/jwt/create/', { email: 'customer1@example.com', password: 'customer12345' }, network(1)))
          .status,
      ).toBe(200)
    const row = await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?')
      .bind(ipKey(net))
      .first<{ count: number }>()
    expect(row?.count).toBe(0)
    expect(
      (await post('/auth/jwt/create/', { email: 'customer1@example.com', password: 'x-wrong' }, network(2))).status,
    ).toBe(401)
    const after = await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?')
      .bind(ipKey(net))
      .first<{ count: number }>()
    expect(after?.count).toBe(1)
    expect(addressNetwork('198.51.100.7')).toBeNull()
  })

  it('registrations refused by the /48 send no activation mail', async () => {
    const network = freshNetwork()
    const counter = COUNTERS[1]!
    const n = counter.limit * NETWORK_LIMIT_FACTOR
    await tries(counter, 5000, n, (i) => network(i))
    const email = `net-reg-${T}-${5000 + n}@example.com`
    expect((await counter.send(5000 + n, network(0xffff))).status).toBe(429)
    expect([...(await outbox(email, 'activation')), ...(await outbox(email, 'activation_other'))]).toEqual([])
  })
})

describe('review votes: one per /64, and eight new ones per /48 and review a day', () => {
  it('the ninth /64 of a /48 is refused on the review, a moved vote still goes, another /48 and another review go', async () => {
    const [first, second] = (
      await env.DB.prepare('SELECT id FROM reviews ORDER BY id LIMIT 2').all<{ id: number }>()
    ).results.map((r) => r.id)
    const vote = (id: number, how: 'like' | 'dislike', h: Record<string, string>) =>
      post(`/general/product-review/${id}/${how}/`, {}, h)
    const network = freshNetwork()
    const statuses = await Promise.all(
      Array.from({ length: NETWORK_LIMIT_FACTOR }, async (_, i) => (await vote(first!, 'like', network(i + 1))).status),
    )
    expect(statuses).toEqual(Array(NETWORK_LIMIT_FACTOR).fill(200))
    const refused = await vote(first!, 'like', network(NETWORK_LIMIT_FACTOR + 1))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: 'Too many votes on this review from your network today, try again tomorrow',
    })
    // a /64 that voted may move its vote: no new vote
    expect((await vote(first!, 'dislike', network(1))).status).toBe(200)
    // the same vote again is the 409 it was, and takes nothing of the network's room
    expect((await vote(first!, 'dislike', network(1))).status).toBe(409)
    expect((await vote(first!, 'like', freshNetwork()(1))).status).toBe(200)
    expect((await vote(second!, 'like', network(NETWORK_LIMIT_FACTOR + 1))).status).toBe(200)
  })
})
