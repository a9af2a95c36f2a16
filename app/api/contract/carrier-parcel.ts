import { round2 } from './numbers'

/**
 * The postal carrier's parcel of a cart or an order, one rule for the storefront (the cart's price
 * call, in the browser) and the reference back end (the order's delivery): what the cart is quoted
 * is what the order is charged. Plain functions: this module may ship to the browser.
 */

/**
 * The most a parcel is declared (insured) for: the contract's bound on the price call's
 * declared_value. A dearer parcel is declared at this value, at the cart and at the order alike
 * (review r66: the cart capped it here and the order did not, so a cart over 100,000,000 was shown
 * a lower insurance part than the order charged).
 */
export const CARRIER_MAX_DECLARED_VALUE = 100_000_000

/** The declared value of goods worth `goods`: to the cent, from 0, at most CARRIER_MAX_DECLARED_VALUE. */
export function carrierDeclaredValue(goods: number): number {
  if (!Number.isFinite(goods) || goods <= 0) return 0
  return Math.min(round2(goods), CARRIER_MAX_DECLARED_VALUE)
}

/**
 * The parcel of some lines as the carrier prices it: weight_gr x count in whole grams (never capped:
 * over the carrier's maximum weight it answers its warning, review r67) and the goods' declared value
 * (carrierDeclaredValue). A line without a weight or a price counts 0 of it.
 */
export function carrierParcelOf(
  lines: readonly { weight_gr?: number | null; price?: number | null; count: number }[],
): { weight_gr: number; declared_value: number } {
  let grams = 0
  let value = 0
  for (const l of lines) {
    grams += (Number(l.weight_gr) || 0) * l.count
    value += (Number(l.price) || 0) * l.count
  }
  return { weight_gr: Math.round(grams), declared_value: carrierDeclaredValue(value) }
}
