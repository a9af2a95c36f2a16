import { describe, expect, it } from 'vitest'
import { paidUnitPrice } from './paid-price'

describe('paidUnitPrice: what a unit of a line costs the shopper', () => {
  it.each([
    ['no discounted price', 200, undefined, 200],
    ['a lower discounted price', 200, 150, 150],
    ['the same price', 200, 200, 200],
    ['a higher "discounted" price is not a discount', 200, 250, 200],
    ['a negative one is none', 200, -1, 200],
    ['not a number is none', 200, Number.NaN, 200],
    ['free', 200, 0, 0],
  ] as const)('%s', (_n, price, discounted, expected) => expect(paidUnitPrice(price, discounted)).toBe(expected))
})
