import {
  CURRENCY_SYMBOLS,
  type Currency,
  DEFAULT_CURRENCY,
  LOCALE_ISO,
  type Locale,
  PHONE_CODES,
  SITE_TIME_ZONE,
} from '#config'
import { decimalFormatFor } from './decimal'

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && value in CURRENCY_SYMBOLS
}

/** An unknown currency falls back to MDL with a warning (the spec: invalid currency, warning only). */
export function currencyOrDefault(value: unknown): Currency {
  if (isCurrency(value)) return value
  if (value !== undefined && value !== null)
    console.warn(`[currency] unknown currency ${String(value)}, using ${DEFAULT_CURRENCY}`)
  return DEFAULT_CURRENCY
}

// Prices print without Intl.NumberFormat: building the first one loads the browser's locale data
// inside the hydration task (decision 0084). decimalFormatFor knows the four locales and keeps one
// formatter per variant; Intl is only a guard for a locale it would not know (decimal.test.ts covers all).
function numberFormat(locale: Locale, fractionDigits: 0 | 2) {
  const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 }
  return decimalFormatFor(LOCALE_ISO[locale], options) ?? new Intl.NumberFormat(LOCALE_ISO[locale], options)
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The zone a date value prints in (decision 0035): a date-time is the day it falls on in the shop's
 * time zone (SITE_TIME_ZONE); a date-only value (`2026-11-25`) is a calendar day already, parsed at
 * UTC midnight, so it prints in UTC and never shifts a day, whatever the site's or the process's zone.
 * Pass it as `timeZone` when formatting a value that may be date-only (acts, promotions' expiry).
 */
export function calendarTimeZone(value: unknown): string {
  return typeof value === 'string' && DATE_ONLY.test(value.trim()) ? 'UTC' : SITE_TIME_ZONE
}

let yearFormat: Intl.DateTimeFormat | undefined
/** No zone on earth is more than 14 hours from UTC. */
const MAX_ZONE_OFFSET_MS = 14 * 3_600_000
/**
 * The current year in the shop's time zone (the footer's copyright), the same on a UTC server and in
 * any browser. Away from New Year in UTC it is the UTC year whatever the zone, so the zone's formatter
 * is built only in the 28 hours around it: building the first formatter with a time zone loads the
 * browser's zone data, ~40 ms of a throttled phone's main thread during every page's start.
 */
export function siteYear(now: number | Date = Date.now()): number {
  const ms = typeof now === 'number' ? now : now.getTime()
  const utcYear = new Date(ms).getUTCFullYear()
  if (
    new Date(ms - MAX_ZONE_OFFSET_MS).getUTCFullYear() === utcYear &&
    new Date(ms + MAX_ZONE_OFFSET_MS).getUTCFullYear() === utcYear
  )
    return utcYear
  yearFormat ??= new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: SITE_TIME_ZONE })
  return Number(yearFormat.format(ms))
}

/**
 * A price with the spec's symbol: `1 234,50 lei`, `$1,234.50`. Amounts are rounded to 2 decimals;
 * whole amounts show no decimals. Non-finite input shows as 0. The space before the symbol is a
 * no-break space, like the grouping one: a narrow total never wraps as `2 149,20` / `lei`.
 */
export function formatPrice(amount: number, currency: unknown, locale: Locale): string {
  const code = currencyOrDefault(currency)
  const number = formatAmount(amount, locale)
  const symbol = CURRENCY_SYMBOLS[code]
  return code === 'USD' ? `${symbol}${number}` : `${number}\u00a0${symbol}`
}

/** An amount as prices print it, without a currency: whole amounts with no decimals, the rest with two. */
export function formatAmount(amount: number, locale: Locale): string {
  const value = Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0
  return numberFormat(locale, Number.isInteger(value) ? 0 : 2).format(value)
}

/** Phones are sent without any whitespace. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, '')
}

export function phoneCode(isRomanian: boolean): string {
  return isRomanian ? PHONE_CODES.romania : PHONE_CODES.moldova
}

/** A `tel:` href for a displayed phone number (digits and a leading plus only). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`
}
