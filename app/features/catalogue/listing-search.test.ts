import { describe, expect, it } from 'vitest'
import {
  defaultSortFor,
  effectiveSort,
  firstPageCleanup,
  listingSearchParams,
  sortOptionsFor,
  validateListingSearch,
} from './listing-search'

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

describe('firstPageCleanup (spec 2.3: page 1 removes it)', () => {
  it.each([
    ['?page=1', ''],
    ['?sort=price%2B&page=1&filter=brand%3A1', '?sort=price%2B&filter=brand%3A1'],
    ['?page=0', ''],
    ['?page=x', ''],
    ['?page=2', null],
    ['?sort=price%2B', null],
    ['', null],
  ])('%j -> %j', (search, expected) => expect(firstPageCleanup(search)).toBe(expected))
})
