import { describe, expect, it } from 'vitest'
import { pricesHidden } from './price-visibility'

describe('pricesHidden', () => {
  it.each([
    [false, undefined, false],
    [false, '0', false],
    [true, undefined, true],
    [true, '', true],
    [true, '0', true],
    [true, '00', true],
    [true, '-1', true],
    [true, 'abc', true],
    [true, '1.5', true],
    [true, '1', false],
    [true, '2', false],
    [true, '1234567', true],
  ])('hide=%s group=%j -> %s', (hide, group, expected) => expect(pricesHidden(hide, group)).toBe(expected))
})
