import { describe, expect, it } from 'vitest'
import { searchHref, searchQueryFor } from './rules'

describe('searchQueryFor (at least 2 characters, else no call)', () => {
  it.each<[unknown, string | null]>([
    ['', null],
    ['a', null],
    [' a ', null],
    ['   ', null],
    ['ab', 'ab'],
    ['  ab  ', 'ab'],
    ['tv', 'tv'],
    ['телефон', 'телефон'],
    ['ă', null],
    ['ăș', 'ăș'],
    ['a  b', 'a b'],
    ['x'.repeat(250), 'x'.repeat(200)],
    [null, null],
    [undefined, null],
    [42, null],
    [['ab'], null],
  ])('%j -> %j', (input, expected) => {
    expect(searchQueryFor(input)).toBe(expected)
  })
})

describe('searchHref (URL-encoded)', () => {
  it.each([
    ['laptop', '/ro/search?query=laptop'],
    ['a&b=c', '/ro/search?query=a%26b%3Dc'],
    ['cafea boabe', '/ro/search?query=cafea%20boabe'],
    ['hârtie', '/ro/search?query=h%C3%A2rtie'],
    ['100% #1?', '/ro/search?query=100%25%20%231%3F'],
  ])('%s', (query, href) => {
    expect(searchHref('ro', query)).toBe(href)
  })
})
