import { ORDER_ID_PATTERN, orderIdOf } from './order-id'

/**
 * An id a back end names a thing by, as the shop carries it: text. order-id.ts's rule for orders and
 * acts, the same for the other ids the spec gives no type (session 64): a user's (the profile's and the
 * user group's `id`), a company's, and the user-group id of the cabinet's company and personal-data
 * paths. An integer (the reference back end's) reads as its digits; id text is 1-64 characters of
 * `A-Z a-z 0-9 _ . : -`, starting with a letter or digit, without `..` (a UUID, `usr_01H...`, `c5`).
 * Anything else (a slash, a dot segment, a space or control character, 65 characters, a negative or
 * fractional number) is no id. Without zod: the server functions' input checks and the browser's
 * URL-query readers use it (the contract's zod reading is `textId`, common.ts; SAFE_ID_PATTERN is
 * ORDER_ID_PATTERN).
 */
export const SAFE_ID_PATTERN = ORDER_ID_PATTERN

/**
 * Whether `value` is id text the shop reads, puts in a path (encoded) and sends back (not
 * locality-id.ts's `isTextId`, the looser rule of a body's text ids that are never in a path).
 */
export const isSafeId = (value: unknown): value is string => typeof value === 'string' && SAFE_ID_PATTERN.test(value)

/** An id as text: a safe integer from 0 as its digits, id text as it is; anything else null. */
export const safeIdOf: (value: unknown) => string | null = orderIdOf

/** The digits of an integer id (no sign, no leading zero, a safe integer): what the shop once read as a number. */
const NUMBER_ID = /^(?:0|[1-9]\d{0,14})$/

/**
 * An id as a JSON body or a query sends it back: the digits of an integer id as that number (as the
 * shop sent ids before they were text: a back end whose ids are numbers gets numbers), any other id
 * text as it came (`c5`, a UUID, `007`).
 */
export const sentId = (id: string): number | string => (NUMBER_ID.test(id) ? Number(id) : id)
