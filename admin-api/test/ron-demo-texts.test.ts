import { describe, expect, it } from 'vitest'
import { STATIC_PAGES } from '#contract/static-pages.ts'
import {
  deliveryCost,
  expectMarketPages,
  get,
  globalSettings,
  LEI_CYRILLIC,
  MOLDOVA,
  page,
  shownTexts,
} from './demo-texts'
import { LOCALES } from './helpers'

/**
 * The Romanian demo shop (CasaMea RO, seed SITE_VARIANTS) reads as a shop in București: it sold in MDL,
 * and its static pages, settings and contacts were the Moldovan home-goods demo's ("we are based in
 * Chișinău", "50 lei", +373 numbers) under a +40 phone mask and București in its city list. Now its
 * texts name no Moldovan city, country, currency code, address or phone, its prices are lei (RON), and
 * the delivery prices its pages give are the ones its settings and the delivery-cost call charge. Lei is
 * Romania's word for its money too: "lei" stays allowed in Romanian, the other languages write RON.
 * The Moldovan home-goods shop keeps its texts. Every site's stores and sellers give their phones in
 * their country's format, as its contacts do (they were bare digits: "+40210000010").
 */
const RO = 'demo-home-ro-token'
const MD_HOME = 'demo-home-token'
const NOT_ROMANIAN = new RegExp(`${MOLDOVA.source}|${LEI_CYRILLIC.source}`, 'i')
/** How each language writes lei, as the pages do. */
const RON_WORD = {
  ro: (n: number) => `${n}\u00a0lei`,
  ru: (n: number) => `${n}\u00a0RON`,
  uk: (n: number) => `${n}\u00a0RON`,
  en: (n: number) => `RON\u00a0${n}`,
}
const BUCHAREST = { ro: 'București', ru: 'Бухарест', uk: 'Бухарест', en: 'Bucharest' }

describe('the Romanian demo shop', () => {
  it.each(LOCALES)('static pages (%s): no Moldovan city, country, address or currency', async (lang) => {
    for (const kind of STATIC_PAGES) expect(await page(kind, RO, lang), kind).not.toMatch(NOT_ROMANIAN)
  })

  it.each(LOCALES)("static pages (%s): București, its address, lei and the settings' delivery prices", async (lang) => {
    const romania = { ro: 'România', ru: 'Румынии', uk: 'Румунії', en: 'Romania' }[lang]
    const delivery = await expectMarketPages(RO, lang, {
      capital: BUCHAREST[lang],
      money: RON_WORD[lang],
      country: romania,
      currency: {
        ro: 'în lei (RON)',
        ru: 'в румынских леях (RON)',
        uk: 'в румунських леях (RON)',
        en: 'in Romanian lei (RON)',
      }[lang],
    })
    expect(delivery).toContain(romania)
  })

  it("the delivery-cost call charges the delivery page's prices", async () => {
    const { delivery_price: p } = await globalSettings(RO, 'ro')
    const cost = (body: Record<string, unknown>) => deliveryCost(RO, p.free_delivery, body)
    const delivery = await page('delivery_page', RO, 'ro')
    expect(delivery).toContain(`${await cost({ region_id: 3, locality_id: 'bucuresti' })}\u00a0lei</strong>`)
    expect(delivery).toContain(
      `${await cost({ region_id: 3, locality_id: 'bucuresti', delivery_type: 'express' })}\u00a0lei</strong>`,
    )
    expect(delivery).toContain(`${await cost({ region_id: 3, locality_id: 'voluntari' })}\u00a0lei</strong>`)
    expect(delivery).toContain(`${await cost({ region_id: 1 })}\u00a0lei</strong>`)
  })

  it.each(LOCALES)(
    'settings, contacts, stores, sellers, vacancies and branches (%s): no Moldovan city, country, currency or phone',
    async (lang) => {
      for (const part of await shownTexts(RO, lang)) expect(JSON.stringify(part)).not.toMatch(NOT_ROMANIAN)
      const global = await globalSettings(RO, lang)
      expect(global.project_currency).toBe('RON')
      expect(global.cities_to_choose.map((c) => c.title)).toEqual([
        BUCHAREST[lang],
        { ro: 'Cluj-Napoca', ru: 'Клуж-Напока', uk: 'Клуж-Напока', en: 'Cluj-Napoca' }[lang],
      ])
      expect(global.text_delivery_info).toContain(
        { ro: 'București', ru: 'Бухаресту', uk: 'Бухаресту', en: 'Bucharest' }[lang],
      )
      expect(Object.values(global.phones as Record<string, string | null>).filter(Boolean)).not.toEqual([])
      for (const phone of Object.values(global.phones as Record<string, string | null>))
        if (phone) expect(phone).toMatch(/^\+40 /)
      const vacancies = await get<{ salary: string; city: string }[]>('/base/vacancies', RO, lang)
      for (const v of vacancies) {
        expect(v.salary).toMatch(/\u00a0RON$/)
        expect(v.city).toBe(BUCHAREST[lang])
      }
    },
  )

  // The postal carrier's cities are Ukraine's (seed carrier.ts): a shopper in București found only those.
  it.each([
    [RO, ['own_courier']],
    [MD_HOME, ['novapost', 'own_courier']],
    ['demo-electro-uah-token', ['novapost', 'own_courier']],
  ])('%s: the delivery services offer %j', async (site, slugs) => {
    const services = await get<{ brand_services: { slug: string }[] }[]>('/base/delivery-services/', site, 'ro')
    expect(services[0]!.brand_services.map((s) => s.slug)).toEqual(slugs)
  })
})

describe('the Moldovan home-goods shop keeps its texts', () => {
  it.each([
    [
      'ro',
      'Livrare standard în Chișinău: <strong>50\u00a0lei</strong>, gratuită pentru comenzile de la 1000\u00a0lei.',
    ],
    ['ru', 'Стандартная доставка по Кишинёву: <strong>50\u00a0лей</strong>, бесплатно при заказе от 1000\u00a0лей.'],
    ['en', 'Standard delivery in Chișinău: <strong>50\u00a0lei</strong>, free on orders from 1000\u00a0lei.'],
  ])('delivery page, currency and popup (%s): Chișinău and lei', async (lang, line) => {
    const delivery = await page('delivery_page', MD_HOME, lang)
    expect(delivery).toContain(line)
    expect(delivery).not.toMatch(/București|Бухарест|Bucharest|RON/)
    const global = await globalSettings(MD_HOME, lang)
    expect(global.project_currency).toBe('MDL')
    expect(JSON.stringify(global.popups)).toMatch(/1000\u00a0(lei|лей)/)
    expect(JSON.stringify(global.popups)).toMatch(/Chisinau|Chișinău|Кишин/)
  })
})

describe("a site's stores and sellers give their phones as its contacts do", () => {
  it.each([
    [RO, '+40'],
    ['demo-electro-uah-token', '+380'],
    ['demo-electro-token', '+373'],
  ])('%s: %s and groups of digits, never bare digits', async (site, code) => {
    const grouped = new RegExp(`^\\${code}( \\d{2,3})+$`)
    const stores = await get<{ phone: string }[]>('/shop/get-stores/', site, 'ro')
    const sellers = await get<{ phone: string }[]>('/base/store_sellers', site, 'ro')
    const contacts = await get<{ phones: string[] }>('/base/page-contacts/', site, 'ro')
    const phones = [...stores, ...sellers].map((s) => s.phone)
    expect(phones.length).toBeGreaterThan(4)
    for (const phone of [...phones, ...contacts.phones]) expect(phone).toMatch(grouped)
  })
})
