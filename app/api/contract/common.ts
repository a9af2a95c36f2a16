import { z } from 'zod'
import { itemsOf } from './items'

/** Locale codes the contract knows. Mirrors LOCALES in app.config.ts. */
export const localeSchema = z.enum(['ro', 'ru', 'uk', 'en'])

/**
 * A JSON error answer of the admin API: a message plus optional field errors, and for failures a
 * client acts on, a machine-readable `code` (ACCOUNTS.errorCodes in app.config.ts).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** A paged list: data, totalCount, pages (the spec's list shape). */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: itemsOf(item, 'data'),
    totalCount: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
  })
}

/**
 * A number the back end may send as a JSON number or as a decimal string ("12.50"): a well-behaved
 * REST back end often serialises decimals as strings. Anything else is not a number.
 */
export const num = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'a number or a decimal string')
      .transform(Number),
  ])
  .meta({ doc: 'number, or decimal string' })

/** An integer id sent as a JSON number or as a string of digits. */
export const intId = z
  .union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'an id')
      .transform(Number),
  ])
  .meta({ doc: 'integer, or string of digits' })

/**
 * A flag sent as true/false, 1/0, "1"/"0" or "true"/"false" (a back end that stores flags as
 * integers or strings sends them so, as the settings' `flag` reads them). Anything else is not a flag.
 */
export const flagValue = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v, ctx): boolean => {
    const text = typeof v === 'string' ? v.trim().toLowerCase() : v
    if (text === true || text === 1 || text === '1' || text === 'true') return true
    if (text === false || text === 0 || text === '0' || text === 'false') return false
    ctx.issues.push({ code: 'custom', message: 'a flag: true/false or 1/0', input: v })
    return z.NEVER
  })
  .meta({ doc: 'boolean, or 1/0' })

/**
 * A field the spec leaves to us, or gives a default: absent, null or malformed (a wrong type, a value
 * the schema refuses) takes `fallback`, named in docs/contract.md through its meta. One such field
 * never fails its item or the answer: `category.level: "three"` is level 1, not an empty category
 * page. Numbers should still be read as the contract reads them elsewhere (`num`, `intId`), so a
 * decimal string is its value, not the default. Required fields never go through here: they stay
 * strict. Each parse gets its own copy of an object or list fallback.
 */
export const orDefault = <T extends z.ZodType, F extends z.output<T> | null>(schema: T, fallback: F) => {
  type Out = z.output<T> | F
  const value = (): Out => (fallback !== null && typeof fallback === 'object' ? structuredClone(fallback) : fallback)
  return schema
    .nullish()
    .transform((v): Out => v ?? value())
    .catch(() => value() as Awaited<Out>)
    .meta({ absent: JSON.stringify(fallback) })
}
