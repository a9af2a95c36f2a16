import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, login, orderableLine } from './helpers'

/**
 * Each site is answered the shops of its own country (its settings, decision 0112; migration 0024):
 * before, every site had Moldova's six, and a pickup order on the Ukrainian demo named a Chișinău
 * shop. The stores list (the contacts page and the pickup points), a product's stock by shop, a
 * shop's pickup times and an order's pickup point all follow the site.
 */
const UA = 'demo-electro-uah-token'
const RO = 'demo-home-ro-token'
const MD = 'demo-electro-token'
const MOLDOVAN = /Chi[șs]in[ăa]u|Кишин|B[ăa]l[țt]i|Бельц|Бєльц|Cahul|Кагул|Orhei|Орхей|Оргіїв/
type Store = { shopId: number; title: string; address: string; schedule: unknown[] }

const stores = async (site: string, lang: string) =>
  (await (await api('/shop/get-stores/', { site, lang })).json()) as Store[]
const post = (path: string, body: unknown, site: string, lang = 'en', token?: string) =>
  api(path, { method: 'POST', body: JSON.stringify(body), site, lang, token })

let line: { id: number; count: number }[]
beforeAll(async () => {
  line = await orderableLine()
})

describe("a site's shops are its country's", () => {
  it.each([
    [UA, 'uk', ['Київ', 'Київ', 'Львів']],
    [RO, 'ro', ['București', 'București', 'Cluj-Napoca']],
  ])('%s (%s): the stores are in its capital and one other city', async (site, lang, cities) => {
    const list = await stores(site, lang)
    expect(list.map((s) => s.address.split(', ').at(-1))).toEqual(cities)
    expect(list.filter((s) => MOLDOVAN.test(`${s.title} ${s.address}`))).toEqual([])
    for (const s of list) expect(s.schedule).toHaveLength(7)
  })

  it('the Moldovan sites keep their six shops', async () => {
    const list = await stores(MD, 'ro')
    expect(list.map((s) => s.shopId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    expect(list.find((s) => s.shopId === 1)?.address).toBe('bd. Ștefan cel Mare 1, Chișinău')
  })

  it.each([
    [UA, 'uk'],
    [RO, 'ro'],
    [MD, 'ro'],
  ])("%s (%s): a product's stock by shop names only the site's shops", async (site, lang) => {
    const own = new Set((await stores(site, lang)).map((s) => s.shopId))
    const stocked = await env.DB.prepare(
      `SELECT product_id AS id FROM shop_stock WHERE shop_id IN (${[...own].join(',')}) ORDER BY product_id LIMIT 5`,
    ).all<{ id: number }>()
    expect(stocked.results.length).toBeGreaterThan(0)
    const r = await post('/general/product-availability/', { products: stocked.results }, site, lang)
    expect(r.status).toBe(200)
    const answer = (await r.json()) as { shops: { shopId: number; title: string }[] }[]
    const shops = answer.flatMap((p) => p.shops)
    expect(shops.length).toBeGreaterThan(0)
    expect(shops.filter((s) => !own.has(s.shopId))).toEqual([])
    // Moldova's shops are 1 to 6 (the Moldovan sites' list above)
    if (site !== MD) expect(shops.filter((s) => s.shopId <= 6)).toEqual([])
  })

  it("another country's shop has no pickup times and is no pickup point here", async () => {
    const [kyiv] = await stores(UA, 'en')
    expect((await api(`/general/delivery-time/${kyiv!.shopId}/`, { site: UA })).status).toBe(200)
    expect((await api('/general/delivery-time/1/', { site: UA })).status).toBe(404)
    expect((await api(`/general/delivery-time/${kyiv!.shopId}/`, { site: MD })).status).toBe(404)
    const order = (store_id: number) =>
      post(
        '/general/v2/order/create-order/',
        {
          products: line,
          customer: { name: 'Olena', phone: '+380671112233' },
          delivery: { method: 'pickup', store_id },
          payment_system_id: 1,
        },
        UA,
      )
    const moldovan = await order(1)
    expect(moldovan.status).toBe(400)
    expect(await moldovan.json()).toMatchObject({ fields: { 'delivery.store_id': ['unknown store'] } })
    expect((await order(kyiv!.shopId)).status).toBe(201)
  })

  it('RO: a pickup order at a București shop is taken', async () => {
    const [bucharest] = await stores(RO, 'ro')
    const r = await post(
      '/general/v2/order/create-order/',
      {
        products: line,
        customer: { name: 'Ana', phone: '+40721112233' },
        delivery: { method: 'pickup', store_id: bucharest!.shopId },
        payment_system_id: 1,
      },
      RO,
      'ro',
      // CasaMea RO takes orders from signed-in shoppers only
      (await login()).access,
    )
    expect(r.status).toBe(201)
  })
})
