import { describe, expect, it } from 'vitest'
import { creditCalculatorSchema, menuCalculatorSchema } from './calculators'

/** The calculators' answers as another back end may send them (session 59's operator audit). */
const day = (n: number, over: Record<string, unknown> = {}) => ({
  week: 1,
  day: n,
  day_name: `Ziua ${n}`,
  description: 'Meniu',
  products: ['Supă'],
  ...over,
})

describe('the meal plan: one day with a null field no longer empties the whole plan', () => {
  it.each([
    ['description null', { description: null }, { description: '' }],
    ['products null', { products: null }, { products: [] }],
    ['day_name absent', { day_name: undefined }, { day_name: '' }],
  ])('%s: the day is kept, with none', (_name, over, read) => {
    const menu = menuCalculatorSchema.parse([
      { calories: 1200, durations: [{ duration: 7, price: 700, days: [day(1), day(2, over)] }] },
    ])
    const days = menu.data[0]!.durations[0]!.days
    expect(days).toHaveLength(2)
    expect(days[1]).toMatchObject(read)
  })

  it('a day that is no day (no number) is left out alone', () => {
    const menu = menuCalculatorSchema.parse([
      { calories: 1200, durations: [{ duration: 7, price: 700, days: [day(1), { ...day(2), day: 'x' }] }] },
    ])
    expect(menu.data[0]!.durations[0]!.days.map((d) => d.day)).toEqual([1])
  })
})

describe('the credit calculator: one company it cannot read no longer hides the calculator', () => {
  const company = {
    credit_company: 1,
    title: 'Iute Credit',
    provider: 'iute',
    rate: 0.19,
    months: [6, 12],
    min_amount: 500,
    max_amount: 50000,
  }
  it('a company without max_amount is left out, the rest offered; step absent is 1', () => {
    const config = creditCalculatorSchema.parse({
      companies: [company, { ...company, credit_company: 2, max_amount: null }],
      default_amount: 5000,
      default_months: 12,
    })
    expect(config.companies.map((c) => c.credit_company)).toEqual([1])
    expect(config.step).toBe(1)
  })
  it.each([
    ['Iute', 'iute'],
    ['microfinance', 'bank'],
  ])('provider %s reads as %s (a provider with no flow of its own takes the request form)', (provider, read) => {
    const config = creditCalculatorSchema.parse({
      companies: [{ ...company, provider }],
      default_amount: 5000,
      default_months: 12,
      step: 100,
    })
    expect(config.companies[0]?.provider).toBe(read)
  })
})
