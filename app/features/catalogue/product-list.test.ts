import { describe, expect, test } from 'vitest'
import { PRODUCT_LIST_MAX, productListIds } from './product-list'

describe('productListIds: what ?ids= names, never an error', () => {
  test.each([
    ['a comma list, in its order', '12,3,7', [12, 3, 7]],
    ['spaces around ids', ' 4 , 5 ', [4, 5]],
    ['repeated ids: the first wins', '5,4,5', [5, 4]],
    ['words, negatives, decimals, zero and overlong numbers dropped', 'abc,-1,2.5,0,9999999999,8', [8]],
    ['a number value', 9, [9]],
    ['a repeated key (array)', ['1,2', '3'], [1, 2, 3]],
    ['missing', undefined, []],
    ['an object', { a: 1 }, []],
    ['empty', '', []],
  ] as const)('%s', (_name, raw, expected) => {
    expect(productListIds(raw)).toEqual(expected)
  })

  test(`at most ${PRODUCT_LIST_MAX} ids`, () => {
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(',')
    expect(productListIds(many)).toHaveLength(PRODUCT_LIST_MAX)
  })
})
