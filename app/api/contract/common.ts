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

/** Lenient string: null or missing become the fallback. */
export const str = (fallback = '') =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? fallback)

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

/** A field the spec leaves to us: absent or null takes `fallback` (named in docs/contract.md through its meta). */
export const orDefault = <T extends z.ZodType, F extends z.output<T> | null>(schema: T, fallback: F) =>
  schema
    .nullish()
    .transform((v) => (v ?? fallback) as z.output<T> | F)
    .meta({ absent: JSON.stringify(fallback) })
