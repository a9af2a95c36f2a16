import { isSafeId, SAFE_ID_PATTERN, safeIdOf } from './text-id'

/**
 * An advert's id as the shop carries it: text, as an order's (order-id.ts, decision 0118). The spec's
 * Advert names `id` without a type, and a back end that is not ours names adverts by a UUID or a
 * prefixed text (`adv_01H...`). An id is 1-64 characters: a letter or digit, then letters, digits,
 * `_ . : -`, never `..` (no slash, no dot segment, no control character). An integer id (the reference
 * back end's, and the favourites stored before) is its digits, so `7` and `"7"` are one advert. Its
 * own module, without zod: the browser's favourite hearts and the server functions' input checks read it.
 */
export const ADVERT_ID_PATTERN = SAFE_ID_PATTERN

/** Whether `value` is an advert id the shop reads, compares and sends (text-id.ts's rule). */
export const isAdvertId = isSafeId

/** An advert id as text: a safe integer from 0 as its digits, an id text as it is; anything else null. */
export const advertIdOf = safeIdOf

/**
 * The advert id as a request body sends it (text-id.ts's `sentId`, but for 0: the favourite and
 * complaint bodies took a positive integer): (`product_id` of the favourites, `advert` of a complaint):
 * an integer's digits (no leading zero) as the number, as before - the reference back end and every
 * back end with integer ids read a number - and any other id as its text, as the back end named it.
 */
export function advertIdBody(id: string): number | string {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id
}
