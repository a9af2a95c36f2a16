import { describe, expect, it } from 'vitest'
import { parseFilterQuery } from '#contract/catalogue.ts'
import {
  isEmptyFilter,
  optionSelectable,
  rangeOf,
  setPriceRange,
  setRange,
  toApiFilters,
  toggleOption,
} from './filter-edit'
import {
  EMPTY_FILTERS,
  type FilterState,
  parseFilterParam,
  parsePriceRange,
  serializeFilterParam,
} from './filter-query'

const S = (options: Record<string, string[]>, price: FilterState['price'] = null): FilterState => ({ options, price })

describe('parseFilterParam', () => {
  it.each<[string, unknown, FilterState]>([
    ['empty', '', S({})],
    ['not a string', 42, S({})],
    ['undefined', undefined, S({})],
    ['one pair', 'color:black', S({ color: ['black'] })],
    ['a value list', 'color:black,white', S({ color: ['black', 'white'] })],
    ['several pairs', 'color:black,white,brand_id:3,5', S({ color: ['black', 'white'], brand_id: ['3', '5'] })],
    ['a price range', 'price:100-500', S({}, { from: 100, to: 500 })],
    ['an open price range', 'price:100-', S({}, { from: 100, to: null })],
    ['a price with decimals', 'price:-99.5', S({}, { from: null, to: 99.5 })],
    [
      'price among pairs',
      'brand_id:3,price:10-20,color:red',
      S({ brand_id: ['3'], color: ['red'] }, { from: 10, to: 20 }),
    ],
    ['duplicate values kept once', 'color:red,red,color:red', S({ color: ['red'] })],
    ['a repeated key merges', 'color:red,brand_id:1,color:blue', S({ color: ['red', 'blue'], brand_id: ['1'] })],
    ['spaces around tokens', ' color:red , blue ', S({ color: ['red', 'blue'] })],
    // Keywords of any script, with inner spaces, and a group keyworded by digits (session 60's operator audit).
    [
      'letters of any script and inner spaces',
      'color:roșu,красный,128 GB,12:64',
      S({ color: ['roșu', 'красный', '128 GB'], '12': ['64'] }),
    ],
  ])('%s', (_name, input, expected) => expect(parseFilterParam(input)).toEqual(expected))

  it.each<[string, string, FilterState]>([
    ['a value before any key is dropped', 'black,color:red', S({ color: ['red'] })],
    ['a broken key drops its values only', 'co lor:red,blue,size:xl', S({ size: ['xl'] })],
    ['a bad value is dropped, the rest kept', 'color:red,<script>,blue', S({ color: ['red', 'blue'] })],
    ['an inverted price range is dropped', 'price:500-100,color:red', S({ color: ['red'] })],
    ['a non-numeric price is dropped', 'price:abc-5', S({})],
    ['an empty price is dropped', 'price:-', S({})],
    ['values after price do not join it', 'price:1-2,red', S({}, { from: 1, to: 2 })],
    ['an empty key', ':red,color:blue', S({ color: ['blue'] })],
    ['a key with no values', 'color:,size:m', S({ size: ['m'] })],
    ['SQL-like junk', "color:red' OR 1=1--,size:m", S({ size: ['m'] })],
    ['quotes and brackets', 'color:"red",<b>,red,size:m', S({ color: ['red'], size: ['m'] })],
  ])('malformed: %s', (_name, input, expected) => expect(parseFilterParam(input)).toEqual(expected))

  it('never throws on hostile input', () => {
    for (const input of [
      '%%%',
      ':::',
      ',,,',
      'a:'.repeat(3000),
      '\u0000:\u0000',
      'price:1e309-2',
      '__proto__:x,constructor:y',
    ]) {
      expect(() => parseFilterParam(input)).not.toThrow()
    }
  })

  it('caps values per key', () => {
    const many = `color:${Array.from({ length: 80 }, (_, i) => `c${i}`).join(',')}`
    expect(parseFilterParam(many).options.color).toHaveLength(50)
  })
})

