import { describe, expect, it } from 'vitest'
import {
  email,
  InputError,
  idList,
  int,
  lang,
  langOnly,
  listingInput,
  listingRequestOf,
  oneOf,
  optionalText,
  orderId,
  record,
  text,
} from './input'

describe('input validators', () => {
  it.each<[string, () => unknown]>([
    ['record of null', () => record(null)],
    ['record of an array', () => record([])],
    ['unknown language', () => lang('de')],
    ['text of a number', () => text(5)],
    ['text too long', () => text('abc', { max: 2 })],
    ['text too short after trim', () => text('   ', { min: 1 })],
    ['int of a float', () => int(1.5, 0, 10)],
    ['int out of range', () => int(11, 0, 10)],
    ['int of a string', () => int('3', 0, 10)],
    ['oneOf unknown', () => oneOf('x', ['a', 'b'])],
    ['idList empty', () => idList([], 5)],
    ['idList too long', () => idList([1, 2, 3], 2)],
    ['idList with junk', () => idList([1, -2], 5)],
    ['email without @', () => email('nope')],
    ['langOnly of a string', () => langOnly('ro')],
    ['langOnly of an unknown language', () => langOnly({ lang: 'de' })],
    // an order id (session 63): text or an integer, never one that could not go into a path (a 400)
    ['orderId with a slash', () => orderId('a/b')],
    ['orderId of ..', () => orderId('..')],
    ['orderId empty', () => orderId('')],
    ['orderId of 65 characters', () => orderId('a'.repeat(65))],
    ['orderId of markup', () => orderId('<script>')],
    ['orderId of a fraction', () => orderId(1.5)],
    ['orderId of null', () => orderId(null)],
  ])('%s throws InputError', (_n, fn) => expect(fn).toThrow(InputError))

  it.each<[string, () => unknown, unknown]>([
    ['lang', () => lang('uk'), 'uk'],
    ['text trims', () => text('  hi  '), 'hi'],
    ['optional text empty', () => optionalText(''), undefined],
    ['int', () => int(3, 0, 10), 3],
    ['oneOf', () => oneOf('b', ['a', 'b']), 'b'],
    ['idList', () => idList([3, 1], 5), [3, 1]],
    ['email', () => email(' a@b.md '), 'a@b.md'],
    ['langOnly keeps only the language', () => langOnly({ lang: 'ru', other: 1 }), { lang: 'ru' }],
    ['orderId of an integer, as its digits', () => orderId(5001), '5001'],
    ['orderId of ORD-5005', () => orderId('ORD-5005'), 'ORD-5005'],
    [
      'orderId of a UUID',
      () => orderId('3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f'),
      '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    ],
    ["orderId of Medusa's", () => orderId('order_01HQ8ZK3V6X2P4M7N9R5T1W3Y8'), 'order_01HQ8ZK3V6X2P4M7N9R5T1W3Y8'],
  ])('%s accepts', (_n, fn, expected) => expect(fn()).toEqual(expected))
})

describe('listingInput', () => {
  const ok = { lang: 'ro', page: 2, sort: 'price+' }
  it.each<[string, unknown]>([
    ['no object', 'ro'],
    ['page 0', { ...ok, page: 0 }],
    ['page past 10000', { ...ok, page: 10_001 }],
    ['a fractional page', { ...ok, page: 1.5 }],
    ['an unknown sort', { ...ok, sort: 'random' }],
    ['a filter over 2000 characters', { ...ok, filter: 'x'.repeat(2001) }],
    ['cumulative not a boolean', { ...ok, cumulative: 'yes' }],
    ['an unknown language', { ...ok, lang: 'de' }],
  ])('%s throws InputError', (_n, input) => expect(() => listingInput(input)).toThrow(InputError))

  it('keeps the listing fields and drops the rest', () => {
    const input = listingInput({ ...ok, filter: ' brand_id:1 ', cumulative: true, slug: 'x' })
    expect(input).toEqual({ lang: 'ro', page: 2, sort: 'price+', filter: 'brand_id:1', cumulative: true })
    expect(listingRequestOf(input)).toEqual({ page: 2, sort: 'price+', filter: 'brand_id:1', cumulative: true })
    expect(listingInput({ ...ok, filter: '' })).toEqual({ ...ok, filter: undefined, cumulative: undefined })
  })
})
