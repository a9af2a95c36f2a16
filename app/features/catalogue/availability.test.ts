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

/**
 * Cold review r44 (pharma theme): "Cumpără dintr-un clic" and "Comandă angro" ordered a prescription
 * product with no confirmation at all; it is ordered through the cart, where it is confirmed.
 */
describe('quickForms: prescription products in pharmacy mode', () => {
  const recipe = (product: ReturnType<typeof p>) => ({ ...product, is_recipe: true })
  it.each([
    [recipe(p(true, true, true, 5)), true, []],
    [recipe(p(true, true, true, 0)), true, ['firstToKnow']],
    [recipe(p(false, true, true, 5)), true, []],
    [recipe(p(true, true, true, 5)), false, ['oneClick', 'bulkOrder']],
    [{ ...p(true, true, true, 5), is_recipe: false }, true, ['oneClick', 'bulkOrder']],
    [p(true, true, true, 0), true, ['preOrder', 'firstToKnow']],
  ])('%o in pharmacy mode %s -> %o', (product, pharmacyMode, forms) => {
    expect(quickForms(product, pharmacyMode)).toEqual(forms)
  })
})

describe('tintForPreOrder', () => {
  it.each([
    [p(true, true, true, 0), true, true],
    [p(true, true, true, 0), false, false],
    [p(true, true, true, 3), true, false],
    [p(false, true, true, 0), true, false],
    // no price to show (on request, or stripped for a guest): by its stock alone
    [{ ...p(true, true, true, 3), price_on_request: true }, true, false],
    [{ ...p(true, true, true, 0), price_on_request: true }, true, true],
  ])('%o with setting %s -> %s', (product, setting, expected) => {
    expect(tintForPreOrder(product, setting)).toBe(expected)
  })
})
