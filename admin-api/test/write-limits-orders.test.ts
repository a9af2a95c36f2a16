import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { FORWARDED_FOR_KEY_HEADER } from '#contract/wire.ts'
import { WORKER_SUBREQUEST_IP } from '../src/services/login-limits'
import { WRITE_LIMITS } from '../src/services/write-limits'
import { api } from './helpers'

/**
 * The quick orders (one-click, pre-order, first-to-know, bulk order; decision 0009) and the newsletter
 * subscription count per client (services/write-limits.ts). Before, one client with no session sent
 * 40 one-click orders (40 x 201, 40 rows) and subscribed 30 addresses (30 x 201, 30 rows).
 */

let ipSeq = 0
/** A client of its own (CF-Connecting-IP), so no other test shares its counters. */
const freshClient = () => ({ 'CF-Connecting-IP': `198.18.${120 + Math.floor(++ipSeq / 250)}.${ipSeq % 250}` })
/** The storefront's call for a shopper: its Worker's address, the shopper's forwarded with the shared key. */
const viaStorefront = (shopper: string) => ({
  'CF-Connecting-IP': WORKER_SUBREQUEST_IP,
  'X-Forwarded-For': shopper,
  [FORWARDED_FOR_KEY_HEADER]: env.CLIENT_IP_SECRET as string,
})

const PATHS = {
  one_click: '/general/v2/order/one-click/',
  pre_order: '/general/v2/order/pre-order/',
  first_to_know: '/general/v2/product/first-to-know/',
  bulk_order: '/general/v2/order/bulk-order/',
} as const

const post = (path: string, body: unknown, headers: Record<string, string>, lang?: string) =>
  api(path, { method: 'POST', headers, lang, body: JSON.stringify(body) })

let sellable = 0
let outOfStock = 0
beforeAll(async () => {
  const q = async (sql: string) => (await env.DB.prepare(sql).first<{ id: number }>())!.id
  sellable = await q(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND is_stock = 1 AND stock > 10 AND multiplicity = 1 ORDER BY id LIMIT 1',
  )
  outOfStock = await q('SELECT id FROM products WHERE active = 1 AND (is_stock = 0 OR stock <= 0) ORDER BY id LIMIT 1')
})

let seq = 0
const tag = () => `${Date.now().toString(36)}-${++seq}`
const oneClick = (name: string, requestId = `req-${tag()}`) => ({
  product_id: sellable,
  count: 1,
  name,
  phone: '+37369123456',
  request_id: requestId,
})
const rowsNamed = async (name: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM quick_orders WHERE instr(data, ?) > 0')
    .bind(JSON.stringify(name))
    .first<{ n: number }>())!.n

const { perHour, perDay } = WRITE_LIMITS.quickOrders

describe('quick orders', () => {
  it('one client: 10 new one-click orders an hour, then 429 with Retry-After in its language; nothing more stored', async () => {
    const client = freshClient()
    const name = `Flood ${tag()}`
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await post(PATHS.one_click, oneClick(name), client)).status)
    expect(statuses).toEqual([...Array(perHour).fill(201), ...Array(40 - perHour).fill(429)])
    expect(await rowsNamed(name)).toBe(perHour)
    const refused = await post(PATHS.one_click, oneClick(name), client, 'ru')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(59 * 60)
    expect(await refused.json()).toEqual({
      error: 'Эта форма отправлялась из вашей сети слишком много раз, попробуйте позже',
    })
    expect(await (await post(PATHS.one_click, oneClick(name), client, 'en')).json()).toEqual({
      error: 'This form was sent too many times from your network, try again later',
    })
    // Another client, and another kind from the same client, go on.
    expect((await post(PATHS.one_click, oneClick(name), freshClient())).status).toBe(201)
    const bulk = { ...oneClick(name), count: 50, company: 'SRL Test' }
    expect((await post(PATHS.bulk_order, bulk, client)).status).toBe(201)
  })

  it('parallel orders of one client cannot all slip under the limit', async () => {
    const client = freshClient()
    const name = `Parallel ${tag()}`
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(PATHS.pre_order, oneClick(name), client)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(perHour)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - perHour)
    expect(await rowsNamed(name)).toBe(perHour)
  })

  it('a retry with the same request_id and a first-to-know already held count nothing; a 400 counts nothing', async () => {
    const client = freshClient()
    const name = `Retry ${tag()}`
    const body = oneClick(name)
    const first = (await (await post(PATHS.one_click, body, client)).json()) as { id: number; number: string }
    for (let i = 0; i < 20; i++) {
      const again = await post(PATHS.one_click, body, client)
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual({ status: 'ok', id: first.id, number: first.number })
    }
    const contact = `held-${tag()}@example.com`
    const watch = { product_id: outOfStock, contact }
    for (let i = 0; i < 20; i++) expect((await post(PATHS.first_to_know, watch, client)).status).toBe(201)
    // Bad input is refused before anything counts.
    for (let i = 0; i < 20; i++) expect((await post(PATHS.one_click, { ...body, name: '' }, client)).status).toBe(400)
    // So the client still has its hour's new requests: 9 more one-click orders, 9 more first-to-know.
    const more: number[] = []
    for (let i = 0; i < perHour; i++) more.push((await post(PATHS.one_click, oneClick(name), client)).status)
    expect(more).toEqual([...Array(perHour - 1).fill(201), 429])
    const watches: number[] = []
    for (let i = 0; i < perHour; i++)
      watches.push(
        (await post(PATHS.first_to_know, { product_id: outOfStock, contact: `w${i}-${contact}` }, client)).status,
      )
    expect(watches).toEqual([...Array(perHour - 1).fill(201), 429])
    // A refused request is not stored: its retry after the window is a new request (counted then).
    expect(await rowsNamed(name)).toBe(perHour)
  })

  it('a day allows 30 new requests of a kind per client', async () => {
    const client = freshClient()
    const name = `Day ${tag()}`
    const statuses: number[] = []
    for (let i = 0; i < perDay + 2; i++) {
      // Each hour's window ended: only the day's counter holds.
      await env.DB.prepare('UPDATE write_counts SET window_start = window_start - 3601 WHERE key = ?')
        .bind(`quick-hour:one_click ${client['CF-Connecting-IP']}`)
        .run()
      statuses.push((await post(PATHS.one_click, oneClick(name), client)).status)
    }
    expect(statuses).toEqual([...Array(perDay).fill(201), 429, 429])
    const refused = await post(PATHS.one_click, oneClick(name), client)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 60 * 60)
  })

  it("counts the storefront's shoppers apart by their forwarded address, not as the storefront's one Worker", async () => {
    const name = `Shoppers ${tag()}`
    const one = viaStorefront(`198.18.140.${(++ipSeq % 250) + 1}`)
    const two = viaStorefront(`198.18.141.${(++ipSeq % 250) + 1}`)
    const first: number[] = []
    for (let i = 0; i <= perHour; i++) first.push((await post(PATHS.one_click, oneClick(name), one)).status)
    expect(first).toEqual([...Array(perHour).fill(201), 429])
    expect((await post(PATHS.one_click, oneClick(name), two)).status).toBe(201)
  })

  it('a client the limits do not count (development, no address: the local shop and its tests) is not limited', async () => {
    const name = `Local ${tag()}`
    for (let i = 0; i <= perHour; i++) expect((await post(PATHS.one_click, oneClick(name), {})).status).toBe(201)
  })
})

