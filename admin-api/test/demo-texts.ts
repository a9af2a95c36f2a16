import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import type { MarketFacts } from '../seed/market'
import { api } from './helpers'

/**
 * What the demo shops of another country than Moldova (ElectroHub UA, CasaMea RO: seed market.ts) are
 * tested against: the texts their settings, contacts and static pages serve, and what the back end
 * charges for delivery there (uah-demo-texts.test.ts, ron-demo-texts.test.ts).
 */

/** Moldova's cities, country, the Moldovan demos' street, its currency code and calling code, in ro, ru, uk and en. */
export const MOLDOVA = /Moldov|Chi[sș]in|Кишин|Молдов|Ștefan|Штефан|Bălți|Бельц|Бєльц|MDL|\+373/i
/** Lei in Russian and Ukrainian ("50 лей"): Moldova's, on a site whose pages write another currency. */
export const LEI_CYRILLIC = /(^|[^а-яё])лей([^а-яё]|$)/i

export type DeliveryPrice = MarketFacts['deliveryPrice']

/** Every price and free-delivery threshold of a site's delivery_price: what its delivery page must name. */
const deliveryFigures = (p: DeliveryPrice) => [
  p.standart.kishinev,
  p.express.kishinev,
  p.suburbs,
  p.region,
  p.free_delivery,
  p.free_delivery_suburbs,
  p.free_delivery_region,
]

export const get = async <T>(path: string, site: string, lang: string): Promise<T> => {
  const res = await api(path, { site, lang })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

/** A static page's body (STATIC_PAGES' kind) in `lang`. */
export const page = async (kind: string, site: string, lang: string) =>
  (await get<{ content: string }>(`/settings/${kind}`, site, lang)).content

export type GlobalSettings = Record<string, unknown> & {
  delivery_price: DeliveryPrice
  cities_to_choose: { id: number; title: string }[]
  project_currency: string
  text_delivery_info: string
}

export const globalSettings = (site: string, lang: string) =>
  get<GlobalSettings>('/settings/global_site_settings', site, lang)

/**
 * Everything but the static pages that a shopper of the site reads about the shop in `lang`: the
 * settings' delivery note, cities, phones, social links and popups, the main page's texts, the
 * contacts page (its office, contact list, stores and sellers), the vacancies, the credit branches
 * and the cart's delivery note.
 */
export async function shownTexts(site: string, lang: string, { branches = true } = {}): Promise<unknown[]> {
  const global = await globalSettings(site, lang)
  return [
    global.text_delivery_info,
    global.cities_to_choose,
    global.phones,
    global.social_media,
    global.popups,
    await get('/settings/main_page_settings', site, lang),
    await get('/base/page-contacts/', site, lang),
    await get('/base/contacts/', site, lang),
    await get('/shop/get-stores/', site, lang),
    await get('/base/store_sellers', site, lang),
    await get('/base/vacancies', site, lang),
    ...(branches ? [await get('/calculator/filials/', site, lang)] : []),
    await get('/mi/delivery_info_text', site, lang),
  ]
}

/**
 * A market site's static pages in `lang` name its own facts: its capital (settings' first city) and the
 * contact page's street in the about, delivery and service pages, every delivery price of its settings
 * in its money word, the free-delivery threshold and its country on the about page, and its currency in
 * the terms. Returns the delivery page for the checks of one market.
 */
export async function expectMarketPages(
  site: string,
  lang: string,
  facts: { capital: string; money: (n: number) => string; country: string; currency: string },
): Promise<string> {
  const settings = await globalSettings(site, lang)
  const capital = settings.cities_to_choose[0]!.title
  expect(capital).toBe(facts.capital)
  const contact = await get<{ address: string }>('/base/page-contacts/', site, lang)
  expect(contact.address.startsWith(`${capital}, `), contact.address).toBe(true)
  const street = contact.address.slice(`${capital}, `.length)
  const p = settings.delivery_price
  const delivery = await page('delivery_page', site, lang)
  for (const n of deliveryFigures(p)) expect(delivery).toContain(facts.money(n))
  const about = await page('about_us_page', site, lang)
  expect(about).toContain(facts.money(p.free_delivery))
  expect(about).toContain(facts.country)
  for (const kind of ['about_us_page', 'delivery_page', 'service_center_page']) {
    const content = await page(kind, site, lang)
    expect(content, kind).toContain(`${street}, ${capital}`)
  }
  expect(await page('terms_and_privacy_policy', site, lang)).toContain(facts.currency)
  return delivery
}

/**
 * What the delivery-cost call charges on `site` for one item of a cheap light product (under every
 * free-delivery threshold of `under`) delivered as `body` says (region_id, locality_id, delivery_type).
 */
export async function deliveryCost(site: string, under: number, body: Record<string, unknown>): Promise<number> {
  const product = await env.DB.prepare(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock > 0 AND price < ? AND (weight_gr IS NULL OR weight_gr < 5000) ORDER BY id LIMIT 1',
  )
    .bind(under)
    .first<{ id: number }>()
  expect(product, `a product under ${under}`).not.toBeNull()
  const res = await api('/general/delivery-cost/', {
    method: 'POST',
    site,
    body: JSON.stringify({ products: [{ id: product!.id, count: 1 }], ...body }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { price: number }).price
}