describe('serializeFilterParam round-trips', () => {
  it.each(['brand_id:3,5,color:black,white,price:100-500', 'color:red', 'price:-250', 'a:1,b:2,c:3'])('%s', (text) =>
    expect(serializeFilterParam(parseFilterParam(text))).toBe(text),
  )

  it('is stable: keys sorted, price last', () => {
    expect(serializeFilterParam(S({ z: ['1'], a: ['2'] }, { from: 1, to: null }))).toBe('a:2,z:1,price:1-')
  })

  it('parse(serialize(x)) = x for a built state', () => {
    const state = S({ color: ['black', 'white'], status: ['in_stock'] }, { from: 10.5, to: 99 })
    expect(parseFilterParam(serializeFilterParam(state))).toEqual(state)
  })
})

describe('toggleOption', () => {
  it('adds, then removes, and drops the empty group', () => {
    const a = toggleOption(S({}), 'color', 'red')
    expect(a.options).toEqual({ color: ['red'] })
    expect(toggleOption(a, 'color', 'red').options).toEqual({})
  })
})

describe('optionSelectable: no dead-end option', () => {
  it.each<[number | null | undefined, boolean, boolean]>([
    [0, false, false],
    [0, true, true],
    [3, false, true],
    [null, false, true],
    [undefined, false, true],
  ])('count %s, ticked %s -> %s', (count, checked, selectable) => {
    expect(optionSelectable(count, checked)).toBe(selectable)
  })
})

describe('setPriceRange: the range counts only once moved', () => {
  const defaults = { min: 10, max: 1000 }
  it.each<[string, { from: number | null; to: number | null }, FilterState['price']]>([
    ['untouched slider', { from: 10, to: 1000 }, null],
    ['moved min', { from: 50, to: 1000 }, { from: 50, to: null }],
    ['moved max', { from: 10, to: 500 }, { from: null, to: 500 }],
    ['both moved', { from: 50, to: 500 }, { from: 50, to: 500 }],
    ['beyond the defaults counts as untouched', { from: 0, to: 5000 }, null],
  ])('%s', (_n, range, expected) => expect(setPriceRange(S({}), range, defaults).price).toEqual(expected))
})

