/**
 * A count a product may be sold in (spec 5: "Quantity: 3 decimals, never below multiplicity"): at
 * least one multiplicity and a whole number of them. Every call that sells - the server cart, the
 * order, the quick order, the quote and the iute credit order - asks this one rule, so a count of
 * 0.001 of a laptop is refused everywhere and never becomes an order priced at a thousandth.
 */
export function isSellableCount(count: number, multiplicity: number): boolean {
  const step = multiplicity > 0 ? multiplicity : 1
  if (!Number.isFinite(count) || count < step - 1e-9) return false
  const steps = count / step
  return Math.abs(steps - Math.round(steps)) < 1e-6
}

/** What is wrong with `count` for a product sold in steps of `multiplicity`, or null. */
export function countProblem(count: number, multiplicity: number): string | null {
  const step = multiplicity > 0 ? multiplicity : 1
  if (count < step) return `At least ${step}`
  return isSellableCount(count, multiplicity) ? null : `A multiple of ${step}`
}
