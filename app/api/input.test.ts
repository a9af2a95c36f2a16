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
