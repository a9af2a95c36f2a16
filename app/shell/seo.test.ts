import { describe, expect, it } from 'vitest'
import { pageAddresses, pageLocales, seoLinks, unofferedTarget, withLocale } from './seo'

const hrefs = (links: ReturnType<typeof seoLinks>) =>
  Object.fromEntries(
    links.map((l) => [l.rel === 'canonical' ? 'canonical' : (l as { hrefLang: string }).hrefLang, l.href]),
  )

describe('seoLinks: canonical and hreflang', () => {
  it('without addresses: the path under each language prefix (x-default ro without a main language)', () => {
    expect(hrefs(seoLinks('https://shop.test', '/ru/cart'))).toEqual({
      canonical: 'https://shop.test/ru/cart',
      ro: 'https://shop.test/ro/cart',
      ru: 'https://shop.test/ru/cart',
      uk: 'https://shop.test/uk/cart',
      en: 'https://shop.test/en/cart',
      'x-default': 'https://shop.test/ro/cart',
    })
  })

  it("with the page's addresses: each language's own URL, the canonical the page's language's", () => {
    const addresses = {
      ro: '/ro/telefoane?page=2',
      ru: '/ru/telefony?page=2',
      uk: '/uk/telefoni?page=2',
      en: '/en/phones?page=2',
    }
    expect(hrefs(seoLinks('https://shop.test', '/ru/telefony', addresses))).toEqual({
      canonical: 'https://shop.test/ru/telefony?page=2',
      ro: 'https://shop.test/ro/telefoane?page=2',
      ru: 'https://shop.test/ru/telefony?page=2',
      uk: 'https://shop.test/uk/telefoni?page=2',
      en: 'https://shop.test/en/phones?page=2',
      'x-default': 'https://shop.test/ro/telefoane?page=2',
    })
  })

  it("x-default is the page in the site's main language, where an address without a prefix goes (spec 2.1)", () => {
    expect(hrefs(seoLinks('https://shop.test', '/ro/cart', undefined, 'uk'))['x-default']).toBe(
      'https://shop.test/uk/cart',
    )
    const addresses = { ro: '/ro/telefoane', ru: '/ru/telefony', uk: '/uk/telefoni', en: '/en/phones' }
    expect(hrefs(seoLinks('https://shop.test', '/en/phones', addresses, 'ru'))['x-default']).toBe(
      'https://shop.test/ru/telefony',
    )
    // No main language in the settings: ro, as the Worker's redirect (FALLBACK_LOCALE).
    expect(hrefs(seoLinks('https://shop.test', '/en/cart', undefined, null))['x-default']).toBe(
      'https://shop.test/ro/cart',
    )
  })

  it("alternates name only the languages the shop offers, and the page's own (settings langs)", () => {
    expect(hrefs(seoLinks('https://shop.test', '/ru/cart', undefined, 'ro', ['ro', 'ru']))).toEqual({
      canonical: 'https://shop.test/ru/cart',
      ro: 'https://shop.test/ro/cart',
      ru: 'https://shop.test/ru/cart',
      'x-default': 'https://shop.test/ro/cart',
    })
    // A page under a prefix the shop does not offer still names itself (as the switcher lists it).
    expect(Object.keys(hrefs(seoLinks('https://shop.test', '/en/cart', undefined, 'ro', ['ro', 'ru'])))).toEqual([
      'canonical',
      'ro',
      'ru',
      'en',
      'x-default',
    ])
  })

  it('withLocale swaps the prefix only', () => {
    expect(withLocale('/ro/product/x', 'en')).toBe('/en/product/x')
  })
})

const phones = { url: 'telefony', slugs: { ro: 'telefoane', ru: 'telefony', uk: 'telefoni', en: 'phones' } }

describe('pageAddresses: the sitemap URL of the page in each language', () => {
  it("from the per-language slugs, the page's own language from its url, the query on each", () => {
    expect(pageAddresses('ru', '', phones, '?page=3')).toEqual({
      ro: '/ro/telefoane?page=3',
      ru: '/ru/telefony?page=3',
      uk: '/uk/telefoni?page=3',
      en: '/en/phones?page=3',
    })
  })

  it('a product under /product; a slug with letters outside ASCII is percent-encoded', () => {
    const product = { url: 'телефон-1', slugs: { ro: 'telefon-1', ru: 'телефон-1', uk: 'телефон-1', en: 'phone-1' } }
    expect(pageAddresses('ru', '/product', product)).toEqual({
      ro: '/ro/product/telefon-1',
      ru: '/ru/product/%D1%82%D0%B5%D0%BB%D0%B5%D1%84%D0%BE%D0%BD-1',
      uk: '/uk/product/%D1%82%D0%B5%D0%BB%D0%B5%D1%84%D0%BE%D0%BD-1',
      en: '/en/product/phone-1',
    })
  })

  it('a back end without per-language slugs (slugs from the url): the same slug under each prefix, as before', () => {
    const page = { url: 'phones', slugs: { ro: 'phones', ru: 'phones', uk: 'phones', en: 'phones' } }
    expect(Object.values(pageAddresses('ro', '', page))).toEqual([
      '/ro/phones',
      '/ru/phones',
      '/uk/phones',
      '/en/phones',
    ])
  })
})

describe('a product the back end has no slug for in one language (operator audit 11, 9)', () => {
  const product = { url: 'produs-11', slugs: { ro: '', ru: 'produs-11', uk: 'produs-11-uk', en: 'product-11' } }
  const addresses = pageAddresses('ru', '/product', product)

  it('pageAddresses names no address in that language', () => {
    expect(addresses).toEqual({
      ru: '/ru/product/produs-11',
      uk: '/uk/product/produs-11-uk',
      en: '/en/product/product-11',
    })
  })

  it('no hreflang names it, and x-default (the main language, ro) is the page itself', () => {
    expect(hrefs(seoLinks('https://shop.test', '/ru/product/produs-11', addresses, 'ro'))).toEqual({
      canonical: 'https://shop.test/ru/product/produs-11',
      ru: 'https://shop.test/ru/product/produs-11',
      uk: 'https://shop.test/uk/product/produs-11-uk',
      en: 'https://shop.test/en/product/product-11',
      'x-default': 'https://shop.test/ru/product/produs-11',
    })
  })

  it('the language switcher (pageLocales) offers only the languages it has a page in', () => {
    expect(pageLocales(['ro', 'ru', 'uk', 'en'], 'ru', addresses)).toEqual(['ru', 'uk', 'en'])
    expect(pageLocales(['ro', 'ru'], 'uk', addresses)).toEqual(['ru', 'uk'])
    expect(pageLocales(['ro', 'ru'], 'ru')).toEqual(['ro', 'ru'])
  })

  it('x-default stays the main language when the product has a page in it', () => {
    expect(hrefs(seoLinks('https://shop.test', '/uk/product/produs-11-uk', addresses, 'en'))['x-default']).toBe(
      'https://shop.test/en/product/product-11',
    )
  })
})

describe('unofferedTarget: a language the shop does not offer goes to its main one (operator audit 10, 5)', () => {
  it('an offered language stays; another goes to the main language, else the first offered one', () => {
    expect(unofferedTarget('ru', ['ro', 'ru'], 'ro')).toBeNull()
    expect(unofferedTarget('uk', ['ro', 'ru'], 'ro')).toBe('ro')
    expect(unofferedTarget('en', ['ro', 'ru'], 'ru')).toBe('ru')
    expect(unofferedTarget('uk', ['ru', 'en'], 'uk')).toBe('ru')
    expect(unofferedTarget('uk', ['ru', 'en'], null)).toBe('ru')
  })
})
