import { describe, expect, it } from 'vitest'
import { orderProblems, stockProblem } from './drawer-rules'
import type { RefreshLine } from './refresh-rules'

const line = (count: number | undefined, product: Partial<RefreshLine['product']> = {}): RefreshLine => ({
  product: { productId: 7, price: 10, ...product },
  count,
})

describe('stockProblem (audit r11: stock lowered under the cart count)', () => {
  it.each([
    ['count above the stock', line(5, { stock: 2 }), false, 2],
    ['stock 0 (is_stock still true)', line(1, { stock: 0 }), false, 0],
    ['a negative stock: none left', line(1, { stock: -3 }), false, 0],
    ['count equal to the stock', line(2, { stock: 2 }), false, null],
    ['count below the stock', line(1, { stock: 2 }), false, null],
    ['decimal count above a decimal stock', line(1.5, { stock: 1.25 }), false, 1.25],
    ['stock unknown (null)', line(5, { stock: null }), false, null],
    ['stock not stored', line(5), false, null],
    ['no count', line(undefined, { stock: 2 }), false, null],
    ['the site sells beyond its stock', line(5, { stock: 2 }), true, null],
  ])('%s', (_n, l, allowNegativeStock, available) => {
    const problem = stockProblem(l, allowNegativeStock)
    expect(problem?.availableCount ?? null).toBe(available)
    if (problem) expect(problem).toMatchObject({ productId: 7, code: 'not_enough_stock' })
  })
})

describe('orderProblems: one problem a line, inactive and unavailable first', () => {
  it('in line order', () => {
    const lines = [
      { product: { productId: 1, price: 1, active: false, stock: 0 }, count: 3 },
      { product: { productId: 2, price: 1, stock: 1 }, count: 3 },
      { product: { productId: 3, price: 1, available: false }, count: 1 },
      { product: { productId: 4, price: 1, stock: 9 }, count: 3 },
    ]
    expect(orderProblems(lines, false).map((p) => [p.productId, p.code, p.availableCount])).toEqual([
      [1, 'inactive', 0],
      [2, 'not_enough_stock', 1],
      [3, 'unavailable', 0],
    ])
    expect(orderProblems(lines, true).map((p) => p.code)).toEqual(['inactive', 'unavailable'])
  })
})
