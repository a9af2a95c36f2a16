import { describe, expect, it } from 'vitest'
import { siteHref } from './site-href'

describe('siteHref', () => {
  it.each([
    // same-site paths get the page's prefix
    ['ru', '/delivery', '/ru/delivery'],
    ['uk', 'faq', '/uk/faq'],
    ['en', '/', '/en'],
    ['ru', '', '/ru'],
    ['ro', '/about', '/ro/about'],
    // an existing or wrong prefix is replaced by the page's
    ['ru', '/ro/contacts', '/ru/contacts'],
    ['uk', '/en', '/uk'],
    ['en', '/ru/', '/en'],
    // the back end's names map to the shop's routes
    ['ru', '/promotions', '/ru/special-offers'],
    ['uk', '/ro/promotions/black-friday', '/uk/special-offers/black-friday'],
    ['en', '/blog', '/en/articles'],
    ['ro', '/vacancies', '/ro/career'],
    ['ru', '/page/warranty', '/ru/warranty'],
    ['uk', '/page/landing/black-friday', '/uk/landing/black-friday'],
    // query and hash survive
    ['ru', '/telefoane?page=2#list', '/ru/telefoane?page=2#list'],
    ['en', '/?login=true', '/en?login=true'],
    // other sites and schemes are left alone
    ['ru', 'https://facebook.com/shop', 'https://facebook.com/shop'],
    ['ru', '//cdn.example.com/x.pdf', '//cdn.example.com/x.pdf'],
    ['ru', 'mailto:info@shop.md', 'mailto:info@shop.md'],
    ['ru', 'tel:+37322000000', 'tel:+37322000000'],
    ['ru', '#reviews', '#reviews'],
    ['ru', 'javascript:alert(1)', 'javascript:alert(1)'],
  ] as const)('%s %s -> %s', (lang, href, expected) => {
    expect(siteHref(lang, href)).toBe(expected)
  })

  it('makes absolute links to the shop itself relative, with the language', () => {
    expect(siteHref('ru', 'https://shop.example/delivery', 'https://shop.example')).toBe('/ru/delivery')
    expect(siteHref('uk', 'https://shop.example/ro/promotions?x=1', 'https://shop.example')).toBe(
      '/uk/special-offers?x=1',
    )
    expect(siteHref('uk', 'https://other.example/ro/x', 'https://shop.example')).toBe('https://other.example/ro/x')
    expect(siteHref('uk', 'http://shop.example/ro/x', 'https://shop.example')).toBe('http://shop.example/ro/x')
  })

  it('treats a missing link as the home page', () => {
    expect(siteHref('uk', null)).toBe('/uk')
    expect(siteHref('uk', undefined)).toBe('/uk')
  })
})
