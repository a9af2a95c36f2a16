import { describe, expect, it } from 'vitest'
import { LIMITS } from '#config'
import {
  defaultSortFor,
  effectiveSort,
  listingSearchParams,
  sortOptionsFor,
  validateListingSearch,
} from './listing-search'
import { pageQuery, samePathAddresses } from './page-addresses'
import { pageCleanup } from './page-rule'

const plain = { default_sorting: null, additional_settings: { sort_by_priority: false } }
const priority = { default_sorting: null, additional_settings: { sort_by_priority: true } }

describe('validateListingSearch', () => {
  it.each<[Record<string, unknown>, object]>([
    [{}, {}],
    [{ page: '1' }, {}],
    [{ page: 1 }, {}],
    [{ page: '2' }, { page: 2 }],
    [{ page: 3 }, { page: 3 }],
    [{ page: '0' }, {}],
    [{ page: '-4' }, {}],
    [{ page: '2.5' }, {}],
    [{ page: 'abc' }, {}],
    [{ page: '99999999' }, {}],
    [{ page: ['4', '5'] }, { page: 4 }],
    [{ sort: 'price+' }, { sort: 'price+' }],
    [{ sort: 'cheapest' }, {}],
    [{ sort: 42 }, {}],
    [{ filter: 'color:red,blue' }, { filter: 'color:red,blue' }],
    [{ filter: 'garbage' }, {}],
    [{ filter: 'brand_id:3,junk key:1,price:10-5' }, { filter: 'brand_id:3' }],
    [{ filter: { nested: true } }, {}],
    [{ filter: 'screen:14-27,color:black' }, { filter: 'color:black,screen:14-27' }],
    [{ filter: 'screen:6.1-,price:100-' }, { filter: 'screen:6.1-,price:100-' }],
  ])('%j -> %j', (raw, expected) => expect(validateListingSearch(raw)).toEqual(expected))
})

describe('sort options', () => {
  it('the priority sort is offered only with the flag', () => {
    expect(sortOptionsFor(plain)).not.toContain('sort_priority-')
    expect(sortOptionsFor(priority)).toContain('sort_priority-')
    expect(sortOptionsFor(plain)).toEqual(['default', 'newer+', 'price-', 'price+', 'name-', 'name+'])
  })

  it.each([
    [plain, 'newer+'],
    [priority, 'sort_priority-'],
    [{ ...plain, default_sorting: 'price+' }, 'price+'],
    [{ ...plain, default_sorting: 'sort_priority-' }, 'newer+'],
    [{ ...priority, default_sorting: 'name+' }, 'name+'],
    [{ ...plain, default_sorting: 'bogus' }, 'newer+'],
  ])('default sort for %j is %s', (settings, expected) => expect(defaultSortFor(settings)).toBe(expected))

  it.each([
    [{ sort: 'price-' as const }, plain, 'price-'],
    [{ sort: 'sort_priority-' as const }, plain, 'newer+'],
    [{}, priority, 'sort_priority-'],
  ])('effective sort of %j', (search, settings, expected) => expect(effectiveSort(search, settings)).toBe(expected))
})

describe('listingSearchParams: what goes into the URL', () => {
  it.each([
    [{ page: 1 }, plain, {}],
    [{ page: 2 }, plain, { page: 2 }],
    [{ sort: 'newer+' as const }, plain, {}],
    [{ sort: 'price+' as const }, plain, { sort: 'price+' }],
    [{ sort: 'sort_priority-' as const }, priority, {}],
    [{ sort: 'newer+' as const }, priority, { sort: 'newer+' }],
    [{ filter: '' }, plain, {}],
    [{ filter: 'color:red', page: 1 }, plain, { filter: 'color:red' }],
  ])('%j', (next, settings, expected) => expect(listingSearchParams(next, settings)).toEqual(expected))
})

describe('pageCleanup: page 1 removes it (spec 2.3), a page past the last is the last', () => {
  it.each<[string, number, string | null]>([
    ['?page=1', 7, ''],
    ['?sort=price%2B&page=1&filter=brand%3A1', 7, '?sort=price%2B&filter=brand%3A1'],
    ['?page=0', 7, ''],
    ['?page=x', 7, ''],
    ['?page=-3', 7, ''],
    ['?page=2', 7, null],
    ['?page=7', 7, null],
    ['?sort=price%2B', 7, null],
    ['', 7, null],
    // past the last page: the last one, the other parameters kept in their order
    ['?page=8', 7, '?page=7'],
    ['?sort=price%2B&page=8&filter=brand%3A1', 7, '?sort=price%2B&page=7&filter=brand%3A1'],
    // past MAX_PAGE: the same rule (the listing showed page 1 to find its last)
    ['?page=99999', 7, '?page=7'],
    ['?page=99999&sort=price%2B', 1, '?sort=price%2B'],
    ['?page=3', 0, ''],
    ['?page=20000', 50_000, '?page=10000'],
    // one spelling per page
    ['?page=02', 7, '?page=2'],
  ])('%j of %i pages -> %j', (search, last, expected) => expect(pageCleanup(search, last)).toBe(expected))
})

describe('pageQuery: each page of a list is its own canonical', () => {
  it.each<[{ page: number; cumulative?: boolean }, string]>([
    [{ page: 1 }, ''],
    [{ page: 2 }, '?page=2'],
    [{ page: 40 }, '?page=40'],
    [{ page: 2, cumulative: true }, '?page=2'],
    [{ page: 500, cumulative: true }, `?page=${LIMITS.maxLoadMorePages}`],
  ])('%j -> %j', (req, query) => expect(pageQuery(req)).toBe(query))

  it("samePathAddresses: a brand's page under each language prefix, its page kept", () => {
    expect(samePathAddresses('/ru/brands/samsung', { page: 3 })).toEqual({
      ro: '/ro/brands/samsung?page=3',
      ru: '/ru/brands/samsung?page=3',
      uk: '/uk/brands/samsung?page=3',
      en: '/en/brands/samsung?page=3',
    })
  })
})
