import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { patchGlobalSettings } from '../src/services/settings'
import { api } from './helpers'

/**
 * allow_negative_stock is one rule wherever the back end reads it (create-order, the server cart, the
 * iute credit order), the one the storefront reads (the contract's flag: true, 1, "1", "true" on;
 * "0", "false" off). Before, create-order took any truthy value ("0" and "false" included) as on and
 * the cart and the credit order only `true`: on a site whose setting read "0" an order took 11 of a
 * product with 10 left while the cart capped it at 10; with 1 the cart and the credit order refused
 * what the order took.
 */
const SITE = 'demo-electro-token'
let ipSeq = 0
const fresh = () => ({ 'CF-Connecting-IP': `198.18.77.${++ipSeq % 250}` })
let pool: number[] = []
/** A product of its own for each check, with `stock` left. */
const ownProduct = async (stock: number) => {
  const id = pool.shift()!
  await env.DB.prepare('UPDATE products SET stock = ?, is_stock = 1 WHERE id = ?').bind(stock, id).run()
  return id
}

beforeAll(async () => {
  pool = (
    await env.DB.prepare(
      'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND price BETWEEN 300 AND 1500 ORDER BY id DESC LIMIT 30',
    ).all<{ id: number }>()
  ).results.map((r) => r.id)
})
afterEach(async () => {
  await patchGlobalSettings(env.DB, SITE, { allow_negative_stock: false })
})

const order = (id: number, count: number) =>
  api('/general/v2/order/create-order/', {
    method: 'POST',
    site: SITE,
    headers: fresh(),
    body: JSON.stringify({
      products: [{ id, count }],
      customer: { name: 'X', phone: '+37369123456' },
      delivery: { method: 'pickup', store_id: 1 },
      payment_system_id: 2,
      promo_code: null,
    }),
  })
let requestSeq = 0
const iute = (id: number, count: number) =>
  api('/general/iute-credit/create-order/', {
    method: 'POST',
    site: SITE,
    headers: fresh(),
    body: JSON.stringify({
      products: [{ product_id: id, count }],
      months: 12,
      name: 'Ana',
      phone: '+37369000111',
      request_id: `negative-stock-${String(++requestSeq).padStart(6, '0')}`,
    }),
  })
/** The count the server cart keeps of `count` added (capped at the stock unless negative stock is allowed). */
const cartKeeps = async (id: number, count: number) => {
  const guest = `negative-stock-guest-${++requestSeq}`
  const r = await api('/general/cart/add-item/', {
    method: 'POST',
    site: SITE,
    headers: fresh(),
    body: JSON.stringify({ product_id: id, count, no_user_id: guest }),
  })
  expect(r.status).toBe(200)
  const cart = (await r.json()) as { products: { id: number; count: number }[] }
  return cart.products.find((p) => p.id === id)?.count
}

describe('allow_negative_stock: one rule for the order, the cart and the credit order', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    [null, false],
  ])('%j: negative stock %s everywhere', async (value, allowed) => {
    await patchGlobalSettings(env.DB, SITE, { allow_negative_stock: value })
    expect((await order(await ownProduct(10), 11)).status).toBe(allowed ? 201 : 400)
    expect((await iute(await ownProduct(10), 11)).status).toBe(allowed ? 201 : 400)
    expect(await cartKeeps(await ownProduct(10), 11)).toBe(allowed ? 11 : 10)
  })
})
