import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ServerCart } from '#contract/cart.ts'
import { DEFAULT_GLOBAL_SETTINGS, globalSettingsSchema } from '#contract/settings.ts'
import { api } from './helpers'

/** The server-cart variant's behaviour of the reference back end (decision 0008). */

const post = (path: string, body: unknown, site = 'demo-pharma-token') =>
  api(path, { method: 'POST', body: JSON.stringify(body), site })
const cartOf = async (r: Response) => {
  expect(r.status).toBe(200)
  return (await r.json()) as ServerCart
}

interface P {
  id: number
  stock: number
  price: number
  multiplicity: number
  loyalty_give: number
}
let half: P
let points: P
let other: P

beforeAll(async () => {
  const q = (sql: string) => env.DB.prepare(sql).first<P>()
  half = (await q(
    'SELECT id, stock, price, multiplicity, loyalty_give FROM products WHERE active = 1 AND available = 1 AND multiplicity = 0.5 AND stock >= 3 ORDER BY id LIMIT 1',
  ))!
  points = (await q(
    'SELECT id, stock, price, multiplicity, loyalty_give FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 3 AND loyalty_give > 0 ORDER BY id LIMIT 1',
  ))!
  other = (await q(
    `SELECT id, stock, price, multiplicity, loyalty_give FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 3 AND loyalty_give > 0 AND id <> ${points.id} ORDER BY id LIMIT 1`,
  ))!
})

describe('server-cart switch', () => {
  it('is on for the pharmacy site only, parsed with its default', async () => {
    for (const [site, expected] of [
      ['demo-pharma-token', true],
      ['demo-electro-token', false],
      ['demo-market-token', false],
    ] as const) {
      const r = await api('/settings/global_site_settings', { site })
      expect(globalSettingsSchema.parse(await r.json()).cart_settings.server_cart, site).toBe(expected)
    }
    expect(
      globalSettingsSchema.parse({ cart_settings: { server_cart: 'yes', min_order_total: 5 } }).cart_settings,
    ).toEqual({ server_cart: false, min_order_total: 5 })
    expect(globalSettingsSchema.parse({ cart_settings: 'broken' }).cart_settings).toEqual({
      server_cart: false,
      min_order_total: 0,
    })
    expect(DEFAULT_GLOBAL_SETTINGS.cart_settings).toEqual({ server_cart: false, min_order_total: 0 })
  })
})

describe('reduce-item', () => {
  it('keeps counts on the multiplicity grid and removes a line that would fall below the multiplicity', async () => {
    const g = 'guest-reduce-0001'
    let cart = await cartOf(await post('/general/cart/add-item/', { product_id: half.id, count: 2, no_user_id: g }))
    expect(cart.products[0]!.count).toBe(2)
    const offGrid = await post('/general/cart/reduce-item/', { product_id: half.id, count: 0.3, no_user_id: g })
    expect(offGrid.status).toBe(400)
    expect(((await offGrid.json()) as { fields: Record<string, string[]> }).fields.count).toBeDefined()
    cart = await cartOf(await post('/general/cart/reduce-item/', { product_id: half.id, count: 1.5, no_user_id: g }))
    expect(cart.products[0]!.count).toBe(0.5)
    cart = await cartOf(await post('/general/cart/reduce-item/', { product_id: half.id, count: 0.5, no_user_id: g }))
    expect(cart.products).toEqual([])
    expect((await post('/general/cart/reduce-item/', { product_id: half.id, count: 0.5, no_user_id: g })).status).toBe(
      404,
    )
  })
})

describe('set-loyalty-item', () => {
  it('points given count only the lines not paid with loyalty points', async () => {
    const g = 'guest-loyalty-0001'
    await post('/general/cart/add-item/', { product_id: points.id, count: 2, no_user_id: g })
    let cart = await cartOf(await post('/general/cart/add-item/', { product_id: other.id, count: 1, no_user_id: g }))
    const both = Math.round((points.loyalty_give * 2 + other.loyalty_give) * 100) / 100
    expect(cart.loyalty_give).toBeCloseTo(both, 2)
    cart = await cartOf(
      await post('/general/cart/set-loyalty-item/', { product_id: points.id, active: true, no_user_id: g }),
    )
    expect(cart.products.find((p) => p.id === points.id)!.is_loyalty_active).toBe(true)
    expect(cart.loyalty_give).toBeCloseTo(other.loyalty_give, 2)
    cart = await cartOf(
      await post('/general/cart/set-loyalty-item/', { product_id: points.id, active: false, no_user_id: g }),
    )
    expect(cart.loyalty_give).toBeCloseTo(both, 2)
    expect(
      (await post('/general/cart/set-loyalty-item/', { product_id: half.id, active: true, no_user_id: g })).status,
    ).toBe(404)
  })
})

describe('remove-item and guests', () => {
  it('removes several lines at once; a guest needs a browser id; bad ids are 400, never 500', async () => {
    const g = 'guest-remove-0001'
    await post('/general/cart/add-item/', { product_id: points.id, count: 1, no_user_id: g })
    await post('/general/cart/add-item/', { product_id: other.id, count: 1, no_user_id: g })
    const cart = await cartOf(
      await post('/general/cart/remove-item/', { product_ids: [points.id, other.id], no_user_id: g }),
    )
    expect(cart.products).toEqual([])
    expect((await api('/general/cart/fetch-all/', { site: 'demo-pharma-token' })).status).toBe(400)
    for (const body of [
      { product_ids: [], no_user_id: g },
      { product_ids: ['1; DROP TABLE products'], no_user_id: g },
      { product_ids: [1], no_user_id: 'short' },
    ]) {
      expect((await post('/general/cart/remove-item/', body)).status).toBe(400)
    }
  })
})
