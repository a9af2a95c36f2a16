import { describe, expect, it } from 'vitest'
import { formOfSuccess, isQuickForm, isQuickSuccess, isSellable, newRequestId, quickForms, tintForPreOrder } from './rules'

const p = (active: boolean, available: boolean, is_stock: boolean, stock: number) => ({ active, available, is_stock, stock })

describe('quickForms and isSellable', () => {
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
  ])('%o -> sellable %s, forms %o', (product, sellable, forms) => {
    expect(isSellable(product)).toBe(sellable)
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

describe('modal names', () => {
  it.each([
    ['oneClick', true, false],
    ['bulkOrderSuccess', false, true],
    ['firstToKnowSuccess', false, true],
    ['cartDrawer', false, false],
    ['toString', false, false],
    [null, false, false],
  ])('%s: form %s, success %s', (name, form, success) => {
    expect(isQuickForm(name)).toBe(form)
    expect(isQuickSuccess(name)).toBe(success)
  })
  it('maps a success modal back to its form', () => {
    expect(formOfSuccess('preOrderSuccess')).toBe('preOrder')
  })
})

describe('newRequestId', () => {
  it.each([
    ['3f2a9c1e-0b7d-4c8e-9a51-1e2f3a4b5c6d', '3f2a9c1e-0b7d-4c8e-9a51-1e2f3a4b5c6d'],
    ['ab/c', 'abc00000'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%s -> %s', (raw, expected) => {
    expect(newRequestId(() => raw)).toBe(expected)
    expect(newRequestId(() => raw)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })
})
