import { describe, expect, it } from 'vitest'
import { formOfSuccess, newRequestId, quickCount, successOf } from './rules'

describe('success modals', () => {
  it.each([
    ['oneClick', 'oneClickSuccess'],
    ['preOrder', 'preOrderSuccess'],
    ['firstToKnow', 'firstToKnowSuccess'],
    ['bulkOrder', 'bulkOrderSuccess'],
  ] as const)('%s <-> %s', (form, success) => {
    expect(successOf(form)).toBe(success)
    expect(formOfSuccess(success)).toBe(form)
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

describe("quickCount: a quantity by the cart's rule, or null (shown as a field error in the page language)", () => {
  it.each<[string, number, number | null]>([
    ['3', 1, 3],
    [' 3 ', 1, 3],
    ['1,5', 1, 1.5],
    ['2.25', 1, 2.25],
    ['99999', 1, 99_999],
    ['1.2345', 1, 1.235],
    ['0,3', 0.5, 0.5],
    ['0,7', 0.5, 0.7],
    ['0,0001', 1, 1],
    ['0', 1, null],
    ['0,0', 1, null],
    ['-3', 1, null],
    ['abc', 1, null],
    ['', 1, null],
    ['1e3', 1, null],
    ['99999999', 1, null],
  ])('%j of a product sold by %d -> %j', (text, multiplicity, count) => {
    expect(quickCount(text, multiplicity)).toBe(count)
  })
})
