import { hasCountDecimals, round3 } from '#contract/numbers.ts'

/**
 * A count a product may be sold in (spec 5: "Quantity: 3 decimals, never below multiplicity"): at
 * least one multiplicity and a whole number of them: the server cart and the quote. An order, a
 * quick order and an iute credit order take what the storefront's cart allows (isOrderableCount below).
 */
export function isSellableCount(count: number, multiplicity: number): boolean {
  const step = multiplicity > 0 ? multiplicity : 1
  if (!Number.isFinite(count) || count < step - 1e-9) return false
  const steps = count / step
  return Math.abs(steps - Math.round(steps)) < 1e-6
}

/**
 * What is wrong with `count` as a quick order's quantity, or null: the order's rule (isOrderableCount
 * below), as the storefront's cart and checkout allow it. Before, a quick order took whole multiples
 * only, and the bulk-order form refused "1,5" of a product the cart sells 1.5 of.
 */
export function countProblem(count: number, multiplicity: number): string | null {
  const step = multiplicity > 0 ? round3(multiplicity) : 1
  if (!(count >= step - 1e-9)) return `At least ${step}`
  return isOrderableCount(count, multiplicity) ? null : 'at most 3 decimals'
}

/**
 * A count an order may carry (spec 5 "Quantity: 3 decimals, never below multiplicity"; spec 9
 * "counts 3 decimals"): the storefront's own rule for a typed count (app/lib/quantity.ts clampCount),
 * which allows 3 of a product sold by 2 but never 0.001 of a laptop. The multiplicity is read as the
 * storefront reads it, at 3 decimals (0.3333 sells from 0.333). The server cart and the quote keep
 * their whole-multiple rule (isSellableCount).
 */
export function isOrderableCount(count: number, multiplicity: number): boolean {
  const step = multiplicity > 0 ? round3(multiplicity) : 1
  return Number.isFinite(count) && count >= step - 1e-9 && hasCountDecimals(count)
}
