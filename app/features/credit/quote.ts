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

/**
 * What a credit is for: the cart's amount (less its promo discount and points spent) and the goods,
 * the lines at their prices.
 */
export interface CreditAmounts {
  amount: number
  goods: number
}

/**
 * The provider the calculator's settings (GET /calculator/credit-calculator/) give a credit company
 * (`iute`, else a bank's form); undefined while they are not known.
 */
export function companyProvider(
  calculator:
    | { config: { companies: readonly { credit_company: number | string; provider: string }[] } }
    | null
    | undefined,
  creditCompany: number | string | undefined,
): string | undefined {
  return calculator?.config.companies.find((c) => c.credit_company === creditCompany)?.provider
}

/**
 * The amount an offer's credit is for. An iute credit is an order of the lines (POST
 * /general/iute-credit/create-order/ takes the products, not an amount): the back end prices the lines
 * at their prices, and a cart's promo code or points are no part of that order, so its payment is the
 * goods'. Another company's application is for what the shopper pays (creditRequestSubject).
 */
export function offerAmount(provider: string | undefined, subject: CreditAmounts): number {
  return provider === 'iute' ? subject.goods : subject.amount
}

/**
 * What a credit application names as its subject: the products when they are single lines at their
 * prices (the back end prices them), else the amount - a count above 1, or a discount taken off the
 * goods (session 74's walk: a cart with WELCOME10 was quoted 3,850.20 lei and applied for as its
 * products, which the back end priced at 4,278).
 */
export function creditRequestSubject(
  lines: readonly { product_id: number; count: number }[],
  subject: CreditAmounts,
): { product_ids: number[] } | { amount: number } {
  return lines.length > 0 && lines.every((l) => l.count === 1) && subject.amount === subject.goods
    ? { product_ids: lines.map((l) => l.product_id) }
    : { amount: subject.amount }
}