describe('newsletter', () => {
  const subscribe = (email: string, headers: Record<string, string>, lang?: string) =>
    post('/settings/news-letter/', { email }, headers, lang)
  const stored = async (marker: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM submissions WHERE kind = 'newsletter' AND instr(data, ?) > 0")
      .bind(marker)
      .first<{ n: number }>())!.n
  const { perHour: subsPerHour, perDay: subsPerDay } = WRITE_LIMITS.newsletter

  it('one client subscribes 5 addresses an hour, then 429 with Retry-After saying why; nothing more stored', async () => {
    const client = freshClient()
    const marker = `news-${tag()}`
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await subscribe(`a${i}-${marker}@example.com`, client)).status)
    expect(statuses).toEqual([...Array(subsPerHour).fill(201), ...Array(30 - subsPerHour).fill(429)])
    expect(await stored(marker)).toBe(subsPerHour)
    const refused = await subscribe(`late-${marker}@example.com`, client, 'ro')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(59 * 60)
    expect(await refused.json()).toEqual({
      error: 'Prea multe abonări la newsletter din rețeaua dvs., încercați mai târziu',
    })
    expect(await (await subscribe(`late-${marker}@example.com`, client, 'uk')).json()).toEqual({
      error: 'Забагато підписок на розсилку з вашої мережі, спробуйте пізніше',
    })
    expect((await subscribe(`other-${marker}@example.com`, freshClient())).status).toBe(201)
    // A body the contract refuses counts nothing.
    const other = freshClient()
    for (let i = 0; i < 10; i++) expect((await subscribe('not-an-address', other)).status).toBe(400)
    expect((await subscribe(`valid-${marker}@example.com`, other)).status).toBe(201)
  })

  it('10 a day per client', async () => {
    const client = freshClient()
    const marker = `day-${tag()}`
    const statuses: number[] = []
    for (let i = 0; i < subsPerDay + 2; i++) {
      await env.DB.prepare('UPDATE write_counts SET window_start = window_start - 3601 WHERE key = ?')
        .bind(`newsletter-hour:${client['CF-Connecting-IP']}`)
        .run()
      statuses.push((await subscribe(`d${i}-${marker}@example.com`, client)).status)
    }
    expect(statuses).toEqual([...Array(subsPerDay).fill(201), 429, 429])
    expect(await stored(marker)).toBe(subsPerDay)
  })

  it('sends no mail: a subscription is stored only (so it counts against no mail limit)', async () => {
    const marker = `mail-${tag()}`
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n
    expect((await subscribe(`${marker}@example.com`, freshClient())).status).toBe(201)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n).toBe(before)
  })

  it('a development client without an address is not counted', async () => {
    const marker = `local-${tag()}`
    for (let i = 0; i <= subsPerHour; i++) expect((await subscribe(`l${i}-${marker}@example.com`, {})).status).toBe(201)
  })
})
