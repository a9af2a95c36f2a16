import { describe, expect, it } from 'vitest'
import type { MenuCalculator } from '#contract/calculators.ts'
import {
  chooseCalories,
  chooseDuration,
  dayIndexFor,
  initialSelection,
  planAddAmount,
  planAdded,
  planAddedMessage,
  planCartLine,
  planOldPrice,
  selectedEntry,
} from './rules'

const day = (week: number, d: number) => ({ week, day: d, day_name: `w${week}d${d}`, description: '', products: [] })
const days = (n: number) => Array.from({ length: n }, (_, i) => day(Math.floor(i / 7) + 1, (i % 7) + 1))
const dur = (duration: number, product_id = 1) => ({
  duration,
  price: duration * 10,
  discount: 0,
  product_id,
  days: days(duration),
})
const menu = (data: MenuCalculator['data'], today = { week: 1, day: 3, day_name: 'w1d3' }): MenuCalculator => ({
  data,
  current_date: today,
})
const STANDARD = menu([
  { calories: 1200, durations: [dur(7), dur(14), dur(28)] },
  { calories: 1500, durations: [dur(7, 2), dur(14, 2)] },
  { calories: 2000, durations: [dur(28, 3)] },
])

describe('initialSelection: 1200 kcal and 7 days, else the first option and its first duration; the day is today', () => {
  it.each([
    ['the standard menu', STANDARD, { calories: 1200, duration: 7, dayIndex: 2 }],
    [
      '1200/7 offered but not first',
      menu([
        { calories: 1500, durations: [dur(14)] },
        { calories: 1200, durations: [dur(14), dur(7)] },
      ]),
      { calories: 1200, duration: 7, dayIndex: 2 },
    ],
    [
      'no 1200: the first option, its first duration',
      menu([{ calories: 1500, durations: [dur(14), dur(7)] }]),
      { calories: 1500, duration: 14, dayIndex: 2 },
    ],
    [
      '1200 without 7 days: the first option',
      menu([
        { calories: 1200, durations: [dur(14)] },
        { calories: 1800, durations: [dur(7)] },
      ]),
      { calories: 1200, duration: 14, dayIndex: 2 },
    ],
    [
      'an option without durations is skipped',
      menu([
        { calories: 900, durations: [] },
        { calories: 1500, durations: [dur(7)] },
      ]),
      { calories: 1500, duration: 7, dayIndex: 2 },
    ],
    [
      'week 2, Sunday',
      menu([{ calories: 1200, durations: [dur(14)] }], { week: 2, day: 7, day_name: '' }),
      { calories: 1200, duration: 14, dayIndex: 13 },
    ],
    [
      'week 2 in a 7-day plan: its first day',
      menu([{ calories: 1200, durations: [dur(7)] }], { week: 2, day: 1, day_name: '' }),
      { calories: 1200, duration: 7, dayIndex: 0 },
    ],
    [
      'week 2, Saturday, in a 7-day plan (week 1 only): its Saturday',
      menu([{ calories: 1200, durations: [dur(7)] }], { week: 2, day: 6, day_name: '' }),
      { calories: 1200, duration: 7, dayIndex: 5 },
    ],
    [
      'week 3, Tuesday, in a 14-day plan (weeks 1 and 2): the first Tuesday',
      menu([{ calories: 1200, durations: [dur(14)] }], { week: 3, day: 2, day_name: '' }),
      { calories: 1200, duration: 14, dayIndex: 1 },
    ],
    [
      'a weekday the plan lacks: its first day',
      menu([{ calories: 1200, durations: [{ ...dur(7), days: days(5) }] }], { week: 2, day: 6, day_name: '' }),
      { calories: 1200, duration: 7, dayIndex: 0 },
    ],
  ])('%s', (_n, m, expected) => expect(initialSelection(m)).toEqual(expected))

  it('is null for an empty menu', () => {
    expect(initialSelection(menu([]))).toBeNull()
    expect(initialSelection(menu([{ calories: 1200, durations: [] }]))).toBeNull()
  })
})

