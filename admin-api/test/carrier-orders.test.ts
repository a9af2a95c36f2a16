import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { api, login } from './helpers'

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
    // The files of a worker share the seeded D1 (vitest.config.ts): the product gets its price and stock
    // back, or a later file that picks the first product over 600 asks a credit for 2,000,000 (a 400).
    const { stock } = (await env.DB.prepare('SELECT stock FROM products WHERE id = ?').bind(line.id).first<{
      stock: number
    }>())!
    onTestFinished(async () => {
      await env.DB.prepare('UPDATE products SET price = ?, stock = ? WHERE id = ?')
        .bind(line.price, stock, line.id)
        .run()
    })
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

describe('an order the carrier delivers is stored where the parcel goes (review r66: a Kyiv parcel stored as Chișinău, Moldova)', () => {
  const storedData = async (orderId: number) =>
    JSON.parse(
      (await env.DB.prepare('SELECT data FROM orders WHERE id = ?').bind(orderId).first<{ data: string }>())!.data,
    ) as Record<string, unknown>
  const orderOf = (carrier: Record<string, unknown>, delivery: Record<string, unknown>) => ({
    products: [{ id: 0, count: 1 }],
    customer: { name: 'Olena', phone: '+380671112233' },
    delivery: { method: 'address', ...delivery },
    payment_system_id: 1,
    carrier,
  })
  const place = async (
    carrier: Record<string, unknown>,
    delivery: Record<string, unknown>,
    { site = uah, lang = 'uk', token }: { site?: string; lang?: string; token?: string } = {},
  ) => {
    const line = await productLine()
    const body = orderOf(carrier, delivery)
    body.products[0]!.id = line.id
    const res = await api('/general/v2/order/create-order/', {
      method: 'POST',
      body: JSON.stringify(body),
      site,
      lang,
      token,
    })
    return res
  }

  it.each([
    ['the storefront now (no region, the city country)', { country_code: 'UA' }],
    ['an older storefront (the own courier region and locality kishinev)', { region_id: 3, locality_id: 'kishinev' }],
  ])('a Kyiv branch order from %s names the branch, Kyiv, its area and Ukraine', async (_from, delivery) => {
    const kyiv = await cityNamed('Київ')
    const wh = await pointOf(kyiv.ref, 'warehouse')
    const res = await place({ type: 'warehouse', city_ref_id: kyiv.ref, warehouse_ref_id: wh.ref }, delivery)
    expect(res.status).toBe(201)
    const data = await storedData(((await res.json()) as Created).result.orderId)
    expect(data).toMatchObject({
      address: { address: wh.address, locality: { id: null, name: 'Київ' }, region: { id: null, name: 'Київська' } },
      country_code: 'UA',
    })
    expect(wh.address).toContain('Київ')
    expect(data.delivery).not.toHaveProperty('region_id')
    expect(data.delivery).not.toHaveProperty('locality_id')
  })

  it("on a Moldovan site too, in Romanian the city's Romanian name; a courier's street, house, entrance and apartment", async () => {
    const odesa = await cityNamed('Одеса')
    const street = (await env.DB.prepare(
      "SELECT ref, description, street_type FROM np_streets WHERE city_ref = ? AND description = 'Шевченка'",
    )
      .bind(odesa.ref)
      .first<{ ref: string; description: string; street_type: string }>())!
    const carrier = {
      type: 'courier',
      city_ref_id: odesa.ref,
      address: { ref: street.ref, house_number: '7', entrance: '2', apartment: '15' },
    }
    const res = await place(carrier, { region_id: 3 }, { site: 'demo-electro-token', lang: 'ro' })
    expect(res.status).toBe(201)
    const data = await storedData(((await res.json()) as Created).result.orderId)
    expect(data).toMatchObject({
      address: {
        address: 'вул. Шевченка 7, sc. 2, ap. 15',
        locality: { id: null, name: odesa.description_ro },
        region: { id: null, name: 'Одеська' },
      },
      country_code: 'UA',
    })
  })

  it('the order detail answers it to the shopper', async () => {
    const token = (await login()).access
    const kyiv = await cityNamed('Київ')
    const pm = await pointOf(kyiv.ref, 'postmachine')
    const res = await place(
      { type: 'postmachine', city_ref_id: kyiv.ref, postmachine_ref_id: pm.ref },
      { country_code: 'ua' },
      { token },
    )
    expect(res.status).toBe(201)
    const { result } = (await res.json()) as Created
    const detail = await api(`/general/v2/order/${result.orderId}/`, { site: uah, lang: 'uk', token })
    expect(detail.status).toBe(200)
    expect(await detail.json()).toMatchObject({
      address: { address: pm.address, locality: { id: null, name: 'Київ' }, region: { id: null, name: 'Київська' } },
      country_code: 'UA',
    })
  })

  it("a country that is not the carrier city's is a 400 and no order", async () => {
    const kyiv = await cityNamed('Київ')
    const wh = await pointOf(kyiv.ref, 'warehouse')
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())!.n
    const res = await place(
      { type: 'warehouse', city_ref_id: kyiv.ref, warehouse_ref_id: wh.ref },
      { country_code: 'MD' },
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ fields: { 'delivery.country_code': ["not the carrier city's country"] } })
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())!.n).toBe(before)
  })

  it('the city answer names its country', async () => {
    const res = await post('/general/v2/novapost/city/', { query: 'Київ' })
    expect(((await res.json()) as { data: { description: string; country_code: string }[] }).data[0]).toMatchObject({
      description: 'Київ',
      country_code: 'UA',
    })
  })
})
