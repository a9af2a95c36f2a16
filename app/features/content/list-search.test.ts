import { describe, expect, it } from 'vitest'
import { articlesHref, listQuery, needsSearchCleanup, parseListSearch } from './list-search'

describe('list URL rules (tab and page)', () => {
  it.each([
    [{}, {}],
    [{ tab: '0' }, {}],
    [{ page: '1' }, {}],
    [{ tab: '0', page: '1' }, {}],
    [{ tab: '2' }, { tab: 2 }],
    [{ page: '3' }, { page: 3 }],
    [
      { tab: 1, page: 2 },
      { tab: 1, page: 2 },
    ],
    [{ tab: '-1', page: '0' }, {}],
    [{ tab: 'abc', page: '2.5' }, {}],
    [{ tab: '1e3', page: '99999999' }, {}],
    [{ tab: ['1', '2'] }, {}],
  ])('%j parses to %j', (raw, expected) => {
    expect(parseListSearch(raw)).toEqual(expected)
  })

  it.each([
    [{}, false],
    [{ tab: '2', page: '3' }, false],
    [{ tab: 2, page: 3 }, false],
    [{ tab: '0' }, true],
    [{ page: '1' }, true],
    [{ page: 'x' }, true],
    [{ other: '1' }, false],
  ])('%j needs cleanup: %s', (raw, expected) => {
    expect(needsSearchCleanup(raw)).toBe(expected)
  })

  it.each([
    [{}, ''],
    [{ tab: 0, page: 1 }, ''],
    [{ tab: 0, page: 2 }, '?page=2'],
    [{ tab: 3, page: 1 }, '?tab=3'],
    [{ tab: 3, page: 4 }, '?tab=3&page=4'],
  ])('%j has the query %s', (search, expected) => {
    expect(listQuery(search)).toBe(expected)
  })

  it('builds article list links', () => {
    expect(articlesHref('ro', { tab: 0, page: 1 })).toBe('/ro/articles')
    expect(articlesHref('en', { tab: 2, page: 2 })).toBe('/en/articles?tab=2&page=2')
  })
})
