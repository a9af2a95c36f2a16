import { describe, expect, it } from 'vitest'
import { pagerItems } from './pager'

describe('pagerItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, []],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, null, 10]],
    [3, 10, [1, 2, 3, 4, 5, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, null, 10]],
    [6, 10, [1, null, 4, 5, 6, 7, 8, 9, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [50, 100, [1, null, 48, 49, 50, 51, 52, null, 100]],
    [7, 7, [1, null, 5, 6, 7]],
  ])('page %i of %i', (current, pages, expected) => expect(pagerItems(current, pages)).toEqual(expected))
})
