import { type CreditQuote, creditQuote } from '#contract/credit.ts'

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
