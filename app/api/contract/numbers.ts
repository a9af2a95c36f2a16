import { WIRE_LIMITS } from './wire'

/**
 * The rounding rules of money and counts, shared by the storefront (browser and Worker) and the
 * reference back end. Plain functions, importing only the wire's constants: this module may ship to
 * the browser.
 */

/** Money: 2 decimals, half up (9.995 -> 10, not the float artefact 9.99). Spec 9: "Total price rounded to 2 decimals". */
export const round2 = (n: number): number =>
  Math.round((n + Math.sign(n) * Number.EPSILON * Math.max(1, Math.abs(n))) * 100) / 100

/** Counts: 3 decimals (a count may be fractional: 0.5 kg). Spec 5: "Quantity: 3 decimals". */
export const round3 = (n: number): number => Math.round(n * 1000) / 1000

/** A count with 3 decimals at most (spec 9: "counts 3 decimals"), within float noise (0.1 + 0.2 passes). */
export const hasCountDecimals = (n: number): boolean => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6

/** A decimal number as text ("45.00", "-3", not "1e3", " 4", "0x10"): how a back end may spell a number. */
export const DECIMAL_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/

/** A finite JSON number, or its decimal text read as the number (the contract's `num`, without zod); else undefined. */
export function numberOrText(v: unknown): number | undefined {
  const n = typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}

/**
 * cart_settings.max_count: the site's own cap on one line's count - a whole number from 1 up to the
 * spec's 99999; anything else (missing, 0, a fraction, more than 99999) keeps 99999. The browser's
 * count rules and the cart store's sign-in merge read it alike.
 */
export function countCapOf(maxCount: unknown): number {
  return typeof maxCount === 'number' && Number.isInteger(maxCount) && maxCount >= 1 && maxCount <= WIRE_LIMITS.maxCount
    ? maxCount
    : WIRE_LIMITS.maxCount
}
