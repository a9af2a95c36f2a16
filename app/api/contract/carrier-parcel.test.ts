import { describe, expect, it } from 'vitest'
import { CARRIER_MAX_DECLARED_VALUE, carrierDeclaredValue, carrierParcelOf } from './carrier-parcel'

/**
 * One declared-value rule for the cart's price call and the order (review r66): the cart capped the
 * value at 100,000,000 and the order (admin-api orderParcel) did not, so a dearer cart was shown a
 * lower insurance part than the order charged. Both read carrierParcelOf now.
 */
describe('carrierDeclaredValue', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [0.005, 0.01],
    [1818, 1818],
    [10_029.975, 10_029.98],
    [99_999_999.99, 99_999_999.99],
    [100_000_000, 100_000_000],
    [100_000_000.01, 100_000_000],
    [150_000_000, 100_000_000],
    [1e12, 100_000_000],
  ])('goods worth %s are declared at %s', (goods, declared) => {
    expect(carrierDeclaredValue(goods)).toBe(declared)
  })
  it('caps at the contract bound', () => expect(CARRIER_MAX_DECLARED_VALUE).toBe(1e8))
})

describe('carrierParcelOf', () => {
  it.each([
    ['no lines', [], { weight_gr: 0, declared_value: 0 }],
    [
      'weights and prices times counts, grams whole, value to the cent',
      [
        { weight_gr: 20_094, price: 909.995, count: 2 },
        { weight_gr: 0.4, price: 10, count: 3 },
      ],
      { weight_gr: 40_189, declared_value: 1849.99 },
    ],
    [
      'a line without weight or price counts nothing of it',
      [{ weight_gr: null, price: null, count: 5 }],
      {
        weight_gr: 0,
        declared_value: 0,
      },
    ],
    [
      'the weight is never capped (the carrier warns over its maximum)',
      [{ weight_gr: 50_000, price: 1, count: 30 }],
      { weight_gr: 1_500_000, declared_value: 30 },
    ],
    [
      'goods over 100,000,000 are declared at 100,000,000',
      [{ weight_gr: 100, price: 2000, count: 99_999 }],
      { weight_gr: 9_999_900, declared_value: 100_000_000 },
    ],
  ])('%s', (_name, lines, parcel) => {
    expect(carrierParcelOf(lines)).toEqual(parcel)
  })
})
