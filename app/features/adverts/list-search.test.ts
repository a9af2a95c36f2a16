import { describe, expect, it } from 'vitest'
import { advertListQuery, advertPages, convertPrice, validateAdvertSearch, withFilters } from './list-search'

describe('validateAdvertSearch', () => {
  it.each([
    [{}, {}],
    [{ page: '1' }, {}],
    [{ page: '3' }, { page: 3 }],
    [{ page: 'x' }, {}],
    [{ sort: 'newer+' }, {}],
    [{ sort: 'price-' }, { sort: 'price-' }],
    [{ sort: 'sort_priority-' }, {}],
    [{ category: '7', region: '0' }, { category: 7 }],
    [{ price_min: '0', price_max: '999999999' }, {}],
    [
      { price_min: '10,5', price_max: '2' },
      { price_min: 2, price_max: 10.5 },
    ],
    [{ price_min: '-5' }, {}],
    [{ currency: 'EUR' }, {}],
    [{ currency: 'MDL' }, { currency: 'MDL' }],
    [{ currency: 'XYZ' }, {}],
    [{ layout: 'list' }, { layout: 'list' }],
    [{ layout: 'grid' }, {}],
    [{ more: '1' }, { more: true }],
    [{ more: '1', page: '2' }, { page: 2 }],
  ])('%j -> %j', (raw, expected) => {
    expect(validateAdvertSearch(raw)).toEqual(expected)
  })
})

describe('withFilters', () => {
  it('drops the page and the whole-page flag when a filter changes', () => {
    expect(withFilters({ page: 4, more: true, sort: 'price+' }, { category: 3 })).toEqual({ sort: 'price+', category: 3 })
  })
  it('removes a filter set to undefined', () => {
    expect(withFilters({ category: 3, region: 2 }, { category: undefined })).toEqual({ region: 2 })
  })
})

describe('advertListQuery', () => {
  it.each([
    [{}, { page: 1, page_size: 12, sortBy: 'newer+', filters: '{}' }],
    [{ more: true }, { page: 1, page_size: 24, sortBy: 'newer+', filters: '{}' }],
    [
      { page: 2, sort: 'price-' as const },
      { page: 2, page_size: 24, sortBy: 'price-', filters: '{}' },
    ],
    [
      { category: 5, region: 1 },
      { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"category":[5],"region":[1]}' },
    ],
    [{ price_min: 100 }, { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"price":[100,null],"price_unit":"EUR"}' }],
    [
      { price_max: 50, currency: 'MDL' as const },
      { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"price":[null,50],"price_unit":"MDL"}' },
    ],
  ])('%j', (search, expected) => {
    expect(advertListQuery(search)).toEqual(expected)
  })
})

describe('advertPages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [24, 1],
    [25, 2],
  ])('%i adverts -> %i pages', (n, pages) => expect(advertPages(n)).toBe(pages))
})

describe('convertPrice', () => {
  const rates = [
    { code: 'MDL' as const, rate: 1 },
    { code: 'EUR' as const, rate: 19.5 },
    { code: 'USD' as const, rate: 18 },
  ]
  it.each([
    [100, 'EUR', 'EUR', 100],
    [100, 'EUR', 'MDL', 1950],
    [1950, 'MDL', 'EUR', 100],
    [10, 'EUR', 'USD', 10.83],
    [10, 'RON', 'EUR', null],
  ] as const)('%d %s -> %s = %s', (amount, from, to, expected) => {
    expect(convertPrice(amount, from, to, rates)).toBe(expected)
  })
})
