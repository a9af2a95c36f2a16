import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, login, orderableLine } from './helpers'

/**
 * Each site is answered the regions and localities of its own country (its settings, decision 0112;
 * migration 0023): before, every site had Moldova's, and an own-courier order on the Ukrainian demo
 * read "Chișinău ..., UA". Region 3 is every country's capital (the storefront's rule).
 */
const UA = 'demo-electro-uah-token'
const RO = 'demo-home-ro-token'
const MD = 'demo-electro-token'
type Region = { regionId: number; label: string; localities: { localityId: number; label: string; slug: string }[] }

const regions = async (site: string, lang: string) =>
  (await (await api('/base/region/', { site, lang })).json()) as Region[]
const post = (path: string, body: unknown, site: string, lang = 'en', token?: string) =>
  api(path, { method: 'POST', body: JSON.stringify(body), site, lang, token })

let line: { id: number; count: number }[]
beforeAll(async () => {
  line = await orderableLine()
})

describe("a site's regions and localities are its country's", () => {
  it.each([
    [UA, 'uk', 'Київ', ['Київ', 'Бровари', 'Бориспіль', 'Ірпінь', 'Буча']],
    [RO, 'ro', 'București', ['București', 'Voluntari', 'Otopeni', 'Popești-Leordeni', 'Chiajna']],
    [MD, 'ro', 'Chișinău', ['Chișinău', 'Durlești']],
  ])('%s (%s): region 3 is %s', async (site, lang, capital, towns) => {
    const list = await regions(site, lang)
    const three = list.find((r) => r.regionId === 3)!
    expect(three.label).toBe(capital)
    expect(three.localities.map((l) => l.label)).toEqual(expect.arrayContaining(towns))
    const labels = list.flatMap((r) => [r.label, ...r.localities.map((l) => l.label)])
    if (site !== MD) expect(labels.filter((l) => /Chi[șs]in[ăa]u|Кишин|Bălți/.test(l))).toEqual([])
    // /base/locality/ answers the same
    const locs = (await (await api('/base/locality/?region_id=3', { site, lang })).json()) as { label: string }[]
    expect(locs.map((l) => l.label)).toEqual(three.localities.map((l) => l.label))
  })

  it.each([
    [UA, 'uk', ['Київ', 'Одеса']],
    [RO, 'ro', ['București', 'Cluj-Napoca']],
    [MD, 'ro', ['Chișinău', 'Bălți']],
  ])("%s (%s): the city selector's cities are the site's localities of their names", async (site, lang, names) => {
    const global = (await (await api('/settings/global_site_settings', { site, lang })).json()) as {
      cities_to_choose: { id: number; title: string }[]
    }
    const localities = (await regions(site, lang)).flatMap((r) => r.localities)
    expect(global.cities_to_choose.map((c) => c.title)).toEqual(names)
    for (const city of global.cities_to_choose)
      expect(localities.find((l) => l.localityId === city.id)?.label).toBe(city.title)
  })

  it("another country's locality is none of the site's: priced nowhere, its streets not listed", async () => {
    const kishinev = (await env.DB.prepare("SELECT id FROM localities WHERE slug = 'kishinev'").first<{
      id: number
    }>())!
    for (const locality_id of [kishinev.id, 'kishinev'])
      expect(
        (await post('/general/delivery-cost/', { region_id: 3, locality_id, products: line }, UA)).status,
      ).not.toBe(200)
    const streets = await api(`/base/address?locality_id=${kishinev.id}&query=str`, { site: UA })
    expect(await streets.json()).toEqual([])
  })

  it.each([
    [UA, 'kyiv', 'capital'],
    [UA, 'brovary', 'suburbs'],
    [RO, 'bucuresti', 'capital'],
    [RO, 'otopeni', 'suburbs'],
    [MD, 'kishinev', 'capital'],
  ])("%s: the capital's %s is priced in the %s zone", async (site, locality_id, zone) => {
    const r = await post('/general/delivery-cost/', { region_id: 3, locality_id, products: line }, site)
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({ zone })
  })
})

describe("an own-courier order is stored in the site's places", () => {
  it.each([
    [UA, 'uk', 'kyiv', 'Київ', 'UA'],
    [RO, 'ro', 'otopeni', 'Otopeni', 'RO'],
    [MD, 'ro', 'kishinev', 'Chișinău', 'MD'],
  ])('%s (%s): %s', async (site, lang, locality, name, country) => {
    const capital = (await regions(site, lang)).find((r) => r.regionId === 3)!
    const res = await post(
      '/general/v2/order/create-order/',
      {
        products: line,
        customer: { name: 'Olena', phone: '+380671112233' },
        delivery: { method: 'address', region_id: 3, locality_id: locality, address: 'str. 1, ap. 2' },
        payment_system_id: 1,
      },
      site,
      lang,
      // CasaMea RO takes orders from signed-in shoppers only
      (await login()).access,
    )
    expect(res.status).toBe(201)
    const { result } = (await res.json()) as { result: { orderId: number } }
    const row = await env.DB.prepare('SELECT data FROM orders WHERE id = ?')
      .bind(result.orderId)
      .first<{ data: string }>()
    expect(JSON.parse(row!.data)).toMatchObject({
      address: { locality: { name }, region: { id: 3, name: capital.label } },
      country_code: country,
    })
  })
})
