/** The cart's quantity rules, shared by the cart and the quote cart (app/features/quote-cart). */
import { LIMITS } from '#config'
import { countCapOf, round3 } from '../api/contract/numbers'

/** A valid multiplicity: positive and finite, else 1. */
export function multiplicityOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? round3(value) : 1
}

/** The cap in force: one site per Worker and per page, set from its settings by the Shell (setCountCap). */
let cap: number = LIMITS.maxCount
export function setCountCap(maxCount: unknown): void {
  cap = countCapOf(maxCount)
}
export function countCap(): number {
  return cap
}

/**
 * Setting a count: rounds to 3 decimals, never below the multiplicity while positive, at most
 * the cap (cart_settings.max_count, else 99999); 0 or less removes the line, returned as 0 (and so
 * does a value that is no number: callers that can tell "no number" from 0 check first - typedCount).
 */
export function clampCount(requested: unknown, multiplicity: number): number {
  const m = multiplicityOf(multiplicity)
  const n = typeof requested === 'string' ? Number(requested.replace(',', '.')) : Number(requested)
  if (!Number.isFinite(n) || n <= 0) return 0
  return Math.min(Math.max(round3(n), m), cap)
}

/**
 * A positive count taken up to the next whole multiple of the multiplicity, within the cap (at least
 * one multiple): how the quote cart sends a line (quoteCountOf) and the meal plan adds a product sold
 * by the piece (planAddAmount). 2,5 of a product sold by 1 is 3; 8 of one sold by 6 is 12.
 */
export function wholeMultiples(count: number, multiplicity: number): number {
  const most = Math.max(1, Math.floor(cap / multiplicity + 1e-9))
  return round3(Math.min(Math.ceil(count / multiplicity - 1e-9), most) * multiplicity)
}

/**
 * The count a quantity field sets when the shopper leaves it: an explicit 0 removes the line
 * (spec 4), any other number is clamped (clampCount); an emptied field, or one with no number in it
 * (letters, a lone '.'), puts the count it had back. Before, `Number('')` was 0: clearing the field
 * and clicking away deleted the line on every device.
 */
export function typedCount(text: string, current: number, multiplicity: number): number {
  const trimmed = text.trim().replace(',', '.')
  const n = trimmed === '' ? Number.NaN : Number(trimmed)
  return Number.isFinite(n) ? clampCount(n, multiplicity) : current
}

/**
 * Adding to a line: raises the count by the given amount or the multiplicity; 99999 is the cap and
 * no further increment happens. A new line starts at the multiplicity.
 */
export function addCount(current: number, multiplicity: number, amount?: unknown): number {
  const m = multiplicityOf(multiplicity)
  const step = typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : m
  if (current >= cap) return cap
  return clampCount(round3(Math.max(current, 0) + step), m)
}

/** Stepping down by one multiplicity; below the multiplicity the line goes (0). */
export function reduceCount(current: number, multiplicity: number): number {
  const m = multiplicityOf(multiplicity)
  const next = round3(current - m)
  return next < m ? 0 : clampCount(next, m)
}

/**
 * additional_settings.is_units_measurement (decision 0044): the unit a product is sold in, shown
 * beside its price and its cart count - `kg` for a fractional multiplicity (sold by weight, e.g.
 * 0.5), `pc` (pieces) otherwise; null when the site does not show units.
 */
export function saleUnit(multiplicity: unknown, enabled: boolean): 'kg' | 'pc' | null {
  if (!enabled) return null
  return Number.isInteger(multiplicityOf(multiplicity)) ? 'pc' : 'kg'
}
