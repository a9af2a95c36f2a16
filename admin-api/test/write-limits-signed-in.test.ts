import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { WRITE_LIMITS } from '../src/services/write-limits'
import { api, registerActive } from './helpers'

/**
 * Session 64's stranger audit (s9, finding 2): reviews, the content forms, quick orders and newsletter
 * subscriptions counted per address only, so a guest's flood from a shared address (a carrier's NAT, an
 * office) refused every signed-in shopper there - a review for 24 hours. Orders were fixed so in session
 * 63 (decision 0124); now every per-client write limit follows the same rule (`writerHourAndDay`): a
 * signed-in shopper counts per account, and all signed-in writes from one client on their own counter
 * at WRITE_LIMITS.signedInFactor times the limit.
 */
let ipSeq = 0
const freshClient = () => ({ 'CF-Connecting-IP': `198.18.${180 + Math.floor(++ipSeq / 250)}.${ipSeq % 250}` })
let seq = 0
const tag = () => `${Date.now().toString(36)}-${++seq}`
const post = (path: string, body: unknown, headers: Record<string, string>, token?: string) =>
  api(path, { method: 'POST', headers, token, body: JSON.stringify(body) })

let productIds: number[] = []
beforeAll(async () => {
  productIds = (
    await env.DB.prepare(
      'SELECT id FROM products WHERE active = 1 AND available = 1 AND is_stock = 1 AND stock > 10 AND multiplicity = 1 ORDER BY id DESC LIMIT 40',
    ).all<{ id: number }>()
  ).results.map((r) => r.id)
})

interface Kind {
  name: string
  /** Writes a client (or an account) may make before a refusal, in the window the test fills. */
  limit: number
  /** The `i`th write of the test (each a new review, subscription, request...). */
  send: (i: number, headers: Record<string, string>, token?: string) => Promise<Response>
  allowed: number
}

const T = tag()
const KINDS: Kind[] = [
  {
    name: 'reviews (10 a day)',
    limit: WRITE_LIMITS.reviews.perClient,
    send: (i, h, token) =>
      post('/general/product-review/', { product_id: productIds[i]!, author: 'A', rating: 5, text: 'Good.' }, h, token),
    allowed: 201,
  },
  {
    name: 'a content form (user requests, 5 an hour)',
    limit: WRITE_LIMITS.forms.perHour,
    send: (i, h, token) =>
      post('/base/user-request/', { name: `Ana ${T} ${i}`, phone: '+37369000111', message: 'Hi' }, h, token),
    allowed: 201,
  },
  {
    name: 'newsletter subscriptions (5 an hour)',
    limit: WRITE_LIMITS.newsletter.perHour,
    send: (i, h, token) => post('/settings/news-letter/', { email: `signed-news-${T}-${i}@example.com` }, h, token),
    allowed: 201,
  },
  {
    name: 'one-click orders (10 an hour)',
    limit: WRITE_LIMITS.quickOrders.perHour,
    send: (i, h, token) =>
      post(
        '/general/v2/order/one-click/',
        {
          product_id: productIds[0]!,
          count: 1,
          name: `Q ${T} ${i}`,
          phone: '+37369123456',
          request_id: `sq-${T}-${i}`,
        },
        h,
        token,
      ),
    allowed: 201,
  },
]

describe("a stranger's guest writes from a shared address do not refuse its signed-in shoppers", () => {
  it.each(KINDS)(
    '$name: the address full of guests, a signed-in shopper there goes on; the account counts its own',
    async (kind) => {
      const address = freshClient()
      let i = 0
      const guests: number[] = []
      for (let n = 0; n <= kind.limit; n++) guests.push((await kind.send(i++, address)).status)
      expect(guests).toEqual([...Array(kind.limit).fill(kind.allowed), 429])
      const user = await registerActive(`signed-writes-${tag()}@example.com`, 'signed-pass-123')
      const mine: number[] = []
      for (let n = 0; n <= kind.limit; n++) mine.push((await kind.send(i++, address, user.access)).status)
      expect(mine).toEqual([...Array(kind.limit).fill(kind.allowed), 429])
      // the account's own limit follows it to another address; a guest there is not refused
      const elsewhere = freshClient()
      expect((await kind.send(i++, elsewhere, user.access)).status).toBe(429)
      expect((await kind.send(i++, elsewhere)).status).toBe(kind.allowed)
    },
  )

  it(`all signed-in writes from one address count on their own counter, at ${WRITE_LIMITS.signedInFactor} times the limit`, async () => {
    const kind = KINDS[1]!
    const address = freshClient()
    const most = kind.limit * WRITE_LIMITS.signedInFactor
    let i = 0
    const statuses: number[] = []
    for (let a = 0; a <= WRITE_LIMITS.signedInFactor; a++) {
      const user = await registerActive(`signed-office-${tag()}@example.com`, 'signed-pass-123')
      for (let n = 0; n < kind.limit; n++) statuses.push((await kind.send(i++, address, user.access)).status)
    }
    expect(statuses).toEqual([...Array(most).fill(kind.allowed), ...Array(kind.limit).fill(429)])
    // guests there have their own counter still
    expect((await kind.send(i++, address)).status).toBe(kind.allowed)
  })
})
