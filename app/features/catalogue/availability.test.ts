import { describe, expect, it } from 'vitest'
import { quickForms, tintForPreOrder } from './availability'

const p = (active: boolean, available: boolean, is_stock: boolean, stock: number) => ({
  active,
  available,
  is_stock,
  stock,
})

describe('quickForms (sellable: app/api/contract/sellable.test.ts)', () => {
  it.each([
    [p(true, true, true, 5), true, ['oneClick', 'bulkOrder']],
    [p(true, true, true, 0.5), true, ['oneClick', 'bulkOrder']],
    [p(true, true, true, 0), false, ['preOrder', 'firstToKnow']],
    [p(true, true, true, -3), false, ['preOrder', 'firstToKnow']],
    [p(true, true, false, 10), false, ['preOrder', 'firstToKnow']],
    [p(true, false, true, 10), false, ['preOrder', 'firstToKnow']],
    [p(true, true, true, Number.NaN), false, ['preOrder', 'firstToKnow']],
    [p(false, true, true, 10), false, []],
    [p(false, false, false, 0), false, []],
  ])('%o -> sellable %s, forms %o', (product, _sellable, forms) => {
    expect(quickForms(product)).toEqual(forms)
  })
})

describe('tintForPreOrder', () => {
  it.each([
    [p(true, true, true, 0), true, true],
    [p(true, true, true, 0), false, false],
    [p(true, true, true, 3), true, false],
    [p(false, true, true, 0), true, false],
  ])('%o with setting %s -> %s', (product, setting, expected) => {
    expect(tintForPreOrder(product, setting)).toBe(expected)
  })
})
