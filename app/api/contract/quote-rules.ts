/**
 * The quote cart's limits and markers (decision 0067), without zod: the server function that sends a
 * quote and the contract's schemas (quote-cart.ts) read them from here.
 */
export const QUOTE_CART = { maxItems: 200, maxTargetPrice: 100_000_000 } as const
/** The delivery method a sent quote is listed with among the account's orders (GET /general/v2/order/). */
export const QUOTE_DELIVERY_METHOD = 'quote'
