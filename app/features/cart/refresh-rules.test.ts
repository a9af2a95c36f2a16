import { describe, expect, it } from 'vitest'
import { type CheckoutStatus, type RefreshLine, refreshUpdates, unorderableLines } from './refresh-rules'

const line = (productId: number, price: number, flags: { active?: boolean; available?: boolean } = {}): RefreshLine => ({ product: { productId, price, ...flags } })
const status = (id: number, price: number, over: Partial<CheckoutStatus> = {}): CheckoutStatus => ({ id, price, active: true, available: true, is_stock: true, ...over })

describe('refreshUpdates (local cart refresh)', () => {
  it.each([
    ['unchanged product: no update', line(1, 10), [status(1, 10)], undefined],
    ['changed price replaced', line(1, 10), [status(1, 12.5)], { price: 12.5, active: true, available: true }],
    ['price rounded to 2 decimals', line(1, 10), [status(1, 12.499)], { price: 12.5, active: true, available: true }],
    ['missing from the answer: inactive, price kept', line(1, 10), [], { price: 10, active: false, available: false }],
    ['inactive product flagged', line(1, 10), [status(1, 10, { active: false })], { price: 10, active: false, available: true }],
    ['unavailable product flagged', line(1, 10), [status(1, 10, { available: false })], { price: 10, active: true, available: false }],
    ['out of stock counts as unavailable', line(1, 10), [status(1, 10, { is_stock: false })], { price: 10, active: true, available: false }],
    ['flag cleared when the product is back', line(1, 10, { available: false }), [status(1, 10)], { price: 10, active: true, available: true }],
    ['a broken price keeps the old one', line(1, 10), [status(1, Number.NaN)], undefined],
    ['a negative price keeps the old one', line(1, 10), [status(1, -1)], undefined],
  ])('%s', (_name, l, statuses, expected) => {
    expect(refreshUpdates([l], statuses).get(1)).toEqual(expected)
  })

  it('answers per line, ignoring statuses of products not in the cart', () => {
    const updates = refreshUpdates([line(1, 10), line(2, 5)], [status(2, 6), status(3, 1)])
    expect([...updates.keys()]).toEqual([1, 2])
    expect(updates.get(2)?.price).toBe(6)
  })
})

describe('unorderableLines', () => {
  it('names each flagged line, inactive before unavailable', () => {
    const problems = unorderableLines([line(1, 1), line(2, 1, { active: false, available: false }), line(3, 1, { available: false }), line(4, 1, { active: true, available: true })])
    expect(problems.map((p) => [p.productId, p.code])).toEqual([
      [2, 'inactive'],
      [3, 'unavailable'],
    ])
  })
  it('lines without flags (older stored carts) are orderable', () => {
    expect(unorderableLines([line(1, 1)])).toEqual([])
  })
})
