import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCALE_ISO, LOCALES, type Locale, SITE_TIME_ZONE, SITE_TIME_ZONE_OFFSETS_MIN } from '#config'
import { calendarTimeZone, siteYear } from './format'
import { formatDate } from './format-date'
import { type MessageId, textIntl } from './messages'
import { compileMessages } from './precompile'

/**
 * Every printed date is in the shop's time zone (SITE_TIME_ZONE, decision 0035), whatever zone the
 * process runs in: a UTC server and a browser in Honolulu or Tokyo print the same day. The instants
 * fall on a different day in Chisinau than in UTC.
 */
const LATE_EVENING_UTC = '2026-11-25T22:30:00Z' // 26 Nov 00:30 in Chisinau (UTC+2)
const SUMMER_EVENING_UTC = '2026-07-14T21:15:00Z' // 15 Jul 00:15 in Chisinau (UTC+3, summer time)
const EARLY_MORNING_UTC = '2026-03-02T01:00:00Z' // 2 Mar 03:00 in Chisinau, 1 Mar in Honolulu

const ZONES = ['UTC', 'Pacific/Honolulu', 'Asia/Tokyo']
const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

const messages = compileMessages({ until: 'until {date, date, short}' })
/** The app's own @formatjs/intl object (the IntlProvider gets the same time zone: LocaleProvider.tsx). */
const intl = () => textIntl('en', messages)

describe.each(ZONES)('with the process in %s', (zone) => {
  it('the process zone took effect (so the rows below prove something)', () => {
    process.env.TZ = zone
    expect(new Date(LATE_EVENING_UTC).getTimezoneOffset()).toBe(
      { UTC: 0, 'Pacific/Honolulu': 600, 'Asia/Tokyo': -540 }[zone],
    )
  })

  it.each([
    [LATE_EVENING_UTC, 'ro', '26.11.2026'],
    [LATE_EVENING_UTC, 'en', '26/11/2026'],
    [SUMMER_EVENING_UTC, 'ru', '15.07.2026'],
    [EARLY_MORNING_UTC, 'uk', '02.03.2026'],
    ['2026-11-25', 'ro', '25.11.2026'],
  ] as const)('formatDate(%s, %s) is %s (articles, reviews)', (value, locale, expected) => {
    process.env.TZ = zone
    expect(formatDate(value, locale)).toBe(expected)
  })

  it.each([
    [LATE_EVENING_UTC, { dateStyle: 'medium' }, '26 Nov 2026'],
    [LATE_EVENING_UTC, { dateStyle: 'medium', timeStyle: 'short' }, '26 Nov 2026, 00:30'],
    [SUMMER_EVENING_UTC, { dateStyle: 'medium', timeStyle: 'short' }, '15 Jul 2026, 00:15'],
    [EARLY_MORNING_UTC, { weekday: 'short', day: 'numeric', month: 'short' }, 'Mon 2 Mar'],
    // A pickup slot's calendar date (PickupStore): noon UTC is that same day in the shop.
    ['2026-11-26T12:00:00Z', { weekday: 'short', day: 'numeric', month: 'short' }, 'Thu 26 Nov'],
  ] as const)('intl.formatDate(%s, %j) is %s (orders, acts, delivery slots)', (value, options, expected) => {
    process.env.TZ = zone
    expect(intl().formatDate(value, options)).toBe(expected)
  })

  it('a date in a message ({date, date, short}) too', () => {
    process.env.TZ = zone
    expect(intl().formatMessage({ id: 'until' as MessageId }, { date: new Date(LATE_EVENING_UTC) })).toBe(
      'until 26/11/26',
    )
  })
})

it('an explicit time zone still wins, and the default is the shop constant', () => {
  expect(intl().formatDate(LATE_EVENING_UTC, { timeZone: 'UTC', day: 'numeric' })).toBe('25')
  expect(intl().formatDate(LATE_EVENING_UTC, { day: 'numeric' })).toBe('26')
  expect(SITE_TIME_ZONE).toBe('Europe/Chisinau')
})

/**
 * Midnight in the shop, not in the process: the last second of a day and the first of the next, in
 * winter (UTC+2) and summer (UTC+3) time, on New Year's Eve (the footer's year) and on the nights the
 * clocks change (29 Mar 2026 03:00 -> 04:00, 25 Oct 2026 04:00 -> 03:00 in Chisinau).
 */
describe.each(ZONES)('midnight boundaries in the shop, with the process in %s', (zone) => {
  it.each([
    ['2026-12-31T21:59:59Z', '31.12.2026', 2026],
    ['2026-12-31T22:00:00Z', '01.01.2027', 2027],
    ['2026-07-14T20:59:59Z', '14.07.2026', 2026],
    ['2026-07-14T21:00:00Z', '15.07.2026', 2026],
    ['2026-03-28T21:59:59Z', '28.03.2026', 2026], // the evening before summer time: still UTC+2
    ['2026-03-28T22:00:00Z', '29.03.2026', 2026],
    ['2026-10-24T20:59:59Z', '24.10.2026', 2026], // the evening before winter time: still UTC+3
    ['2026-10-24T21:00:00Z', '25.10.2026', 2026],
    ['2026-10-25T21:59:59Z', '25.10.2026', 2026], // the first winter evening: UTC+2 again
    ['2026-10-25T22:00:00Z', '26.10.2026', 2026],
    // date-only values are calendar days: never shifted, whatever the zones
    ['2026-12-31', '31.12.2026', 2026],
    ['2027-01-01', '01.01.2027', 2027],
  ] as const)('%s is the shop day %s of %i', (value, day, year) => {
    process.env.TZ = zone
    expect(formatDate(value, 'ro')).toBe(day)
    expect(siteYear(Date.parse(value))).toBe(year)
  })
})

