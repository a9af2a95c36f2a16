import { describe, expect, it } from 'vitest'
import { searchAliasTarget } from './search-alias'

describe('searchAliasTarget: ?q= is the search page ?query=', () => {
  it.each<[string, string | null]>([
    ['/ro/search?q=ab', '/ro/search?query=ab'],
    [
      '/ru/search?q=%D1%82%D0%B5%D0%BB%D0%B5%D1%84%D0%BE%D0%BD&page=2',
      '/ru/search?page=2&query=%D1%82%D0%B5%D0%BB%D0%B5%D1%84%D0%BE%D0%BD',
    ],
    ['/en/search?q=a+b%26c', '/en/search?query=a+b%26c'],
    ['/uk/search?q=', '/uk/search?query='],
    ['/ro/search?q=one&q=two', '/ro/search?query=one'],
    ['/ro/search?query=kept&q=dropped', '/ro/search?query=kept'],
    ['/ro/search?query=ab', null],
    ['/ro/search', null],
    ['/ro/telefoane?q=ab', null],
    ['/de/search?q=ab', null],
    ['/ro/search/extra?q=ab', null],
  ])('%s -> %s', (path, target) => {
    expect(searchAliasTarget(new URL(path, 'https://shop.test'))).toBe(target)
  })
})
