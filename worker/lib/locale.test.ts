import { describe, expect, it } from 'vitest'
import { callLocale, cookieLocale } from './locale'

describe('callLocale', () => {
  it.each([
    ['the lang parameter first', 'https://shop.example/api/cart?lang=uk', 'https://shop.example/ru/cart', 'en', 'uk'],
    ['the page that called', 'https://shop.example/api/cart', 'https://shop.example/ru/product/x', 'en', 'ru'],
    [
      'a page of another site is not believed',
      'https://shop.example/api/cart',
      'https://evil.example/uk/x',
      'en',
      'en',
    ],
    ['a page without a prefix', 'https://shop.example/api/cart', 'https://shop.example/', 'ru', 'ru'],
    ['the language cookie', 'https://shop.example/api/cart', null, 'uk', 'uk'],
    ['junk everywhere: ro', 'https://shop.example/api/cart?lang=xx', 'not a url', 'zz', 'ro'],
  ])('%s', (_name, url, referer, cookie, expected) => {
    expect(callLocale(url, referer, cookie)).toBe(expected)
  })
})

describe("cookieLocale: the language the visitor's cookies name, one reading for the / redirect and the API calls", () => {
  it.each<[string | null, string | null, string | null]>([
    ['ru', 'uk', 'ru'],
    ['de', 'ru', 'ru'],
    [null, 'uk', 'uk'],
    ['', 'en', 'en'],
    ['"ru"', null, null],
    ['RU', 'xx', null],
    [null, null, null],
  ])('language=%j, i18n_redirected=%j -> %j', (language, remembered, locale) => {
    expect(cookieLocale(language, remembered)).toBe(locale)
  })

  it('an API call with a junk language cookie goes in the remembered one', () => {
    const url = 'https://shop.test/api/cart'
    expect(callLocale(url, null, cookieLocale('de', 'ru'))).toBe('ru')
  })
})
