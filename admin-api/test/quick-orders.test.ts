import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, login } from './helpers'

/** One-click order, pre-order, first-to-know and bulk order (decision 0009). */

const ids = { sellable: 0, outOfStock: 0, inactive: 0, half: 0 }
beforeAll(async () => {
  const q = async (sql: string) => (await env.DB.prepare(sql).first<{ id: number }>())!.id
  ids.sellable = await q(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND is_stock = 1 AND stock > 10 AND multiplicity = 1 ORDER BY id LIMIT 1',
  )
  ids.outOfStock = await q(
    'SELECT id FROM products WHERE active = 1 AND (is_stock = 0 OR stock <= 0) ORDER BY id LIMIT 1',
  )
  ids.half = await q(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND is_stock = 1 AND stock > 10 AND multiplicity = 0.5 ORDER BY id LIMIT 1',
  )
  const inactive = await env.DB.prepare('SELECT id FROM products WHERE active = 0 ORDER BY id LIMIT 1').first<{
    id: number
  }>()
  ids.inactive = inactive?.id ?? 0
})

const post = (path: string, body: unknown, init: { token?: string; site?: string } = {}) =>
  api(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), ...init })
const rows = async (kind: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM quick_orders WHERE kind = ?').bind(kind).first<{ n: number }>())!.n

const PATHS = {
  one_click: '/general/v2/order/one-click/',
  pre_order: '/general/v2/order/pre-order/',
  first_to_know: '/general/v2/product/first-to-know/',
  bulk_order: '/general/v2/order/bulk-order/',
} as const

describe('quick orders: valid requests', () => {
  it('one-click order: 201 with a number, stored once per request_id', async () => {
    const body = {
      product_id: ids.sellable,
      count: 2,
      name: 'Ion',
      phone: '+373 69 123 456',
      request_id: 'req-one-click-0001',
    }
    const before = await rows('one_click')
    const a = await post(PATHS.one_click, body)
    expect(a.status).toBe(201)
    const first = (await a.json()) as { status: string; id: number; number: string }
    expect(first).toMatchObject({ status: 'ok' })
    expect(first.number).toMatch(/^OC-\d{6}$/)
    // the same request again (a retry after a lost answer) is the same order
    const b = await post(PATHS.one_click, body)
    expect(b.status).toBe(201)
    expect(((await b.json()) as { id: number }).id).toBe(first.id)
    expect(await rows('one_click')).toBe(before + 1)
    const stored = await env.DB.prepare('SELECT contact, data, user_id FROM quick_orders WHERE id = ?')
      .bind(first.id)
      .first<{ contact: string; data: string; user_id: number | null }>()
    expect(stored!.contact).toBe('+37369123456')
    expect(JSON.parse(stored!.data)).toMatchObject({
      product_id: ids.sellable,
      count: 2,
      name: 'Ion',
      phone: '+37369123456',
    })
    expect(stored!.user_id).toBeNull()
  })

  it('a signed-in shopper is recorded', async () => {
    const { access } = await login()
    const r = await post(
      PATHS.one_click,
      { product_id: ids.sellable, name: 'Demo', phone: '+37369000000' },
      { token: access },
    )
    expect(r.status).toBe(201)
    const { id } = (await r.json()) as { id: number }
    expect(
      (await env.DB.prepare('SELECT user_id FROM quick_orders WHERE id = ?').bind(id).first<{ user_id: number }>())!
        .user_id,
    ).toBe(1)
  })

  it('pre-order for an out-of-stock product', async () => {
    const r = await post(PATHS.pre_order, {
      product_id: ids.outOfStock,
      count: 1,
      name: 'Ana',
      phone: '+37369111222',
      email: 'Ana@Example.com',
      comment: 'Call after 18:00',
    })
    expect(r.status).toBe(201)
    expect(((await r.json()) as { number: string }).number).toMatch(/^PO-/)
  })

  it('first-to-know by e-mail or phone; asking twice is one subscription', async () => {
    const a = await post(PATHS.first_to_know, { product_id: ids.outOfStock, contact: 'watcher@example.com' })
    expect(a.status).toBe(201)
    const first = (await a.json()) as { id: number; number: string | null }
    expect(first.number).toBeNull()
    const again = await post(PATHS.first_to_know, { product_id: ids.outOfStock, contact: 'watcher@example.com' })
    expect(((await again.json()) as { id: number }).id).toBe(first.id)
    const phone = await post(PATHS.first_to_know, { product_id: ids.outOfStock, contact: '+373 69 555 666' })
    expect(phone.status).toBe(201)
  })

  it('bulk order with company and contact', async () => {
    const r = await post(PATHS.bulk_order, {
      product_id: ids.sellable,
      count: 250,
      company: 'Acme SRL',
      name: 'Maria',
      phone: '+37322123456',
      email: 'buy@acme.example',
      comment: 'Invoice please',
    })
    expect(r.status).toBe(201)
    expect(((await r.json()) as { number: string }).number).toMatch(/^BO-/)
  })

  // spec 5 "Quantity: 3 decimals, never below multiplicity", as the cart and an order take it
  it.each<[string, number, number, string | null]>([
    ['1.5 of a product sold by 0.5', 0.5, 1.5, null],
    ['0.7 of a product sold by 0.5', 0.5, 0.7, null],
    ['1.5 of a product sold by the piece', 1, 1.5, null],
    ['0.4 of a product sold by 0.5', 0.5, 0.4, 'At least 0.5'],
    ['0.5 of a product sold by the piece', 1, 0.5, 'At least 1'],
    ['1.2345 of a product sold by the piece', 1, 1.2345, 'at most 3 decimals'],
  ])('counts follow the order rule: %s', async (_, multiplicity, count, problem) => {
    const product = multiplicity === 1 ? ids.sellable : ids.half
    const r = await post(PATHS.one_click, { product_id: product, count, name: 'A', phone: '+37369123456' })
    expect(r.status).toBe(problem ? 400 : 201)
    if (problem) expect(((await r.json()) as { fields: Record<string, string[]> }).fields.count).toEqual([problem])
  })
})

describe('quick orders: invalid requests answer 400 with field errors and store nothing', () => {
  const cases: [string, keyof typeof PATHS, () => unknown, string][] = [
    ['missing name', 'one_click', () => ({ product_id: ids.sellable, phone: '+37369123456' }), 'name'],
    ['blank name', 'one_click', () => ({ product_id: ids.sellable, name: '   ', phone: '+37369123456' }), 'name'],
    ['bad phone', 'one_click', () => ({ product_id: ids.sellable, name: 'Ion', phone: 'call me' }), 'phone'],
    [
      'unknown product',
      'one_click',
      () => ({ product_id: 999_999_998, name: 'Ion', phone: '+37369123456' }),
      'product_id',
    ],
    [
      'one-click on an out-of-stock product',
      'one_click',
      () => ({ product_id: ids.outOfStock, name: 'Ion', phone: '+37369123456' }),
      'product_id',
    ],
    [
      'negative count',
      'one_click',
      () => ({ product_id: ids.sellable, count: -1, name: 'Ion', phone: '+37369123456' }),
      'count',
    ],
    [
      'huge count',
      'bulk_order',
      () => ({ product_id: ids.sellable, count: 1e9, company: 'A', name: 'Ion', phone: '+37369123456' }),
      'count',
    ],
    [
      'bulk without company',
      'bulk_order',
      () => ({ product_id: ids.sellable, count: 10, name: 'Ion', phone: '+37369123456' }),
      'company',
    ],
    [
      'bulk on an out-of-stock product',
      'bulk_order',
      () => ({ product_id: ids.outOfStock, count: 10, company: 'A', name: 'Ion', phone: '+37369123456' }),
      'product_id',
    ],
    [
      'pre-order bad e-mail',
      'pre_order',
      () => ({ product_id: ids.outOfStock, name: 'Ion', phone: '+37369123456', email: 'not-an-email' }),
      'email',
    ],
    ['first-to-know without contact', 'first_to_know', () => ({ product_id: ids.outOfStock }), 'contact'],
    [
      'first-to-know with junk contact',
      'first_to_know',
      () => ({ product_id: ids.outOfStock, contact: 'hello there' }),
      'contact',
    ],
    [
      'bad request_id',
      'one_click',
      () => ({
        product_id: ids.sellable,
        name: 'Ion',
        phone: '+37369123456',
        request_id: "x'; DROP TABLE quick_orders; --",
      }),
      'request_id',
    ],
  ]
  for (const [label, kind, body, field] of cases) {
    it(label, async () => {
      const before = await rows(kind)
      const r = await post(PATHS[kind], body())
      expect(r.status).toBe(400)
      const json = (await r.json()) as { error: string; fields?: Record<string, string[]> }
      expect(typeof json.error).toBe('string')
      expect(Object.keys(json.fields ?? {})).toContain(field)
      expect(await rows(kind)).toBe(before)
    })
  }

  it('pre-order of a product no longer sold', async () => {
    if (!ids.inactive) return
    const r = await post(PATHS.pre_order, { product_id: ids.inactive, name: 'Ion', phone: '+37369123456' })
    expect(r.status).toBe(400)
  })

  it('fuzzed bodies never give a 5xx or a stored row', async () => {
    const junk: unknown[] = [
      '',
      'x',
      -1,
      0,
      1.5,
      1e308,
      true,
      null,
      [],
      {},
      { $gt: 1 },
      'x'.repeat(3000),
      "1' OR '1'='1",
      '<script>alert(1)</script>',
    ]
    let seed = 7
    const pick = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return junk[seed % junk.length]
    }
    const before = await env.DB.prepare('SELECT count(*) AS n FROM quick_orders').first<{ n: number }>()
    const statuses: number[] = []
    for (const path of Object.values(PATHS)) {
      for (const raw of ['{', 'null', '[]', '"s"', '{"product_id":{"a":{"b":1}}}'])
        statuses.push((await post(path, raw)).status)
      for (let i = 0; i < 25; i++) {
        const body = {
          product_id: pick(),
          count: pick(),
          name: pick(),
          phone: pick(),
          contact: pick(),
          company: pick(),
          email: pick(),
          comment: pick(),
          request_id: pick(),
        }
        statuses.push((await post(path, body)).status)
      }
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.every((s) => s === 400)).toBe(true)
    const after = await env.DB.prepare('SELECT count(*) AS n FROM quick_orders').first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
  })

  it('needs the site token', async () => {
    const r = await api(PATHS.one_click, {
      method: 'POST',
      body: JSON.stringify({ product_id: ids.sellable, name: 'Ion', phone: '+37369123456' }),
      site: null,
    })
    expect(r.status).toBe(403)
  })
})
