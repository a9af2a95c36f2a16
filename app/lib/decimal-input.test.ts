import { describe, expect, it } from 'vitest'
import { decimalFormatFor } from '#app/i18n/decimal.ts'
import { LOCALE_ISO, LOCALES, type Locale } from '#config'
import {
  type DecimalRule,
  decimalKeyAllowed,
  decimalValue,
  localeDecimalValue,
  sanitizeDecimal,
  settleDecimal,
  THOUSANDS_MARK,
} from './decimal-input'

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

describe('localeDecimalValue: a comma or a dot as the decimal separator, thousands as the language writes them', () => {
  it.each<[string, Locale, number | null]>([
    // plain numbers and decimals, in every language
    ['20000', 'ru', 20000],
    ['1,5', 'ro', 1.5],
    ['1.5', 'ro', 1.5],
    ['1,5', 'en', 1.5],
    ['1.50', 'ru', 1.5],
    ['12,34', 'en', 12.34],
    ['.5', 'uk', 0.5],
    ['12.', 'ru', 12],
    ['-2', 'ro', -2],
    ['  750 ', 'ru', 750],
    // spaces group in every language (the shop prints ru and uk with a no-break space)
    ['10 000', 'ru', 10000],
    ['10 000', 'ro', 10000],
    ['10\u00a0000', 'uk', 10000],
    ['10\u202f000,50', 'ru', 10000.5],
    ['1 000 000', 'en', 1000000],
    // the language's own thousands mark before a group of three
    ['10.000', 'ro', 10000],
    ['1.000', 'ro', 1000],
    ['10,000', 'en', 10000],
    ['1.000.000', 'ro', 1000000],
    // ... and not another language's: a decimal there
    ['10,000', 'ro', 10],
    ['10.000', 'en', 10],
    ['10,000', 'ru', 10],
    ['10.000', 'uk', 10],
    // a mark repeated is a thousands mark in any language; both marks: the last one is the decimal one
    ['1,000,000', 'ru', 1000000],
    ['10.000,50', 'ro', 10000.5],
    ['10,000.50', 'en', 10000.5],
    ['10,000.50', 'ro', 10000.5],
    ['1.234.567,8', 'ru', 1234567.8],
    // no number
    ['5000abc', 'ru', null],
    ['abc', 'ro', null],
    ['', 'en', null],
    ['-', 'ro', null],
    ['.', 'ro', null],
    ['1,2,3', 'ro', null],
    ['1.00.0', 'ro', null],
    ['1000.000', 'ro', 1000],
    ['10.000.5', 'en', null],
    ['1.000,5,3', 'ro', null],
    ['1,5.000', 'ro', null],
    ['1e5', 'en', null],
    ['0x10', 'en', null],
  ])('%j (%s) -> %s', (text, locale, n) => expect(localeDecimalValue(text, locale)).toBe(n))
})

it.each(LOCALES)('THOUSANDS_MARK (%s) is the mark the shop prints thousands with', (locale) => {
  expect(decimalFormatFor(LOCALE_ISO[locale], {})?.format(12345)).toBe(`12${THOUSANDS_MARK[locale]}345`)
})
