import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { api } from './helpers'

/** What an order delivered by the postal carrier stores: where the parcel goes, and the price the cart was quoted. */

const uah = 'demo-electro-uah-token'
const post = (path: string, body: unknown, site = uah, lang = 'uk') =>
  api(path, { method: 'POST', body: JSON.stringify(body), site, lang })
type Created = { result: { orderId: number } }

const productLine = async () =>
  (await env.DB.prepare(
    'SELECT id, price, weight_gr FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 5 AND weight_gr > 0 AND weight_gr < 5000 ORDER BY id LIMIT 1',
  ).first<{ id: number; price: number; weight_gr: number }>())!
const cityNamed = async (name: string) =>
  (await env.DB.prepare('SELECT * FROM np_cities WHERE description = ?')
    .bind(name)
    .first<{ ref: string; description: string; description_ro: string; area: string }>())!
const pointOf = async (cityRef: string, kind: 'warehouse' | 'postmachine') =>
  (await env.DB.prepare('SELECT ref, address FROM np_points WHERE city_ref = ? AND kind = ? AND number NOT IN (6)')
    .bind(cityRef, kind)
    .first<{ ref: string; address: string }>())!
describe("a carrier order's goods over the carrier's 100,000,000 declared value (review r66)", () => {
  it('is charged the price the cart was quoted for its capped parcel, not more', async () => {
    // One line of 60 x 2,000,000 UAH: 120,000,000 of goods.
    const line = await productLine()
    await env.DB.prepare('UPDATE products SET price = 2000000, stock = 1000 WHERE id = ?').bind(line.id).run()
    const kyiv = await cityNamed('Київ')
    const wh = await pointOf(kyiv.ref, 'warehouse')
    const carrier = { type: 'warehouse', city_ref_id: kyiv.ref, warehouse_ref_id: wh.ref }
    // The cart's price call sends carrierParcel's parcel: the value at the contract's bound.
    const parcel = { weight_gr: line.weight_gr * 60, declared_value: 100_000_000 }
    const quoted = await post('/general/v2/novapost/delivery-price/', { ...carrier, ...parcel })
    expect(quoted.status).toBe(200)
    const [quote] = (await quoted.json()) as [{ cost: number }]
    const res = await post('/general/v2/order/create-order/', {
      products: [{ id: line.id, count: 60 }],
      customer: { name: 'Olena', phone: '+380671112233' },
      delivery: { method: 'address' },
      payment_system_id: 1,
      carrier,
    })
    expect(res.status).toBe(201)
    const { result } = (await res.json()) as Created
    const row = (await env.DB.prepare('SELECT delivery_price, total FROM orders WHERE id = ?')
      .bind(result.orderId)
      .first<{ delivery_price: number; total: number }>())!
    expect(row.delivery_price).toBe(quote.cost)
    expect(row.total).toBeCloseTo(120_000_000 + quote.cost, 2)
  })
})
