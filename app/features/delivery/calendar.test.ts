import { afterEach, describe, expect, it } from 'vitest'
import { calendarSettingsSchema, DEFAULT_TIME_SLOTS } from '#contract/settings.ts'
import { calendarValue, deliveryDays, isoWeekday, offeredChoice, shopClock } from './calendar'

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

const settings = (over: Record<string, unknown> = {}) =>
  calendarSettingsSchema.parse({
    enabled: true,
    days_ahead: 3,
    time_slots: [
      { from: '10:00', to: '14:00' },
      { from: '18:00', to: '21:00' },
    ],
    ...over,
  })
const dates = (now: string, over: Record<string, unknown> = {}) =>
  deliveryDays(settings(over), Date.parse(now)).map((d) => `${d.date}:${d.slots.map((s) => s.from).join(',')}`)

describe('calendar_settings: what the schema reads', () => {
  it.each([
    ['nothing', undefined, { enabled: false, days_ahead: 7, time_slots: DEFAULT_TIME_SLOTS, days_off: [] }],
    ['junk', 'yes', { enabled: false, days_ahead: 7 }],
    ['the seed', { enabled: true, days_ahead: 7 }, { enabled: true, days_ahead: 7, time_slots: DEFAULT_TIME_SLOTS }],
    ['a bad days_ahead', { enabled: true, days_ahead: 500 }, { days_ahead: 7 }],
    [
      'slots: bad ones dropped',
      {
        time_slots: [
          { from: '10:00', to: '12:00' },
          { from: '12:00', to: '11:00' },
          { from: '25:00', to: '26:00' },
          'x',
        ],
      },
      { time_slots: [{ from: '10:00', to: '12:00' }] },
    ],
    ['slots: none valid gives the default', { time_slots: ['x'] }, { time_slots: DEFAULT_TIME_SLOTS }],
    ['days off', { days_off: [6, 7] }, { days_off: [6, 7] }],
  ])('%s', (_name, input, expected) => {
    expect(calendarSettingsSchema.parse(input)).toMatchObject(expected)
  })
})

describe.each(['UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati'])(
  'deliveryDays in the shop (Europe/Chisinau), with the process in %s',
  (zone) => {
    it.each([
      // 21:59 UTC on 25 Nov is 23:59 in Chisinau: today has no window left, tomorrow is 26 Nov
      ['2026-11-25T21:59:00Z', ['2026-11-26:10:00,18:00', '2026-11-27:10:00,18:00']],
      // 22:00 UTC on 25 Nov is already 26 Nov in Chisinau: three days from 26 Nov
      ['2026-11-25T22:00:00Z', ['2026-11-26:10:00,18:00', '2026-11-27:10:00,18:00', '2026-11-28:10:00,18:00']],
      // 09:59 in Chisinau: both of today's windows are still ahead
      ['2026-11-26T07:59:00Z', ['2026-11-26:10:00,18:00', '2026-11-27:10:00,18:00', '2026-11-28:10:00,18:00']],
      // 10:00 in Chisinau: the 10:00 window has started
      ['2026-11-26T08:00:00Z', ['2026-11-26:18:00', '2026-11-27:10:00,18:00', '2026-11-28:10:00,18:00']],
      // summer time (UTC+3): 21:00 UTC on 14 Jul is 15 Jul 00:00
      ['2026-07-14T21:00:00Z', ['2026-07-15:10:00,18:00', '2026-07-16:10:00,18:00', '2026-07-17:10:00,18:00']],
      // the year turns in the shop first
      ['2026-12-31T22:30:00Z', ['2027-01-01:10:00,18:00', '2027-01-02:10:00,18:00', '2027-01-03:10:00,18:00']],
    ])('at %s', (now, expected) => {
      process.env.TZ = zone
      expect(dates(now)).toEqual(expected)
    })

    it('skips the days off (28 and 29 Nov 2026 are Saturday and Sunday)', () => {
      process.env.TZ = zone
      expect(dates('2026-11-27T06:00:00Z', { days_ahead: 4, days_off: [6, 7] })).toEqual([
        '2026-11-27:10:00,18:00',
        '2026-11-30:10:00,18:00',
      ])
    })
  },
)

describe('the rest', () => {
  it('a disabled calendar offers nothing', () => {
    expect(deliveryDays(settings({ enabled: false }), Date.parse('2026-11-26T06:00:00Z'))).toEqual([])
  })
  it.each([
    ['2026-11-23', 1],
    ['2026-11-29', 7],
    ['2026-03-29', 7],
  ])('isoWeekday(%s) is %i', (date, day) => {
    expect(isoWeekday(date)).toBe(day)
  })
  it('shopClock is the Chisinau wall clock', () => {
    expect(shopClock(Date.parse('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', time: '04:30' })
    expect(shopClock(Date.parse('2026-03-28T23:59:00Z'))).toEqual({ date: '2026-03-29', time: '01:59' })
  })
  it('offeredChoice: a kept choice must still be offered', () => {
    const days = deliveryDays(settings(), Date.parse('2026-11-26T08:00:00Z'))
    expect(offeredChoice(days, calendarValue('2026-11-26', { from: '18:00', to: '21:00' }))).toBe(true)
    expect(offeredChoice(days, '2026-11-26 10:00-14:00')).toBe(false)
    expect(offeredChoice(days, '2026-11-25 18:00-21:00')).toBe(false)
    expect(offeredChoice(days, null)).toBe(false)
  })
})
