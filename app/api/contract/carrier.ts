import { z } from 'zod'
import { CARRIER_MAX_DECLARED_VALUE } from './carrier-parcel'
import { intId, num, orDefault } from './common'
import { itemsOf } from './items'

/** Postal carrier calls (storefront spec 7.3, accounts spec 7 "Carrier"). All POST; lists read `data`. */

const ref = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'carrier ref')

export const cityBodySchema = z.object({ query: z.string().trim().max(100).default('') })
export const streetBodySchema = z.object({ cityRef: ref, query: z.string().trim().max(100).default('') })
export const pointBodySchema = z.object({
  cityRef: ref,
  number: z.union([z.string().trim().max(10).regex(/^\d*$/), z.number().int().min(0).max(99_999)]).optional(),
})

/**
 * A city (the spec names no fields): ref required (the other calls send it); ours, optional:
 * description, descriptionRo and area '', country_code (ISO 3166 alpha-2, upper-cased) null - the
 * country the parcel goes to, which the order names (an order the carrier delivers is in its city's
 * country, not the site's: review r66).
 */
export const carrierCitySchema = z.object({
  ref: z.string(),
  description: orDefault(z.string(), ''),
  descriptionRo: orDefault(z.string(), ''),
  area: orDefault(z.string(), ''),
  country_code: orDefault(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((s) => s.toUpperCase()),
    null,
  ),
})
export const carrierStreetSchema = z.object({
  ref: z.string(),
  description: z.string(),
  descriptionRo: z.string(),
  streetType: z.string(),
})
/** A warehouse or post machine (spec: "ref, address.description"); ours, optional: number (null; a digit string is read). */
export const carrierPointSchema = z.object({
  ref: z.string(),
  number: orDefault(intId, null),
  address: z.object({ description: z.string() }),
})

export const citiesSchema = z.object({ data: itemsOf(carrierCitySchema, 'data') })
export const streetsSchema = z.object({ data: itemsOf(carrierStreetSchema, 'data') })
export const pointsSchema = z.object({ data: itemsOf(carrierPointSchema, 'data') })

export const CARRIER_TYPES = ['courier', 'warehouse', 'postmachine'] as const
export const carrierOrderSchema = z.object({
  type: z.enum(CARRIER_TYPES),
  city_ref_id: ref,
  address: z
    .object({
      ref: ref.optional(),
      description: z.string().max(200).optional(),
      descriptionRo: z.string().max(200).optional(),
      streetType: z.string().max(20).optional(),
      house_number: z.string().max(20).optional(),
      entrance: z.string().max(20).optional(),
      apartment: z.string().max(20).optional(),
    })
    .optional(),
  warehouse_ref_id: ref.optional(),
  postmachine_ref_id: ref.optional(),
  // A sanity bound far above the carrier's 1,000 kg (CARRIER_MAX_WEIGHT_GR): the back end, not the
  // schema, says a heavier parcel is over the carrier's limit (review r67).
  weight_gr: z.number().int().min(0).max(1e9).optional(),
  declared_value: z.number().min(0).max(CARRIER_MAX_DECLARED_VALUE).optional(),
})
/**
 * A price item (spec 4: "an object result is stored as data", its fields not shown): the cost (else
 * `price`) is required; type, currency (else the shop's) and estimated_days are ours, null when absent.
 */
export const carrierPriceItemSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && !('cost' in v) && 'price' in v
      ? { ...v, cost: (v as { price: unknown }).price }
      : v,
  z.object({
    type: orDefault(z.enum(CARRIER_TYPES), null),
    cost: num,
    currency: orDefault(z.string().regex(/^[A-Z]{3}$/), null).meta({ absent: "null: the shop's currency" }),
    estimated_days: orDefault(num, null).meta({ absent: 'null: not shown' }),
  }),
)
export type CarrierPrice = z.infer<typeof carrierPriceItemSchema>
const priceItems = itemsOf(z.union([carrierPriceItemSchema, z.string()]), '')
/**
 * The price answer: an array whose first item is read - a price object, or a string (a warning, e.g.
 * a closed branch). A bare object or string (no array) is read as that one item; cost may be a decimal string.
 */
export const carrierPriceSchema = z.preprocess(
  (v) => (v !== null && v !== undefined && !Array.isArray(v) ? [v] : v),
  priceItems,
) as unknown as typeof priceItems
