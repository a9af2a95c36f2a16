import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, orderableLine } from './helpers'

/**
 * A text locality id (spec 7: "Default region 3 ... and locality kishinev") in the delivery-cost and
 * create-order bodies: the locality of that slug, priced and kept as the integer id of the same
 * locality is; an unknown text id is a 400 on the field, in the shopper's language. Before, both
 * bodies took integers only: every text id was a 400 "Invalid body".
 */
const post = (path: string, body: unknown, lang?: string) =>
  api(path, { method: 'POST', body: JSON.stringify(body), lang })

let line: { id: number; count: number }[]
beforeAll(async () => {
  line = await orderableLine()
})
const slugOf = async (id: number) =>
  (await env.DB.prepare('SELECT slug FROM localities WHERE id = ?').bind(id).first<{ slug: string }>())!.slug

describe('delivery-cost with a text locality id', () => {
  it.each([
    [1, 'capital'],
    [2, 'suburbs'],
  ])('locality %s: its slug is priced as its id is (%s)', async (id, zone) => {
    const slug = await slugOf(id)
    const byId = await post('/general/delivery-cost/', {
      region_id: 3,
      locality_id: id,
      delivery_type: 'express',
      products: line,
    })
    const bySlug = await post('/general/delivery-cost/', {
      region_id: 3,
      locality_id: slug,
      delivery_type: 'express',
      products: line,
    })
    expect(byId.status).toBe(200)
    expect(bySlug.status).toBe(200)
    const answer = await bySlug.json()
    expect(answer).toMatchObject({ zone })
    expect(answer).toEqual(await byId.json())
  })

  it.each([
    ['ro', 'localitate necunoscută'],
    ['ru', 'неизвестный населённый пункт'],
    ['uk', 'невідомий населений пункт'],
    ['en', 'unknown locality'],
  ])('an unknown text id is a 400 on locality_id (%s)', async (lang, text) => {
    const r = await post('/general/delivery-cost/', { region_id: 3, locality_id: 'atlantis', products: line }, lang)
    expect(r.status).toBe(400)
    expect(((await r.json()) as { fields: Record<string, string[]> }).fields.locality_id).toEqual([text])
  })

  it('a text id of another region is refused as its integer id is', async () => {
    const r = await post('/general/delivery-cost/', { region_id: 1, locality_id: await slugOf(2), products: line })
    expect(r.status).toBe(400)
    expect(((await r.json()) as { fields: Record<string, string[]> }).fields.locality_id).toBeDefined()
  })

  it.each([['12'], [''], [' kishinev'], [0], [true]])('junk (%j) is refused by the body schema', async (id) => {
    const r = await post('/general/delivery-cost/', { region_id: 3, locality_id: id, products: line })
    expect(r.status).toBe(400)
  })
})

describe('create-order with a text locality id', () => {
  const order = (locality_id: unknown, lang?: string) =>
    post(
      '/general/v3/order/',
      {
        products: line,
        customer: { name: 'Ana', phone: '+37369111222' },
        delivery: { method: 'address', type: 'express', region_id: 3, locality_id, address: 'bd. Dacia 1' },
        payment_system_id: 1,
      },
      lang,
    )
  const stored = async (r: Response) => {
    const { result } = (await r.json()) as { result: { orderId: number } }
    const row = await env.DB.prepare('SELECT delivery_price, data FROM orders WHERE id = ?')
      .bind(result.orderId)
      .first<{ delivery_price: number; data: string }>()
    const data = JSON.parse(row!.data) as {
      delivery: { locality_id?: number }
      address: { locality: { id: number | null; name: string } }
    }
    return { price: row!.delivery_price, localityId: data.delivery.locality_id, locality: data.address.locality }
  }

  it('is charged and kept as the integer id of the same locality', async () => {
    const bySlug = await order(await slugOf(2), 'ro')
    expect(bySlug.status).toBe(201)
    const byId = await order(2, 'ro')
    expect(byId.status).toBe(201)
    const a = await stored(bySlug)
    expect(a).toEqual(await stored(byId))
    expect(a.localityId).toBe(2)
    expect(a.locality).toEqual({ id: 2, name: 'Durlești' })
  })

  it('an unknown text id is a 400 on delivery.locality_id, no order made', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>()
    const r = await order('atlantis', 'ru')
    expect(r.status).toBe(400)
    expect(((await r.json()) as { fields: Record<string, string[]> }).fields['delivery.locality_id']).toEqual([
      'неизвестный населённый пункт',
    ])
    const after = await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
  })
})
