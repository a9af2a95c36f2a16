import { describe, expect, it } from 'vitest'
import { countChangeEvent } from './drawer-rules'

describe('countChangeEvent', () => {
  it.each([
    [1, 2, { event: 'add_to_cart', quantity: 1 }],
    [0.5, 1.5, { event: 'add_to_cart', quantity: 1 }],
    [0.1, 0.3, { event: 'add_to_cart', quantity: 0.2 }],
    [3, 1, { event: 'remove_from_cart', quantity: 2 }],
    [2, 0, { event: 'remove_from_cart', quantity: 2 }],
    [1.5, 1.5, null],
    [Number.NaN, 2, null],
    [1, Number.POSITIVE_INFINITY, null],
  ] as const)('%s -> %s', (previous, next, expected) => {
    expect(countChangeEvent(previous, next)).toEqual(expected)
  })
})