describe('non-price range groups (screen:14-27)', () => {
  it.each<[string, string, { from: number | null; to: number | null } | null]>([
    ['both sides', 'screen:14-27', { from: 14, to: 27 }],
    ['decimals', 'screen:6.1-15.6', { from: 6.1, to: 15.6 }],
    ['open top', 'screen:43-', { from: 43, to: null }],
    ['open bottom', 'screen:-27', { from: null, to: 27 }],
    ['among other pairs', 'color:black,screen:14-27,price:1-2', { from: 14, to: 27 }],
    ['inverted', 'screen:27-14', null],
    ['not a number', 'screen:big', null],
    ['two values', 'screen:14-27,30-40', null],
    ['four decimals', 'weight:0.125-2.5'.replace('weight', 'screen'), { from: 0.125, to: 2.5 }],
    ['below zero', 'screen:-20--5', { from: -20, to: -5 }],
    ['from below zero to above it', 'screen:-10-30', { from: -10, to: 30 }],
    ['open top below zero', 'screen:-10-', { from: -10, to: null }],
    ['five decimals', 'screen:6.12345-7', null],
    ['absent', 'color:black', null],
  ])('rangeOf from the URL: %s', (_n, url, expected) =>
    expect(rangeOf(parseFilterParam(url), 'screen')).toEqual(expected),
  )

  const defaults = { min: 6.1, max: 65 }
  it.each<[string, { from: number | null; to: number | null }, string]>([
    ['untouched inputs are not sent', { from: 6.1, to: 65 }, ''],
    ['beyond the defaults counts as untouched', { from: 0, to: 100 }, ''],
    ['moved min', { from: 14, to: 65 }, 'screen:14-'],
    ['moved max', { from: 6.1, to: 27 }, 'screen:-27'],
    ['both moved', { from: 14, to: 27 }, 'screen:14-27'],
    ['decimals kept', { from: 6.7, to: 15.6 }, 'screen:6.7-15.6'],
  ])('setRange: %s', (_n, range, url) => {
    const next = setRange(S({ color: ['black'] }), 'screen', range, defaults)
    expect(serializeFilterParam(next)).toBe(url ? `color:black,${url}` : 'color:black')
    expect(rangeOf(parseFilterParam(serializeFilterParam(next)), 'screen')).toEqual(rangeOf(next, 'screen'))
  })

  it('moving a range back to its defaults removes it; reset clears it; the API gets the same format', () => {
    const set = setRange(EMPTY_FILTERS, 'screen', { from: 14, to: 27 }, defaults)
    expect(isEmptyFilter(set)).toBe(false)
    expect(toApiFilters(set)).toBe('screen:14-27')
    expect(setRange(set, 'screen', { from: 6.1, to: 65 }, defaults)).toEqual(EMPTY_FILTERS)
    expect(isEmptyFilter(parseFilterParam(serializeFilterParam(EMPTY_FILTERS)))).toBe(true)
  })

  it('never sets the price or a malformed key through setRange', () => {
    expect(setRange(S({}), 'price', { from: 1, to: 2 }, defaults)).toEqual(S({}))
    expect(setRange(S({}), '__proto__', { from: 14, to: 27 }, defaults)).toEqual(S({}))
  })
})

describe('toApiFilters', () => {
  it.each<[FilterState, string | undefined]>([
    [S({}), undefined],
    [S({ color: ['red', 'blue'], brand_id: ['3'] }), 'brand_id:3,color:red,blue'],
    [S({ color: ['red'], brand_id: ['3'] }, { from: 100, to: 500 }), 'brand_id:3,color:red,price:100-500'],
    [S({ status: ['all'] }), undefined],
    [S({ status: ['all', 'in_stock'] }), 'status:in_stock'],
    [S({}, { from: 5, to: null }), 'price:5-'],
    // the price last, as in the spec's example, after a group sorted behind it
    [S({ screen: ['14-27'], brand_id: ['3'] }, { from: 5, to: 10 }), 'brand_id:3,screen:14-27,price:5-10'],
  ])('%j -> %s', (state, expected) => expect(toApiFilters(state)).toBe(expected))

  it('keywords of any script reach the back end as they were ticked (parseFilterQuery)', () => {
    const state = S({ color: ['roșu', 'красный', '128 GB'], '12': ['64'], temp: ['-10-30'] })
    expect(parseFilterQuery(toApiFilters(state))).toEqual({
      '12': ['64'],
      color: ['roșu', 'красный', '128 GB'],
      temp: ['-10-30'],
    })
    expect(parseFilterParam(serializeFilterParam(state))).toEqual(state)
  })

  it('the back end reads what the shop sends as the selection the shopper made (parseFilterQuery)', () => {
    const state = S({ color: ['red', 'blue'], brand_id: ['3', '5'], screen: ['14-27'] }, { from: 100, to: null })
    expect(parseFilterQuery(toApiFilters(state))).toEqual({
      brand_id: ['3', '5'],
      color: ['red', 'blue'],
      screen: ['14-27'],
      price: ['100-'],
    })
  })
})

describe('parsePriceRange', () => {
  it.each([
    ['1-2', { from: 1, to: 2 }],
    ['1-1', { from: 1, to: 1 }],
    ['2-1', null],
    ['-', null],
    ['1-2-3', null],
    ['1234567890-', null],
  ])('%s', (text, expected) => expect(parsePriceRange(text)).toEqual(expected))
})
