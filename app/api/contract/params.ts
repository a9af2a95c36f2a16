import { z } from 'zod'
import { hasCountDecimals } from './numbers'
import { ORDER_ID_PATTERN } from './order-id'

/**
 * Building blocks for query and body schemas of the admin API contract. Query values arrive as
 * strings (or arrays of strings when repeated); these helpers coerce and bound them so that a
 * malformed value is a 400 with field errors, never a crash.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

/** An integer query parameter within [min, max]. */
export const qInt = (min: number, max: number) =>
  z.preprocess((v) => {
    const s = first(v)
    if (s === undefined || s === '') return undefined
    return typeof s === 'string' && /^-?\d{1,16}$/.test(s.trim()) ? Number(s) : s
  }, z.number().int().min(min).max(max))

/** A finite number query parameter within [min, max]. */
export const qNum = (min: number, max: number) =>
  z.preprocess((v) => {
    const s = first(v)
    if (s === undefined || s === '') return undefined
    return typeof s === 'string' && /^-?\d{1,12}(\.\d{1,6})?$/.test(s.trim()) ? Number(s) : s
  }, z.number().min(min).max(max))

/** A boolean query parameter: true/false/1/0. */
export const qBool = z.preprocess((v) => {
  const s = first(v)
  if (s === undefined || s === '') return undefined
  if (s === 'true' || s === '1') return true
  if (s === 'false' || s === '0') return false
  return s
}, z.boolean())

/** A string query parameter, trimmed, at most `max` characters. */
export const qStr = (max = 200) => z.preprocess((v) => first(v), z.string().trim().max(max))

/** Ids given as a comma list (`ids=1,2,3`), repeated (`ids=1&ids=2`) or both. */
export const qIds = (maxItems = 200) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
      return parts
        .filter((x) => x !== '')
        .map((x) => (typeof x === 'string' && /^\d{1,9}$/.test(x.trim()) ? Number(x) : x))
    },
    z.array(z.number().int().min(1).max(999_999_999)).max(maxItems),
  )

export const idSchema = z.number().int().min(1).max(999_999_999)
/**
 * A credit company as a body names it: its number, or the id text the credits answer gave it
 * (`maib`; session 63's operator audit: a back end naming its companies by slug lost every offer).
 */
export const creditCompanyBodyId = z.union([idSchema, z.string().regex(ORDER_ID_PATTERN)])
/** A count in a cart: positive, at most 99999, three decimals at most. */
export const countSchema = z.number().positive().max(99_999).refine(hasCountDecimals, 'at most 3 decimals')
export const emailSchema = z.string().trim().toLowerCase().max(254).email()
export const noUserIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')

/** A calendar date YYYY-MM-DD that exists (2025-02-30 does not). */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`)
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(s)
  }, 'not a date')

/** Path parameter: an id. */
export const pathId = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
})
/**
 * Path parameter: an order's id (order-id.ts) - the digits of an integer id or an id text such as
 * `ORD-5005`, a UUID or `order_01H...`; a number is taken as its digits. Anything else ("", "a/b",
 * "../x", 65 characters) is refused before a call is made (a 400, never a path to another resource).
 */
export const pathOrderId = z.object({
  id: z.union([
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
    z.string().regex(ORDER_ID_PATTERN),
  ]),
})
/** Path parameter: a slug (or id). */
export const pathSlug = z.object({ slug: z.string().min(1).max(300) })

/** Simple acknowledgement answer. */
export const okSchema = z.object({ status: z.literal('ok') })
