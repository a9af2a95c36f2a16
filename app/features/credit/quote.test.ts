import { describe, expect, it, test } from 'vitest'
import { type CreditQuote, creditQuote } from '#contract/credit.ts'
import { creditAmount, estimateOf, type ShownQuote, shownQuote } from './quote'

type Row = [string, CreditQuote | null | undefined, () => CreditQuote | null, ShownQuote]

const backEnd = { amount: 1000, months: 12, monthly_payment: 92.16, total: 1105.92, overpayment: 105.92 }
const local = creditQuote(1000, 0.19, 12)

describe('shownQuote: the back end decides the figure, the formula only pre-fills', () => {
  test.each([
    [
      'the answer is there: the back end figure, even when it differs from the formula',
      backEnd,
      () => local,
      { source: 'back-end', quote: backEnd },
    ],
    ['still loading: the formula pre-fills', undefined, () => local, { source: 'estimate', quote: local }],
    [
      'still loading, formula refuses the input: nothing',
      undefined,
      () => null,
      { source: 'unavailable', quote: null },
    ],
    ['the back end failed: no figure, not the formula', null, () => local, { source: 'unavailable', quote: null }],
  ] satisfies Row[])('%s', (_name, answer, estimate, expected) => {
    expect(shownQuote(answer, estimate)).toEqual(expected)
  })
})

describe('estimateOf: the pre-fill, none it cannot make', () => {
  test.each([
    ['a rate', 0.19, local],
    ['no rate from the back end', null, null],
  ] as const)('%s', (_name, rate, expected) => {
    expect(estimateOf(1000, rate, 12)).toEqual(expected)
  })
  test('a term the formula refuses: none', () => {
    expect(estimateOf(1000, 0.19, 0)).toBeNull()
  })
})

describe('the amount a credit finances (creditAmount)', () => {
  const line = (price: number, count: number) => ({ product: { price }, count })
  it.each([
    { name: 'the lines at their prices', lines: [line(100, 2), line(0.1, 3)], off: undefined, amount: 200.3 },
    { name: 'less a promo discount and points spent', lines: [line(100, 2)], off: 25.5, amount: 174.5 },
    { name: 'never below 0', lines: [line(10, 1)], off: 50, amount: 0 },
    { name: 'a discount that is not a number takes nothing off', lines: [line(10, 1)], off: Number.NaN, amount: 10 },
    { name: 'no lines', lines: [], off: 0, amount: 0 },
  ])('$name', ({ lines, off, amount }) => {
    expect(creditAmount(lines, off)).toBe(amount)
  })
})