describe('choosing', () => {
  const start = initialSelection(STANDARD)!
  it.each([
    [
      'calories keep the duration when offered',
      chooseCalories(STANDARD, { ...start, duration: 14 }, 1500),
      { calories: 1500, duration: 14, dayIndex: 2 },
    ],
    [
      'calories without that duration take their first',
      chooseCalories(STANDARD, { ...start, duration: 14 }, 2000),
      { calories: 2000, duration: 28, dayIndex: 2 },
    ],
    ['unknown calories change nothing', chooseCalories(STANDARD, start, 5000), start],
    [
      'a duration of the option',
      chooseDuration(STANDARD, { ...start, dayIndex: 5 }, 28),
      { calories: 1200, duration: 28, dayIndex: 2 },
    ],
    ['a duration the option lacks changes nothing', chooseDuration(STANDARD, start, 21), start],
  ])('%s', (_n, got, expected) => expect(got).toEqual(expected))

  it('finds the selected entry and its cart line (the day product, duration times)', () => {
    const s = selectedEntry(STANDARD, { calories: 1500, duration: 14, dayIndex: 0 })!
    expect([s.entry.calories, s.duration.price]).toEqual([1500, 140])
    expect(planCartLine(s.duration)).toEqual({ productId: 2, count: 14 })
    expect(planCartLine({ duration: 14, product_id: null })).toBeNull()
    expect(selectedEntry(STANDARD, { calories: 1500, duration: 28, dayIndex: 0 })).toBeNull()
  })

  it("choosing the 7-day plan in week 2 of the menu keeps today's weekday", () => {
    const week2 = { ...STANDARD, current_date: { week: 2, day: 6, day_name: '' } }
    const on14 = { calories: 1200, duration: 14, dayIndex: 12 }
    expect(initialSelection({ ...week2, data: [{ calories: 1200, durations: [dur(14)] }] })).toEqual(on14)
    expect(chooseDuration(week2, on14, 7)).toEqual({ calories: 1200, duration: 7, dayIndex: 5 })
    expect(chooseCalories(week2, on14, 1500)).toEqual({ calories: 1500, duration: 14, dayIndex: 12 })
  })

  it('dayIndexFor without a duration is 0', () => {
    expect(dayIndexFor(undefined, { week: 1, day: 1, day_name: '' })).toBe(0)
  })

  it('a menu that does not say what today is opens on the first day', () => {
    const unsaid = { ...STANDARD, current_date: null, data: [{ calories: 1200, durations: [dur(14)] }] }
    expect(dayIndexFor(dur(14), { week: 2, day: 6, day_name: '' })).toBe(12)
    expect(dayIndexFor(dur(14), null)).toBe(0)
    expect(initialSelection(unsaid)).toEqual({ calories: 1200, duration: 14, dayIndex: 0 })
  })
})

describe('planAdded: what an add put in the cart against the days asked (a line stops at cart_settings.max_count)', () => {
  it.each([
    ['a new line, all 7 days', 0, 7, 7, { added: 7, full: false }, 'meals.added'],
    ['7 then 28: 35', 7, 35, 28, { added: 28, full: false }, 'meals.added'],
    ['35 then 28 with a cap of 50: 15 went in', 35, 50, 28, { added: 15, full: true }, 'meals.addedPart'],
    ['a line at the cap: nothing', 50, 50, 28, { added: 0, full: true }, 'meals.lineFull'],
    ['a count that fell (another tab): nothing', 50, 40, 28, { added: 0, full: true }, 'meals.lineFull'],
  ] as const)('%s', (_n, before, after, asked, expected, message) => {
    const r = planAdded(before, after, asked)
    expect(r).toEqual(expected)
    expect(planAddedMessage(r)).toBe(message)
  })
})

// The meals demo sells its plans as a day product sold by the piece (multiplicity 1): a line left at
// 2,5 pieces took 7 days to 9,5 pieces. The quote cart's rounding: up to a whole multiple.
describe('planAddAmount: the plan goes in whole pieces of a product sold by the piece', () => {
  it.each([
    ['a new line', 0, 7, 1, 7],
    ['a whole line', 7, 28, 1, 28],
    ['a line at 2,5 pieces: to 10', 2.5, 7, 1, 7.5],
    ['a line at 2,001 pieces: to 10', 2.001, 7, 1, 7.999],
    ['sold by 6: to the next multiple', 0, 7, 6, 12],
    ['sold by weight (0,5): 3 decimals kept', 2.25, 7, 0.5, 7],
    ['no multiplicity: sold by the piece', 1.5, 7, undefined, 7.5],
    ['a held count that is no number: as none', Number.NaN, 7, 1, 7],
  ] as const)('%s', (_n, held, days, multiplicity, amount) => {
    expect(planAddAmount(held, days, multiplicity)).toBe(amount)
  })
})

describe('planOldPrice: the price before the discount the menu took off', () => {
  it.each([
    // price, discount -> old price (session 67's audit: 276.50 at 40 % off showed no old price)
    [276.5, 40, 460.83],
    [1386, 10, 1540],
    [700, 0, null],
    [700, 100, null],
    [700, -5, null],
    [0, 10, null],
  ])('%s at %s %% off: %s', (price, discount, old) => {
    expect(planOldPrice({ price, discount })).toBe(old)
  })
})
