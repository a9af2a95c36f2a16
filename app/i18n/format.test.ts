import { describe, expect, it, vi } from 'vitest'
import { currencyOrDefault, formatPrice, normalizePhone, phoneCode, telHref } from './format'
import { formatDate } from './format-date'

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it.each([
    [1234.5, 'MDL', 'ro', '1.234,50 lei'],
    [1234, 'MDL', 'ru', '1 234 lei'],
    [99.999, 'RON', 'ro', '100 ron'],
    [10.1, 'USD', 'en', '$10.10'],
    [5, 'EUR', 'en', '5 eur'],
    [1500, 'UAH', 'uk', '1 500 ₴'],
    [Number.NaN, 'MDL', 'en', '0 lei'],
    [Number.POSITIVE_INFINITY, 'MDL', 'en', '0 lei'],
  ] as const)('%s %s in %s is %s', (amount, currency, locale, expected) => {
    expect(nbsp(formatPrice(amount, currency, locale))).toBe(expected)
  })

  it.each([
    ['ro', 'MDL', 2149.2],
    ['ru', 'MDL', 2149.2],
    ['uk', 'UAH', 1500],
    ['en', 'EUR', 5],
  ] as const)(
    '%s: the symbol is held to the amount by a no-break space (a narrow total never wraps before it)',
    (locale, currency, amount) => {
      expect(formatPrice(amount, currency, locale)).not.toMatch(/ /)
      expect(formatPrice(amount, currency, locale)).toMatch(/\d\u00a0\S+$/)
    },
  )

  it('an unknown currency warns and falls back to MDL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(nbsp(formatPrice(3, 'XYZ', 'en'))).toBe('3 lei')
    expect(currencyOrDefault('XYZ')).toBe('MDL')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('formatDate', () => {
  it.each([
    ['2026-11-22T10:00:00Z', 'ro', '22.11.2026'],
    ['2026-11-22T10:00:00Z', 'en', '22/11/2026'],
    ['not a date', 'en', ''],
  ] as const)('%s in %s', (value, locale, expected) => expect(formatDate(value, locale)).toBe(expected))
})

describe('phones', () => {
  it.each([
    ['+373 69 123 456', '+37369123456'],
    [' +40\t721 000\n000 ', '+40721000000'],
    ['', ''],
  ])('normalizePhone(%j) = %j', (input, expected) => expect(normalizePhone(input)).toBe(expected))

  // The 15 / 17 length limits are the phone masks' (app/ui/phone-mask.test.ts).
  it.each([
    [true, '+40'],
    [false, '+(373)'],
  ])('romanian=%s: code %s', (isRomanian, code) => {
    expect(phoneCode(isRomanian)).toBe(code)
  })

  it.each([
    ['+(373) 22 123-456', 'tel:+37322123456'],
    ['022 12 34 56', 'tel:022123456'],
  ])('telHref(%j)', (input, expected) => expect(telHref(input)).toBe(expected))
})
