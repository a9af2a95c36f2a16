/**
 * Numbers both ends of the wire agree on: the storefront reads them through app.config.ts (LIMITS,
 * TIMINGS, DELIVERY, SITE_TOKEN_HEADER re-use these), the reference back end (admin-api/) imports
 * them from here: it imports nothing of the storefront but the contract (docs/architecture.md).
 */

/** The header carrying the site token on every admin API call (see docs/decisions/0002). */
export const SITE_TOKEN_HEADER = 'Site-Token'

/**
 * The header that vouches for a call's X-Forwarded-For (the shopper's address, for the back end's
 * per-client limits): the secret the storefront and the back end share (CLIENT_IP_SECRET, decision 0091).
 */
export const FORWARDED_FOR_KEY_HEADER = 'X-Forwarded-For-Key'

/**
 * The header carrying this browser's sign-in key (decision 0121): 32 random bytes, base64url, kept in
 * an HttpOnly cookie by the storefront and sent with sign-ins, codes and reset requests. A back end
 * that saw the key sign in to an account spares that browser the account-wide limits strangers can
 * fill; a back end that knows nothing of it ignores the header.
 */
export const BROWSER_KEY_HEADER = 'X-Browser-Key'
/** A browser key as the storefront makes it (43 base64url characters). */
export const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/

/** An id a browser makes for itself (its browser id, a request's idempotency id): letters, digits, - and _, 8 to 64. */
export const OPAQUE_ID = /^[A-Za-z0-9_-]{8,64}$/

export const WIRE_LIMITS = {
  /** Largest count of one cart line. */
  maxCount: 99_999,
  maxPathLength: 2_048,
  /** Largest JSON body the APIs accept. */
  cartBodyBytes: 256 * 1024,
  /** Most lines a cart saved to the cart store (/api/cart) may hold. */
  cartLines: 1_000,
  /**
   * The cards a listing page asks for (category, search, brand, promotion: `page_size`). A back end
   * that answers a page without saying its size is taken to have honoured it (catalogue.ts listingOf).
   */
  listingPageSize: 24,
} as const

/** The longest text each quick-order field takes (quick-orders.ts; the modals' maxLength, zod-free for the browser). */
export const QUICK_ORDER_MAX = { name: 120, company: 200, comment: 1_000, contact: 254 } as const

/**
 * The shop's time zone: every date and time the shop prints (orders, acts, articles, reviews,
 * promotions' expiry, delivery slots) is formatted in it, on the server and in the browser alike, so a
 * UTC server and a shopper's browser in another zone print the same day and hydration matches
 * (decision 0035). The spec's global settings carry no time zone, so it is this constant: the
 * demo shops are Moldovan. A date-only value (`2026-11-30`) is a calendar date and prints as written.
 * The reference back end's meal menu takes its "today" in it (admin-api routes/calculators.ts).
 */
export const SITE_TIME_ZONE = 'Europe/Chisinau'

/** A token counts as expired this long (ms) before its `exp`. */
export const TOKEN_EXPIRY_SKEW_MS = 30_000

/**
 * An order's create call waits this long (ms), not the usual back-end timeout: a back end written from
 * the spec knows no idempotency key, so a shopper told "no answer, try again" after 4 s of a 6-s create
 * made a second order (session 62's operator audit). With the price check before it (4 s) it stays
 * within the server function's 20 s.
 */
export const ORDER_CREATE_TIMEOUT_MS = 12_000

/** The delivery price rule's fixed numbers (delivery-price.ts `DeliveryRules`; decision 0013). */
export const DELIVERY_RULES = {
  capitalRegionId: 3,
  capitalLocality: 'kishinev',
  /** A cart line heavier than 20 kg (weight_gr x count) costs 100 more to deliver (the delivery price is the maximum across items; decision 0013). */
  heavyLineGrams: 20_000,
  heavySurcharge: 100,
} as const
