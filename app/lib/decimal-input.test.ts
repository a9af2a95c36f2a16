import { describe, expect, it } from 'vitest'
import { type DecimalRule, decimalKeyAllowed, decimalValue, sanitizeDecimal, settleDecimal } from './decimal-input'

describe('decimalKeyAllowed: only digits, the separators, a minus (when allowed) and control keys', () => {
  it.each<[string, DecimalRule, boolean]>([
    ['5', {}, true],
    ['0', {}, true],
    ['.', {}, true],
    [',', {}, true],
    ['-', {}, false],
    ['-', { negative: true }, true],
    ['e', {}, false],
    ['+', {}, false],
    [' ', {}, false],
    ['a', {}, false],
    ['Backspace', {}, true],
    ['Delete', {}, true],
    ['Tab', {}, true],
    ['ArrowLeft', {}, true],
    ['Home', {}, true],
    ['Enter', {}, true],
    ['Unidentified', {}, true],
    ['ä', {}, false],
  ])('%j %j -> %s', (key, rule, ok) => expect(decimalKeyAllowed(key, rule)).toBe(ok))

  it('shortcuts (Ctrl/Cmd + key) pass', () => {
    expect(decimalKeyAllowed('v', {}, { ctrl: true })).toBe(true)
    expect(decimalKeyAllowed('c', {}, { meta: true })).toBe(true)
  })
})

describe('sanitizeDecimal: what typing or pasting leaves in the field', () => {
  it.each<[string, DecimalRule, string]>([
    ['12.345', {}, '12.34'],
    ['12,345', {}, '12,34'],
    ['1 000,5', {}, '1000,5'],
    ['1.2.3', {}, '1.23'],
    ['1,2.3', {}, '1,23'],
    ['-5', {}, '5'],
    ['-5', { negative: true }, '-5'],
    ['5-', { negative: true }, '5'],
    ['abc', {}, ''],
    ['', {}, ''],
    ['3.14159', { decimals: 3 }, '3.141'],
    ['7.5', { decimals: 0 }, '7'],
    ['12.', {}, '12.'],
  ])('%j %j -> %j', (raw, rule, out) => expect(sanitizeDecimal(raw, rule)).toBe(out))
})

describe('settleDecimal: the text on leaving the field (clamped when min/max are given)', () => {
  it.each<[string, DecimalRule, string]>([
    ['12.5', {}, '12.5'],
    ['12.', {}, '12'],
    ['.5', {}, '0.5'],
    ['-', { negative: true }, ''],
    [',', {}, ''],
    ['', {}, ''],
    ['1500', { max: 1000 }, '1000'],
    ['-3', { negative: true, min: 0 }, '0'],
    ['-3,75', { negative: true, min: -2.5 }, '-2,5'],
    ['5', { min: 10, max: 20 }, '10'],
    ['15,25', { min: 10, max: 20 }, '15,25'],
    ['999999999999', { max: 999_999_999 }, '999999999'],
  ])('%j %j -> %j', (raw, rule, out) => expect(settleDecimal(raw, rule)).toBe(out))
})

describe('decimalValue', () => {
  it.each<[string, number | null]>([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['-2', -2],
    ['', null],
    ['-', null],
    ['1,2,3', null],
  ])('%j -> %s', (text, n) => expect(decimalValue(text)).toBe(n))
})
