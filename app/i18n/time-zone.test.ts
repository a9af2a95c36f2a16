import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_ISO, SITE_TIME_ZONE } from '../../app.config'
import { formatDate } from './format'
import { dateTimeFormat } from './icu'
import { createIntl } from './intl'
import { compileMessages } from './precompile'

/**
 * Every printed date is in the shop's time zone (SITE_TIME_ZONE, decision 0036), whatever zone the
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

describe.each(ZONES)('with the process in %s', (zone) => {
  it('the process zone took effect (so the rows below prove something)', () => {
    process.env.TZ = zone
    expect(new Date(LATE_EVENING_UTC).getTimezoneOffset()).toBe({ UTC: 0, 'Pacific/Honolulu': 600, 'Asia/Tokyo': -540 }[zone])
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
    expect(createIntl(LOCALE_ISO.en, messages).formatDate(value, options)).toBe(expected)
  })

  it('a date in a message ({date, date, short}) too', () => {
    process.env.TZ = zone
    expect(createIntl(LOCALE_ISO.en, messages).formatMessage({ id: 'until' }, { date: new Date(LATE_EVENING_UTC) })).toBe('until 26/11/26')
  })
})

it('an explicit time zone still wins, and the default is the shop constant', () => {
  expect(dateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric' }).format(new Date(LATE_EVENING_UTC))).toBe('25')
  expect(dateTimeFormat('en-GB').resolvedOptions().timeZone).toBe(SITE_TIME_ZONE)
  expect(SITE_TIME_ZONE).toBe('Europe/Chisinau')
})
