import { round2 } from './numbers'

/**
 * The one credit formula (decision 0019), shared by the product page, the cart page and the
 * reference back end (`/general/v3/credits/calculate`, `/calculator/credit-price/`, the iute order).
 * Plain functions without zod: this module ships to the browser.
 *
 * A credit option's `rate` is the ANNUAL interest rate as a fraction (0.19 = 19 % a year). The
 * monthly payment is the annuity payment (equal instalments of principal and interest) at a
 * monthly rate of rate / 12, rounded to 2 decimals; at 0 % it is amount / months. The spec defines
 * no total (accounts-adverts-calculators 7 "Credit": payloads not shown), so it is the shown one: the
 * rounded monthly payment times the months, what a shopper checks the page by (session 67's audit:
 * 460.78 x 12 = 5,529.36, the page said 5,529.39 from the unrounded 460.7825). At 0 % the total is
 * the amount exactly (the last instalment takes the cents): an interest-free credit shows no
 * overpayment, none of -0.01 for 1000 / 3 = 333.33. The overpayment is total - amount.
 */
export interface CreditQuote {
  amount: number
  months: number
  monthly_payment: number
  /** null: the back end's answer named none (not shown). */
  total: number | null
  overpayment: number | null
}

export function creditQuote(
  amount: number,
  annualRate: number,
  months: number,
): CreditQuote & { total: number; overpayment: number } {
  if (!(amount > 0) || !Number.isFinite(amount)) throw new RangeError('amount must be a positive number')
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive integer')
  if (!(annualRate >= 0) || !Number.isFinite(annualRate)) throw new RangeError('rate must be a non-negative number')
  const r = annualRate / 12
  const monthly = r === 0 ? amount / months : (amount * r) / (1 - (1 + r) ** -months)
  const payment = round2(monthly)
  const total = r === 0 ? round2(amount) : round2(payment * months)
  return {
    amount: round2(amount),
    months,
    monthly_payment: payment,
    total,
    overpayment: round2(total - amount),
  }
}

/** A credit company's offer as `/general/credits` lists it. */
export interface CreditOffer {
  /** A number, or id text (a slug) as the credits answer gave it. */
  credit_company: number | string
  title: string
  months: number[]
  /** Annual, as a fraction; null when the back end did not give one (no estimate: only its price shows). */
  rate: number | null
  min_price: number
  /** The most the company lends; missing or null (an operator's back end may not send it): no most. */
  max_price?: number | null
}

/**
 * The offers a price qualifies for (the offer's min_price <= price <= its max_price when it has
 * one, at least one term), each with its longest term and the estimate of that term's payment (null
 * without a rate): the "from X a month" line of the product and cart pages, which the back end
 * prices. An amount the company would refuse is not offered.
 */
export function creditOffersFor(
  price: number,
  offers: readonly CreditOffer[],
): (CreditOffer & { term: number; quote: CreditQuote | null })[] {
  if (!(price > 0)) return []
  return offers.flatMap((o) => {
    const terms = o.months.filter((m) => Number.isInteger(m) && m >= 1)
    if (terms.length === 0 || price < o.min_price || (typeof o.max_price === 'number' && price > o.max_price)) return []
    const term = Math.max(...terms)
    return [{ ...o, term, quote: o.rate === null ? null : creditQuote(price, o.rate, term) }]
  })
}
