import { ORDER_ID_PATTERN } from './order-id'

/**
 * An advert's id as the shop carries it: text, as an order's (order-id.ts, decision 0118). The spec's
 * Advert names `id` without a type, and a back end that is not ours names adverts by a UUID or a
 * prefixed text (`adv_01H...`). An id is 1-64 characters: a letter or digit, then letters, digits,
 * `_ . : -`, never `..` (no slash, no dot segment, no control character). An integer id (the reference
 * back end's, and the favourites stored before) is its digits, so `7` and `"7"` are one advert. Its
 * own module, without zod: the browser's favourite hearts and the server functions' input checks read it.
 */
export const ADVERT_ID_PATTERN = ORDER_ID_PATTERN

/** Whether `value` is an advert id the shop reads, compares and sends (ADVERT_ID_PATTERN). */
export const isAdvertId = (value: unknown): value is string =>
  typeof value === 'string' && ADVERT_ID_PATTERN.test(value)

/** An advert id as text: a safe integer from 0 as its digits, an id text as it is; anything else null. */
export function advertIdOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null
  return isAdvertId(value) ? value : null
}

/**
 * The advert id as a request body sends it (`product_id` of the favourites, `advert` of a complaint):
 * an integer's digits (no leading zero) as the number, as before - the reference back end and every
 * back end with integer ids read a number - and any other id as its text, as the back end named it.
 */
export function advertIdBody(id: string): number | string {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id
}