describe('siteYear: the UTC year away from New Year, the shop zone near it', () => {
  it.each([
    ['2026-12-31T09:59:59Z', 2026], // 14 h before midnight UTC: the UTC year, no formatter needed
    ['2026-12-31T10:00:00Z', 2026],
    ['2026-12-31T21:59:59Z', 2026], // the shop's last second of the year (UTC+2)
    ['2026-12-31T22:00:00Z', 2027],
    ['2027-01-01T00:00:00Z', 2027],
    ['2027-01-01T14:00:00Z', 2027],
    ['2027-06-15T12:00:00Z', 2027],
  ] as const)('%s -> %i', (value, year) => {
    expect(siteYear(Date.parse(value))).toBe(year)
    expect(siteYear(new Date(value))).toBe(year)
  })
})

describe('calendarTimeZone: date-only values print in UTC, date-times in the shop zone', () => {
  it.each([
    ['2026-11-25', 'UTC'],
    [' 2026-11-25 ', 'UTC'],
    ['2026-11-25T10:00:00Z', SITE_TIME_ZONE],
    ['2026-11-25 10:00', SITE_TIME_ZONE],
    [1_780_000_000_000, SITE_TIME_ZONE],
    [undefined, SITE_TIME_ZONE],
  ] as const)('%j -> %s', (value, zone) => {
    expect(calendarTimeZone(value)).toBe(zone)
  })
  it('an act dated 2026-01-01 prints that day through intl too', () => {
    expect(intl().formatDate('2026-01-01', { dateStyle: 'medium', timeZone: calendarTimeZone('2026-01-01') })).toBe(
      '1 Jan 2026',
    )
  })
})

describe('dates print without Intl except in the hour the zone offset decides the day (decision 0084)', () => {
  const offsetName = new Intl.DateTimeFormat('en', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })
  const offsetOf = (ms: number) => {
    const name = offsetName.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value
    const m = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '')
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
  }

  it("SITE_TIME_ZONE_OFFSETS_MIN are exactly the zone's offsets, 2000-2040 (the years formatDate prints without Intl)", () => {
    const seen = new Set<number>()
    for (let ms = Date.UTC(2000, 0, 1, 12); ms < Date.UTC(2041, 0, 1); ms += 86_400_000) seen.add(offsetOf(ms))
    expect([...seen].sort()).toEqual([...SITE_TIME_ZONE_OFFSETS_MIN].sort())
  })

  const intlFormats = new Map<string, Intl.DateTimeFormat>()
  const intlDate = (locale: Locale, timeZone: string, ms: number) => {
    const key = `${locale} ${timeZone}`
    const format =
      intlFormats.get(key) ??
      new Intl.DateTimeFormat(LOCALE_ISO[locale], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone })
    intlFormats.set(key, format)
    return format.format(ms)
  }

  it('prints what Intl prints, every 20 minutes through both daylight-saving changes of two years and every three hours (21:00 UTC among them) through one', () => {
    const instants: number[] = []
    for (const [y, m, d] of [
      [2026, 2, 28],
      [2026, 9, 24],
      [2027, 2, 27],
      [2027, 9, 30],
    ] as const)
      for (let ms = Date.UTC(y, m, d); ms < Date.UTC(y, m, d + 3); ms += 20 * 60_000) instants.push(ms)
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3 * 3_600_000) instants.push(ms)
    for (const locale of LOCALES)
      for (const ms of instants)
        expect(formatDate(new Date(ms).toISOString(), locale), `${new Date(ms).toISOString()} ${locale}`).toBe(
          intlDate(locale, SITE_TIME_ZONE, ms),
        )
  })

  it.each([
    ['2026-11-25', 'UTC'],
    ['0999-12-31T12:00:00Z', SITE_TIME_ZONE],
    ['1985-06-30T20:30:00Z', SITE_TIME_ZONE], // Moscow summer time then: already 1 July in Chisinau
    ['1999-12-31T21:30:00Z', SITE_TIME_ZONE],
    ['2000-01-01T12:00:00Z', SITE_TIME_ZONE],
    ['2040-12-31T12:00:00Z', SITE_TIME_ZONE],
    ['2041-07-01T21:30:00Z', SITE_TIME_ZONE],
    ['9999-12-31T12:00:00Z', SITE_TIME_ZONE],
    ['+275760-09-13T00:00:00Z', SITE_TIME_ZONE],
  ] as const)('%s prints as Intl prints it (in %s)', (value, zone) => {
    for (const locale of LOCALES) expect(formatDate(value, locale)).toBe(intlDate(locale, zone, Date.parse(value)))
  })

  it('builds no Intl.DateTimeFormat for a date whose day every offset agrees on, and one for a date in the deciding hour', async () => {
    vi.resetModules()
    const built = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      const fresh = await import('./format-date')
      expect(fresh.formatDate('2026-11-25T12:00:00Z', 'ro')).toBe('25.11.2026')
      expect(fresh.formatDate('2026-11-25', 'en')).toBe('25/11/2026')
      expect(built).not.toHaveBeenCalled()
      // 21:30 UTC: 23:30 in winter, 00:30 the next day in summer - only the zone knows which.
      expect(fresh.formatDate('2026-11-25T21:30:00Z', 'ro')).toBe('25.11.2026')
      expect(fresh.formatDate('2026-07-25T21:30:00Z', 'ro')).toBe('26.07.2026')
      expect(built).toHaveBeenCalled()
    } finally {
      built.mockRestore()
    }
  })
})
