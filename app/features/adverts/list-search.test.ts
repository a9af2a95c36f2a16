import { describe, expect, it } from 'vitest'
import { attributeFiltersOf, attributeFilterText, parseAttributeFilters } from './attribute-filters'
import { advertListQuery } from './list-query'
import { advertPages, convertPrice, validateAdvertSearch, withFilters } from './list-search'

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
    [
      { region: '3', location: '12', sector: '40' },
      { region: 3, location: 12, sector: 40 },
    ],
    // a locality needs its region, a sector its locality
    [{ location: '12', sector: '40' }, {}],
    [{ region: '3', sector: '40' }, { region: 3 }],
    [{ attributes: '7:10_200,5:12_13' }, { attributes: '7:10_200,5:12_13' }],
    [{ attributes: '7:_200,x:1,5:' }, {}],
    [{ attributes: '7:1;drop' }, {}],
    [{ type: 'rent' }, { type: 'rent' }],
    [{ type: 'lease' }, {}],
    [{ negotiable: '1' }, { negotiable: true }],
    [{ negotiable: '0' }, {}],
    [{ area_min: '0', area_max: '999999999', area_unit: 'ari' }, {}],
    [
      { area_min: '50', area_max: '2,5', area_unit: 'm2' },
      { area_min: 2.5, area_max: 50, area_unit: 'm2' },
    ],
    [{ area_unit: 'acre' }, {}],
  ])('%j -> %j', (raw, expected) => {
    expect(validateAdvertSearch(raw)).toEqual(expected)
  })
})

describe('withFilters', () => {
  it('drops the page and the whole-page flag when a filter changes', () => {
    expect(withFilters({ page: 4, more: true, sort: 'price+' }, { category: 3 })).toEqual({
      sort: 'price+',
      category: 3,
    })
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
    [
      { price_min: 100 },
      { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"price":[100,999999999],"price_unit":"EUR"}' },
    ],
    [
      { price_max: 50, currency: 'MDL' as const },
      { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"price":[0,50],"price_unit":"MDL"}' },
    ],
    [{ type: 'exchange' as const }, { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"type":["exchange"]}' }],
    // spec 5 defaults: is_negotiable_price True when the filter is on, area in ari unless chosen
    [
      { negotiable: true as const },
      { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"is_negotiable_price":true}' },
    ],
    [{ area_min: 2 }, { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"area":[2,null],"area_unit":"ari"}' }],
    [
      { area_max: 80, area_unit: 'm2' as const },
      { page: 1, page_size: 12, sortBy: 'newer+', filters: '{"area":[null,80],"area_unit":"m2"}' },
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

describe('attribute filters (URL `attributes` <-> filters.attributes)', () => {
  it.each([
    ['5:12_13', { '5': [12, 13] }],
    ['7:10_200', { '7': [10, 200] }],
    ['7:10_', { '7': [10, null] }],
    ['7:_', {}],
    ['07:1', { '7': [1] }],
    ['5:abc', {}],
    ['5:1,,6:2', { '5': [1], '6': [2] }],
    ['', {}],
  ])('%j -> %j', (raw, parsed) => {
    expect(parseAttributeFilters(raw)).toEqual(parsed)
  })

  it('round-trips through the canonical text and reaches the back end query', () => {
    const text = attributeFilterText({ '9': [1, null], '2': [4, 5] })
    expect(text).toBe('2:4_5,9:1_')
    const q = advertListQuery(validateAdvertSearch({ attributes: text, region: '1', location: '2', sector: '3' }))
    expect(JSON.parse(q.filters)).toEqual({
      region: [1],
      location: [2],
      sector: [3],
      attributes: { '2': [4, 5], '9': [1, null] },
    })
  })
})

describe("attributeFiltersOf (the filter form's attribute inputs)", () => {
  const attrs = [
    { id: 5, type: 'select' as const },
    { id: 7, type: 'number' as const },
  ]
  it.each([
    [{ 'attr-5': '12' }, { '5': [12] }],
    [{ 'attr-7-min': '10,5' }, { '7': [10.5, null] }],
    [{ 'attr-7-max': '3' }, { '7': [null, 3] }],
    [{ 'attr-7-min': '9', 'attr-7-max': '2' }, { '7': [2, 9] }],
    [{ 'attr-5': '', 'attr-7-min': '', 'attr-7-max': '' }, {}],
  ])('%j -> %j', (fields, expected) => {
    expect(attributeFiltersOf(attrs, (k) => (fields as Record<string, string>)[k] ?? '')).toEqual(expected)
  })
})
