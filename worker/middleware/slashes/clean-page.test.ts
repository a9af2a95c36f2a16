import { describe, expect, it } from 'vitest'
import { withCleanPage } from './index'

describe("withCleanPage: the list pages' page rule on the query of a slash or case redirect", () => {
  it.each<[string, string]>([
    ['', ''],
    ['?page=2', '?page=2'],
    ['?page=1', ''],
    ['?page=0', ''],
    ['?page=-3', ''],
    ['?page=abc', ''],
    ['?page=', ''],
    ['?page=1.5', ''],
    ['?page=02', '?page=2'],
    ['?sort=price%2B&page=1&filter=brand_id%3A3', '?sort=price%2B&filter=brand_id%3A3'],
    ['?x=%20y&page=3', '?x=%20y&page=3'],
    ['?tab=1', '?tab=1'],
  ])('%j -> %j', (search, clean) => {
    expect(withCleanPage(search)).toBe(clean)
  })
})
