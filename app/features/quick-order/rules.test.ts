import { describe, expect, it } from 'vitest'
import { formOfSuccess, newRequestId, successOf } from './rules'

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
