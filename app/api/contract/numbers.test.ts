import { describe, expect, it } from 'vitest'
import { round2, round3 } from './numbers'

describe('round2 (money)', () => {
  it.each([
    [0, 0],
    [1.005, 1.01],
    [9.995, 10],
    [19.99 * 0.5, 10],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [100, 100],
    [33.333 * 3, 100],
  ])('round2(%s) = %s', (n, expected) => expect(round2(n)).toBe(expected))
})

describe('round3 (counts)', () => {
  it.each([
    [0, 0],
    [0.1 + 0.2, 0.3],
    [1.2345, 1.235],
    [1.0005, 1.001],
    [0.5 * 3, 1.5],
    [2.0004, 2],
    [99999.9999, 100000],
  ])('round3(%s) = %s', (n, expected) => expect(round3(n)).toBe(expected))
})
