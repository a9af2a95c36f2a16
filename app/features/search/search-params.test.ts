import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { searchHref, searchQueryFor, searchText } from './rules'
import { parseRouterSearch, stringifyRouterSearch } from './search-params'

/** The search page's ?query as the router reads a URL, then as the route keeps it, then as it is sent. */
const searched = (searchStr: string) => searchQueryFor(searchText(parseRouterSearch(searchStr).query))

/** Texts TanStack's JSON defaults changed or dropped (a review found each on the demo shop). */
const texts = [
  '12345678901234567890',
  '3e10',
  '1.50',
  '-0',
  '007',
  '123',
  '"ab"',
  'null',
  'true',
  'false',
  '[1,2]',
  '{"a":1}',
  ' "quoted" text ',
  'laptop',
  'cafea boabe',
  'a+b & c=d',
  'hârtie 100%',
  'телефон',
]

describe('?query is the text as written (no JSON reading)', () => {
  it.each(texts)('%j: read, written and read again unchanged', (text) => {
    const encoded = encodeURIComponent(text)
    expect(parseRouterSearch(`?query=${encoded}`).query).toBe(text)
    // a form's GET writes spaces as +
    expect(parseRouterSearch(`?query=${encoded.replace(/%20/g, '+')}`).query).toBe(text)
    const written = stringifyRouterSearch({ query: text })
    expect(written).toBe(`?${new URLSearchParams({ query: text })}`)
    expect(parseRouterSearch(written).query).toBe(text)
    // the URL the server would redirect to (its re-written form) is the URL itself
    expect(stringifyRouterSearch(parseRouterSearch(`?query=${encoded}`))).toBe(written)
  })

  it.each(texts)('%j: searched as typed (trimmed)', (text) => {
    expect(searched(`?query=${encodeURIComponent(text)}`)).toBe(text.trim())
    expect(searched(searchHref('ro', text).slice('/ro/search'.length))).toBe(text.trim())
  })

  it.each<[string, string | null]>([
    ['?query=%00%00', null],
    ['?query=ab%00', 'ab'],
    ['?query=a%00b%7F%C2%85c%1B', 'abc'],
    ['?query=%00a', null],
    ['?query=a%09b', 'a b'],
    ['?query=%0Aab%0D%0A', 'ab'],
  ])('%s: control characters never reach the search (%j)', (searchStr, expected) => {
    expect(searched(searchStr)).toBe(expected)
    expect(searched(searchStr) ?? '').not.toMatch(/\p{Cc}/u)
    expect(searchText(parseRouterSearch(searchStr).query)).not.toMatch(/(?!\s)\p{Cc}/u)
  })

  it.each<[string, string | null]>([
    ['?query=', null],
    ['?query=1', null],
    ['?query=%20a%20', null],
    ['?query=12', '12'],
  ])('%s: fewer than 2 characters is no call (%j)', (searchStr, expected) => {
    expect(searched(searchStr)).toBe(expected)
  })

  it('?q, read as ?query, is the text as written too; a repeated ?query is its first value', () => {
    expect(parseRouterSearch('?q=1.50').q).toBe('1.50')
    expect(parseRouterSearch('?query=null&query=2').query).toBe('null')
  })
})

/** Other routes' URLs: listings (?page, ?sort, ?filter), content lists (?tab), adverts, success pages. */
const otherSearches = [
  '',
  '?page=2',
  '?page=1',
  '?page=2&sort=price-&filter=color:black,white,price:10-20',
  '?filter=price:-20&page=3',
  '?tab=2&page=3',
  '?negotiable=1&currency=EUR&view=grid',
  '?ordering=123&status=true',
  '?a=1&a=2',
  '?json=%7B%22a%22%3A1%7D',
  '?s=%22x%22',
  '?n=null&f=1.50',
]

describe('every other key is read and written as TanStack does by default', () => {
  it.each(otherSearches)('%j', (searchStr) => {
    const parsed = parseRouterSearch(searchStr)
    expect(parsed).toEqual(defaultParseSearch(searchStr))
    expect(stringifyRouterSearch(parsed)).toBe(defaultStringifySearch(parsed))
  })

  it.each<Record<string, unknown>>([
    {},
    { page: 2, sort: 'price-', filter: 'color:black' },
    { tab: 2, page: 3 },
    { id: '123', flag: true, list: [1, 2], obj: { a: 1 } },
  ])('%j is written as before', (search) => {
    expect(stringifyRouterSearch(search)).toBe(defaultStringifySearch(search))
  })

  // Session 59's operator audit: a number-like order number was written `?order=%225001%22`, and a
  // plain `?order=5001` read as the number 5001, which the success page took for no order.
  it("the success page's ?order is its number as written, both ways", () => {
    expect(stringifyRouterSearch({ order: '5001' })).toBe('?order=5001')
    expect(parseRouterSearch('?order=5001')).toEqual({ order: '5001' })
    expect(parseRouterSearch('?order=SO-100007')).toEqual({ order: 'SO-100007' })
  })

  it('the search page keeps its listing keys as before and the keys in their order', () => {
    expect(parseRouterSearch('?page=2&query=123&sort=price-')).toEqual({ page: 2, query: '123', sort: 'price-' })
    expect(stringifyRouterSearch({ page: 2, query: '123', sort: 'price-' })).toBe('?page=2&query=123&sort=price-')
    expect(stringifyRouterSearch({ query: 'tv', page: 2 })).toBe('?query=tv&page=2')
    // a number given to a navigation is written as the default writes it
    expect(stringifyRouterSearch({ query: 123 })).toBe('?query=123')
  })
})
