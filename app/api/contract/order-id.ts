/**
 * An order's id (and an act's) as the shop carries it: text. The spec never says an order id is a
 * number, and back ends that are not ours name orders `ORD-5005`, by a UUID or as Medusa does
 * (`order_01H...`). An id is 1-64 characters: a letter or digit, then letters, digits, `_ . : -`,
 * never `..` - nothing a path segment would need escaped past `:`, no slash, no dot segment. An
 * integer id (the reference back end's) is its digits. Its own module, without zod: the payment-return
 * route and the server functions' input checks read it without the contract.
 */
export const ORDER_ID_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/

/** Whether `value` is an order id the shop reads, puts in a path and links to (ORDER_ID_PATTERN). */
export const isOrderId = (value: unknown): value is string => typeof value === 'string' && ORDER_ID_PATTERN.test(value)

/** An order id as text: a safe integer from 0 as its digits, an id text as it is; anything else null. */
export function orderIdOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null
  return isOrderId(value) ? value : null
}
