/** The cart's quantity rules, shared by the cart and the quote cart (app/features/quote-cart). */
import { LIMITS } from '../../app.config'
import { round3 } from '../api/contract/numbers'

/** A valid multiplicity: positive and finite, else 1. */
export function multiplicityOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? round3(value) : 1
}

/**
 * Setting a count: rounds to 3 decimals, never below the multiplicity while positive, at most
 * 99999; 0 (or less, or garbage) removes the line, returned as 0.
 */
export function clampCount(requested: unknown, multiplicity: number): number {
  const m = multiplicityOf(multiplicity)
  const n = typeof requested === 'string' ? Number(requested.replace(',', '.')) : Number(requested)
  if (!Number.isFinite(n) || n <= 0) return 0
  return Math.min(Math.max(round3(n), m), LIMITS.maxCount)
}

/**
 * Adding to a line: raises the count by the given amount or the multiplicity; 99999 is the cap and
 * no further increment happens. A new line starts at the multiplicity.
 */
export function addCount(current: number, multiplicity: number, amount?: unknown): number {
  const m = multiplicityOf(multiplicity)
  const step = typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : m
  if (current >= LIMITS.maxCount) return LIMITS.maxCount
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
