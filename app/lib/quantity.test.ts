import { afterEach, describe, expect, it } from 'vitest'
import { countCapOf } from '#contract/numbers.ts'
import {
  addCount,
  clampCount,
  countCap,
  multiplicityOf,
  reduceCount,
  saleUnit,
  setCountCap,
  typedCount,
} from './quantity'

describe('clampCount', () => {
  it.each<[unknown, number, number]>([
    [1, 1, 1],
    [2.5, 1, 2.5],
    [1.23456, 1, 1.235],
    [0.2, 0.5, 0.5],
    [0.75, 0.5, 0.75],
    [3, 6, 6],
    [0, 1, 0],
    [-5, 1, 0],
    [Number.NaN, 1, 0],
    ['abc', 1, 0],
    ['2,5', 1, 2.5],
    ['4', 1, 4],
    [null, 1, 0],
    [undefined, 1, 0],
    [Number.POSITIVE_INFINITY, 1, 0],
    [1e12, 1, 99999],
    [100000, 1, 99999],
    [99999, 1, 99999],
    [5, 0, 5],
    [5, -2, 5],
  ])('clampCount(%j, m=%s) = %s', (requested, m, expected) => expect(clampCount(requested, m)).toBe(expected))
})

describe('typedCount: what a quantity field sets when left', () => {
  it.each<[string, number, number, number]>([
    // an emptied field, or one with no number in it, keeps the count it had (spec 4: only 0 removes)
    ['', 3, 1, 3],
    ['   ', 3, 1, 3],
    ['.', 3, 1, 3],
    [',', 2.5, 0.5, 2.5],
    ['abc', 3, 1, 3],
    ['1.2.3', 3, 1, 3],
    // an explicit 0 removes the line
    ['0', 3, 1, 0],
    ['0,0', 3, 1, 0],
    // a number is clamped as ever
    ['5', 3, 1, 5],
    ['2,5', 1, 1, 2.5],
    ['1', 4, 2, 2],
    ['1000000', 3, 1, 99999],
  ])('typedCount(%j, had %s, m=%s) = %s', (text, current, m, expected) =>
    expect(typedCount(text, current, m)).toBe(expected),
  )
})

describe('addCount', () => {
  it.each<[number, number, unknown, number]>([
    [0, 1, undefined, 1],
    [0, 0.5, undefined, 0.5],
    [0, 6, undefined, 6],
    [1, 1, undefined, 2],
    [0.5, 0.5, undefined, 1],
    [6, 6, undefined, 12],
    [2, 1, 3, 5],
    [99998, 1, undefined, 99999],
    [99999, 1, undefined, 99999],
    [99990, 1, 50, 99999],
    [0, 1, -3, 1],
    [0, 1, Number.NaN, 1],
    [0.1, 0.2, 0.1, 0.2],
  ])('addCount(%s, m=%s, +%j) = %s', (current, m, amount, expected) =>
    expect(addCount(current, m, amount)).toBe(expected),
  )
})

describe('reduceCount', () => {
  it.each([
    [2, 1, 1],
    [1, 1, 0],
    [1, 0.5, 0.5],
    [0.5, 0.5, 0],
    [12, 6, 6],
    [7, 6, 0],
  ])('reduceCount(%s, m=%s) = %s', (current, m, expected) => expect(reduceCount(current, m)).toBe(expected))
})

describe('helpers', () => {
  it.each<[unknown, number]>([
    [0.5, 0.5],
    [0, 1],
    [-1, 1],
    ['2', 1],
    [Number.NaN, 1],
  ])('multiplicityOf(%j) = %s', (v, expected) => expect(multiplicityOf(v)).toBe(expected))
})

describe('is_units_measurement: saleUnit', () => {
  it.each([
    [0.5, true, 'kg'],
    [0.25, true, 'kg'],
    [1, true, 'pc'],
    [6, true, 'pc'],
    ['x', true, 'pc'],
    [0.5, false, null],
    [1, false, null],
  ])('multiplicity %j, enabled %s -> %s', (m, enabled, expected) => expect(saleUnit(m, enabled)).toBe(expected))
})

describe('cart_settings.max_count: the cap of a line', () => {
  afterEach(() => setCountCap(undefined))
  it.each([
    [50, 50],
    [1, 1],
    [99999, 99999],
    [100000, 99999],
    [0, 99999],
    [2.5, 99999],
    ['50', 99999],
    [null, 99999],
    [undefined, 99999],
  ])('max_count %j caps at %j', (maxCount, expected) => expect(countCapOf(maxCount)).toBe(expected))

  it('setting, adding and the cap in force follow the site cap', () => {
    setCountCap(50)
    expect(countCap()).toBe(50)
    expect(clampCount(80, 1)).toBe(50)
    expect(addCount(49, 1)).toBe(50)
    expect(addCount(50, 1)).toBe(50)
    expect(addCount(48, 5)).toBe(50)
    setCountCap(null)
    expect(clampCount(80, 1)).toBe(80)
  })
})
