import { describe, expect, it } from 'vitest'
import { canonicalPageQuery, listPage, MAX_LIST_PAGE, pageNumber, searchPage } from './page-param'

describe('pageNumber: spec 2.3, junk is no page', () => {
  it.each<[string | null | undefined, number]>([
    ['2', 2],
    ['10000', 10_000],
    ['007', 7],
    ['1', 1],
    ['0', 1],
    ['00', 1],
    [null, 1],
    [undefined, 1],
    ['', 1],
    // Number() read each of these as a page
    ['0x10', 1],
    ['0b11', 1],
    ['0o7', 1],
    ['1e1', 1],
    [' 2', 1],
    ['2 ', 1],
    ['2.0', 1],
    ['+2', 1],
    ['-3', 1],
    ['abc', 1],
    ['1234567890123456', 1],
  ])('%j is page %i', (raw, page) => {
    expect(pageNumber(raw)).toBe(page)
  })
})

describe('canonicalPageQuery: one spelling of the page, the rest of the query as it came', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['?sort=price%2B', null],
    ['?page=2', null],
    ['?tab=1&page=3', null],
    ['?page=1', ''],
    ['?page=0', ''],
    ['?page=', ''],
    ['?page', ''],
    ['?page=abc', ''],
    ['?page=0x10', ''],
    ['?page=%202', ''],
    ['?page=2.0', ''],
    ['?page=02', '?page=2'],
    ['?page=2&page=3', '?page=2'],
    ['?page=x&page=3', ''],
    ['?p%61ge=02', '?page=2'],
    ['?sort=price%2B&page=1&filter=brand_id%3A3', '?sort=price%2B&filter=brand_id%3A3'],
    ['?x=%20y&page=03&z=a+b', '?x=%20y&page=3&z=a+b'],
    ['?bad=%E0%A4%A&page=1', '?bad=%E0%A4%A'],
  ])('%j -> %j', (search, clean) => {
    expect(canonicalPageQuery(search)).toBe(clean)
  })
})

describe("searchPage: the page of the router's parsed search", () => {
  it.each<[unknown, number]>([
    [2, 2],
    ['2', 2],
    ['02', 2],
    [['3', '4'], 3],
    [1, 1],
    [0, 1],
    [-2, 1],
    [2.5, 1],
    [2 ** 53, 1],
    ['0x10', 1],
    [' 2', 1],
    [null, 1],
    [undefined, 1],
    [{}, 1],
    [true, 1],
  ])('%j is page %i', (value, page) => {
    expect(searchPage(value)).toBe(page)
  })
})

describe("canonicalPageQuery with a list's last page", () => {
  it.each<[string, number, string | null]>([
    ['?page=8', 7, '?page=7'],
    ['?page=7', 7, null],
    ['?page=3', 1, ''],
    ['?sort=price%2B&page=08&filter=brand%3A1', 7, '?sort=price%2B&page=7&filter=brand%3A1'],
  ])('%j of %i pages -> %j', (search, last, clean) => {
    expect(canonicalPageQuery(search, last)).toBe(clean)
  })
})

describe("listPage: a list URL's page, 2 to the last the shop asks for", () => {
  it.each<[unknown, number | undefined]>([
    [undefined, undefined],
    [1, undefined],
    ['1', undefined],
    [2, 2],
    ['02', 2],
    [['3', '4'], 3],
    [MAX_LIST_PAGE, MAX_LIST_PAGE],
    [MAX_LIST_PAGE + 1, undefined],
    [String(MAX_LIST_PAGE + 1), undefined],
    ['0x10', undefined],
    [2.5, undefined],
  ])('%j -> %j', (value, page) => {
    expect(listPage(value)).toBe(page)
  })
})
