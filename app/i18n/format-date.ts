import { LOCALE_ISO, type Locale, SITE_TIME_ZONE, SITE_TIME_ZONE_OFFSETS_MIN } from '#config'
import { calendarTimeZone } from './format'

/*
 * Dates in the shop's time zone (decision 0035). A module of its own, apart from format.ts (prices,
 * in every page's first chunk): only the pages that print such dates load it.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_ISO[locale], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    })
    dateFormats.set(key, format)
  }
  return format
}

/** The separator of each locale's day.month.year (what Intl prints for 2-digit day and month, numeric year). */
const NUMERIC_DATE_SEPARATOR: Record<Locale, string> = { ro: '.', ru: '.', uk: '.', en: '/' }
const MINUTE_MS = 60_000
/**
 * The years of the instants whose offsets time-zone.test.ts checks against Intl:
 * SITE_TIME_ZONE_OFFSETS_MIN are the zone's offsets then, not in every year of its history (Moldova
 * kept Moscow time until 1990). Within them a shifted instant is always a valid Date.
 */
const CHECKED_YEARS = { from: 2000, to: 2040 }

/**
 * The day of `ms` in a zone whose offsets are `offsets`, printed as Intl would, or null when the
 * offset decides the day or the instant falls outside CHECKED_YEARS: then Intl answers.
 */
function zoneFreeDate(ms: number, locale: Locale, offsets: readonly number[]): string | null {
  const year = new Date(ms).getUTCFullYear()
  if (year < CHECKED_YEARS.from || year > CHECKED_YEARS.to) return null
  const days = offsets.map((minutes) => new Date(ms + minutes * MINUTE_MS).toISOString().slice(0, 10))
  const day = days[0]
  if (!day || days.some((d) => d !== day)) return null
  const separator = NUMERIC_DATE_SEPARATOR[locale]
  return [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)].join(separator)
}

/**
 * A date per locale in the shop's time zone, e.g. 22.11.2026 (ro, ru, uk) or 22/11/2026 (en). Invalid
 * dates give ''. Printed from the UTC day where the zone's offsets all agree on it, so the articles'
 * and reviews' dates do not make the browser load its zone data (decision 0084).
 */
export function formatDate(value: string | number | Date, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value)
  const ms = date.getTime()
  if (Number.isNaN(ms)) return ''
  const timeZone = calendarTimeZone(value)
  const offsets = timeZone === 'UTC' ? [0] : timeZone === SITE_TIME_ZONE ? SITE_TIME_ZONE_OFFSETS_MIN : null
  return (offsets && zoneFreeDate(ms, locale, offsets)) ?? dateFormat(locale, timeZone).format(date)
}

const NAIVE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/
const ONLY_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * What `intl.formatDate` needs to print a back end's date as the moment it names (decision 0035): a
 * date-only value is that calendar day, with no time of day; a date-time without a zone
 * (`2024-05-02 09:00:00`) is the shop's wall-clock time, printed as written; a date-time with a zone
 * is printed in the shop's zone. Before, a date-only order date showed "03:00" and a naive 09:00
 * showed 12:00 (session 60's operator audit).
 */
export function datePrintable(value: string): { date: string; timeZone: string; hasTime: boolean } {
  const text = value.trim()
  if (ONLY_DATE.test(text)) return { date: `${text}T00:00:00Z`, timeZone: 'UTC', hasTime: false }
  const naive = NAIVE_DATE_TIME.exec(text)
  if (naive) return { date: `${naive[1]}T${naive[2]}Z`, timeZone: 'UTC', hasTime: true }
  return { date: text, timeZone: SITE_TIME_ZONE, hasTime: true }
}
