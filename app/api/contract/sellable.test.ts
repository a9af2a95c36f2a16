import { describe, expect, it } from 'vitest'
import { isSellable } from './sellable'

const p = (active: boolean, available: boolean, is_stock: boolean, stock: number) => ({
  active,
  available,
  is_stock,
  stock,
})

describe('isSellable', () => {
  it.each([
    [p(true, true, true, 5), true],
    [p(true, true, true, 0.5), true],
    [p(true, true, true, 0), false],
    [p(true, true, true, -3), false],
    [p(true, true, true, Number.NaN), false],
    [p(true, true, true, Number.POSITIVE_INFINITY), false],
    [p(true, true, false, 10), false],
    [p(true, false, true, 10), false],
    [p(false, true, true, 10), false],
    [p(false, false, false, 0), false],
  ])('%o -> %s', (product, expected) => expect(isSellable(product)).toBe(expected))
})

describe('isSellable with allow_negative_stock', () => {
  it.each([
    [p(true, true, false, 0), true],
    [p(true, true, true, -3), true],
    [p(true, true, true, Number.NaN), true],
    [p(true, false, true, 10), false],
    [p(false, true, true, 10), false],
  ])('%o -> %s', (product, expected) => expect(isSellable(product, true)).toBe(expected))
})
