import { describe, expect, it } from 'vitest'
import { callLocale } from './locale'

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
