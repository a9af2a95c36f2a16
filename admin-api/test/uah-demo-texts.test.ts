import { describe, expect, it } from 'vitest'
import { STATIC_PAGES } from '#contract/static-pages.ts'
import { deliveryCost, expectMarketPages, globalSettings, LEI_CYRILLIC, MOLDOVA, page, shownTexts } from './demo-texts'
import { LOCALES } from './helpers'

/**
 * The Ukrainian demo shop (ElectroHub UA, seed SITE_VARIANTS) reads as a shop in Kyiv: its static pages,
 * settings and contacts name no Moldovan city, country, currency, address or phone (they were the Moldovan
 * demos' texts: "we are based in Chișinău", "50 lei"), and the prices its pages give are the ones its
 * settings and the delivery-cost call charge. The Moldovan electronics shop keeps its texts.
 */
const UAH = 'demo-electro-uah-token'
const MDL = 'demo-electro-token'
const MOLDOVAN = new RegExp(`${MOLDOVA.source}|\\blei\\b|${LEI_CYRILLIC.source}`, 'i')
/** How each language writes hryvnias, as the pages do. */
const UAH_WORD = {
  ro: (n: number) => `${n}\u00a0UAH`,
  ru: (n: number) => `${n}\u00a0грн`,
  uk: (n: number) => `${n}\u00a0грн`,
  en: (n: number) => `UAH\u00a0${n}`,
}

describe('the Ukrainian demo shop', () => {
  it.each(LOCALES)('static pages (%s): no Moldovan city, country, address or lei', async (lang) => {
    for (const kind of STATIC_PAGES) expect(await page(kind, UAH, lang), kind).not.toMatch(MOLDOVAN)
  })

  it.each(LOCALES)("static pages (%s): Kyiv, its address, hryvnias and the settings' delivery prices", async (lang) => {
    const delivery = await expectMarketPages(UAH, lang, {
      capital: { ro: 'Kiev', ru: 'Киев', uk: 'Київ', en: 'Kyiv' }[lang],
      money: UAH_WORD[lang],
      country: { ro: 'Ucraina', ru: 'Украине', uk: 'Україні', en: 'Ukraine' }[lang],
      currency: { ro: 'în grivne (UAH)', ru: 'в гривнах', uk: 'в гривнях', en: 'in hryvnias (UAH)' }[lang],
    })
    expect(delivery).toContain({ ro: 'Nova Poșta', ru: 'Новой почтой', uk: 'Новою поштою', en: 'Nova Post' }[lang])
    expect(delivery).toContain({ ro: '30 kg', ru: '30 кг', uk: '30 кг', en: '30 kg' }[lang])
  })

  it("the delivery-cost call charges the delivery page's prices", async () => {
    const cost = (body: Record<string, unknown>) => deliveryCost(UAH, 500, body)
    const delivery = await page('delivery_page', UAH, 'uk')
    expect(delivery).toContain(`${await cost({ region_id: 3, locality_id: 'kyiv' })}\u00a0грн</strong>`)
    expect(delivery).toContain(
      `${await cost({ region_id: 3, locality_id: 'kyiv', delivery_type: 'express' })}\u00a0грн</strong>`,
    )
    expect(delivery).toContain(`${await cost({ region_id: 3, locality_id: 'brovary' })}\u00a0грн</strong>`)
    expect(delivery).toContain(`${await cost({ region_id: 1 })}\u00a0грн</strong>`)
  })

  it.each(LOCALES)(
    'settings, contacts, stores, sellers, vacancies and branches (%s): no Moldovan city, country, lei or phone',
    async (lang) => {
      for (const part of await shownTexts(UAH, lang)) expect(JSON.stringify(part)).not.toMatch(MOLDOVAN)
      const global = await globalSettings(UAH, lang)
      expect(global.project_currency).toBe('UAH')
      expect(global.text_delivery_info).toContain({ ro: 'Kiev', ru: 'Киеву', uk: 'Києву', en: 'Kyiv' }[lang])
    },
  )
})

describe('the Moldovan electronics shop keeps its texts', () => {
  it.each([
    [
      'ro',
      'Livrare standard în Chișinău: <strong>50\u00a0lei</strong>, gratuită pentru comenzile de la 1000\u00a0lei.',
    ],
    ['ru', 'Стандартная доставка по Кишинёву: <strong>50\u00a0лей</strong>, бесплатно при заказе от 1000\u00a0лей.'],
    [
      'uk',
      'Стандартна доставка по Кишиневу: <strong>50\u00a0лей</strong>, безкоштовно для замовлень від 1000\u00a0лей.',
    ],
    ['en', 'Standard delivery in Chișinău: <strong>50\u00a0lei</strong>, free on orders from 1000\u00a0lei.'],
  ])('delivery page (%s): Chișinău and lei', async (lang, line) => {
    const delivery = await page('delivery_page', MDL, lang)
    expect(delivery).toContain(line)
    expect(delivery).not.toMatch(/грн|UAH|Nova Post|Нов(ая|а) по/)
    expect(await page('about_us_page', MDL, lang)).toMatch(/Chișinău|Кишин/)
  })
})
