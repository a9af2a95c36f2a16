import { type CreditQuote, creditQuote } from '#contract/credit.ts'
import { round2 } from '#contract/numbers.ts'

/**
 * What a credit payment line shows (issue 29.4): the back end's answer of
 * POST /general/v3/credits/calculate once it is there; the local formula only pre-fills while the
 * answer loads; when the back end could not price it, no figure at all (never one it did not give).
 */
export type ShownQuote =
  | { source: 'back-end'; quote: CreditQuote }
  | { source: 'estimate'; quote: CreditQuote }
  | { source: 'unavailable'; quote: null }

export function shownQuote(answer: CreditQuote | null | undefined, estimate: () => CreditQuote | null): ShownQuote {
  if (answer) return { source: 'back-end', quote: answer }
  if (answer === null) return { source: 'unavailable', quote: null }
  const pre = estimate()
  return pre ? { source: 'estimate', quote: pre } : { source: 'unavailable', quote: null }
}

/** The local formula's figure, or null for input it refuses (a zero amount, a bad term) and without a rate. */
export function estimateOf(amount: number, rate: number | null, months: number): CreditQuote | null {
  if (rate === null) return null
  try {
    return creditQuote(amount, rate, months)
  } catch {
    return null
  }
}

/**
 * The amount a credit finances: the lines at their prices, less what the cart takes off the goods
 * (an applied promo code's discount, loyalty points spent); never below 0. Delivery is not financed.
 * A figure that is not a finite number takes nothing off.
 */
export function creditAmount(
  lines: readonly { readonly product: { readonly price: number }; readonly count: number }[],
  takenOff = 0,
): number {
  const goods = lines.reduce((s, l) => s + l.product.price * l.count, 0)
  return Math.max(0, round2(goods - (Number.isFinite(takenOff) ? takenOff : 0)))
}
