import { z } from 'zod'
import { carrierOrderSchema } from './carrier'
import { productCardSchema } from './catalogue'
import { itemsOf } from './items'
import { countSchema, emailSchema, idSchema, noUserIdSchema, qInt, qStr } from './params'

/** Cart, delivery and order calls (storefront spec 7.3). Guests are identified by no_user_id. */

export const cartOwnerQuerySchema = z.object({
  no_user_id: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), noUserIdSchema).optional(),
})

export const serverCartItemSchema = z.object({
  id: z.number(),
  price: z.number(),
  count: z.number(),
  home_delivery: z.boolean(),
  card_payment_available: z.boolean(),
  is_recipe: z.boolean(),
  is_loyalty_active: z.boolean(),
  priceWithDiscount: z.number(),
  discountAmount: z.number(),
  discountPercentage: z.number(),
  product: productCardSchema,
})
export const serverCartSchema = z.object({
  total_count: z.number(),
  total_discount: z.number(),
  total_price: z.number(),
  loyalty_give: z.number(),
  products: itemsOf(serverCartItemSchema, 'products'),
})
export type ServerCart = z.infer<typeof serverCartSchema>

export const addItemBodySchema = z.object({
  product_id: idSchema,
  count: countSchema,
  no_user_id: noUserIdSchema.optional(),
})
export const reduceItemBodySchema = addItemBodySchema
export const removeItemBodySchema = z.object({
  product_ids: z.array(idSchema).min(1).max(500),
  no_user_id: noUserIdSchema.optional(),
})
export const mergeCartBodySchema = z.object({ no_user_id: noUserIdSchema })
export const loyaltyItemBodySchema = z.object({
  product_id: idSchema,
  active: z.boolean(),
  no_user_id: noUserIdSchema.optional(),
})

export const CART_ERROR_CODES = [
  'not_found',
  'inactive',
  'unavailable',
  'out_of_stock',
  'not_enough_stock',
  'bad_multiplicity',
  'empty_cart',
] as const
export const cartErrorSchema = z.object({
  product_id: z.number().nullable(),
  code: z.enum(CART_ERROR_CODES),
  message: z.string(),
  available_count: z.number().nullable(),
})
export const cartValidationSchema = z.object({
  valid: z.literal(true),
  total_count: z.number(),
  total_price: z.number(),
})
/** The 400 answer of validate-products and create-reservation. */
export const cartInvalidSchema = z.object({ error: z.string(), errors: itemsOf(cartErrorSchema, 'errors') })

export const reservationBodySchema = z.object({
  promo_code: z.string().trim().max(40).optional().nullable(),
  no_user_id: noUserIdSchema.optional(),
})

export const deliveryAddressSchema = z.object({
  shipping_address_id: z.number(),
  shipping_city_id: z.number(),
  shipping_street_id: z.number().nullable(),
  shipping_building: z.string(),
  shipping_apartment: z.string().nullable(),
  shipping_address_note: z.string().nullable(),
  is_default: z.boolean(),
  city_title: z.string(),
  street_title: z.string().nullable(),
})
export const deliveryAddressListSchema = itemsOf(deliveryAddressSchema, '')
export const createDeliveryAddressBodySchema = z.object({
  shipping_city_id: idSchema,
  shipping_street_id: idSchema.optional().nullable(),
  shipping_building: z.string().trim().min(1).max(20),
  shipping_apartment: z.string().trim().max(20).optional().nullable(),
  shipping_address_note: z.string().trim().max(500).optional().nullable(),
  is_default: z.boolean().optional(),
})
export const deleteDeliveryAddressBodySchema = z.object({ shipping_address_id: idSchema })

export const promoUpdateBodySchema = z.object({
  code: z.string().trim().min(1).max(40),
  loyalty_products: z.array(idSchema).max(500).optional(),
  no_user_id: noUserIdSchema.optional(),
})
export const promoResultSchema = z.object({
  status: z.literal('success'),
  type: z.enum(['general', 'product']),
  promo_value: z.number(),
  promo_value_type: z.enum(['percent', 'value']),
  products: z.array(
    z.object({ id: z.number(), price: z.number(), priceWithDiscount: z.number().optional(), count: z.number() }),
  ),
  general_price: z.number(),
  /** Not part of the spec's answer: the storefront computes the discount itself (promoAnswerDiscount). */
  discount: z.number().optional(),
  promo_code: z.string(),
})
export type PromoResult = z.infer<typeof promoResultSchema>

export const lineSchema = z.object({ id: idSchema, count: countSchema })
export const previewPromoBodySchema = z.object({
  promo_code: z.string().trim().min(1).max(40),
  products: z.array(lineSchema).min(1).max(500),
  payment_type: z.union([z.string().max(40), z.number().int()]).optional(),
})

export const deliveryTimeSchema = z.object({
  storeId: z.number(),
  isOpen: z.boolean(),
  slots: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
})
export const deliveryInfoTextSchema = z.object({ text: z.string() })

export const regionSchema = z.object({
  regionId: z.number(),
  label: z.string(),
  localities: z.array(z.object({ localityId: z.number(), label: z.string(), slug: z.string(), suburb: z.boolean() })),
})
export const regionsSchema = itemsOf(regionSchema, '')
export const localityQuerySchema = z.object({ region_id: qInt(1, 999) })
export const localitiesSchema = itemsOf(
  z.object({ localityId: z.number(), label: z.string(), slug: z.string(), suburb: z.boolean(), regionId: z.number() }),
  '',
)
export const sectorQuerySchema = z.object({ locality_id: qInt(1, 99_999).optional() })
export const sectorsSchema = itemsOf(z.object({ id: z.number(), title: z.string(), localityId: z.number() }), '')
export const addressQuerySchema = z.object({ locality_id: qInt(1, 99_999).optional(), query: qStr(100).optional() })
export const addressesSchema = itemsOf(z.object({ id: z.number(), name: z.string(), localityId: z.number() }), '')

export const DELIVERY_TYPES = ['standart', 'express'] as const
export const DELIVERY_METHODS = ['address', 'pickup', 'chisinau_delivery'] as const
export const deliveryCostBodySchema = z.object({
  region_id: z.number().int().min(1).max(999),
  locality_id: idSchema.optional(),
  delivery_type: z.enum(DELIVERY_TYPES).default('standart'),
  delivery_method: z.enum(DELIVERY_METHODS).default('address'),
  products: z.array(lineSchema).max(500).default([]),
})
export const deliveryCostSchema = z.object({
  price: z.number(),
  free: z.boolean(),
  free_from: z.number().nullable(),
  zone: z.enum(['capital', 'suburbs', 'region', 'pickup']),
  total: z.number(),
})

export const deliveryServicesSchema = z.array(
  z.object({
    brand_services: z.array(
      z.object({ id: z.number(), slug: z.string(), title: z.string(), types: z.array(z.string()) }),
    ),
    countries: z.array(z.object({ code: z.string(), title: z.string() })),
  }),
)
export const paymentSystemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.enum(['offline', 'online']),
  title: z.string(),
  img: z.string().nullable(),
  only_company: z.boolean(),
})
export const paymentSystemsSchema = itemsOf(paymentSystemSchema, '')

const utmValue = z.string().trim().min(1).max(200).optional()
export const utmRecordSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
})

export const createOrderBodySchema = z.object({
  no_user_id: noUserIdSchema.optional(),
  products: z.array(lineSchema).min(1).max(500).optional(),
  customer: z.object({
    name: z.string().trim().min(1).max(120),
    phone: z
      .string()
      .trim()
      .min(6)
      .max(20)
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone number'),
    email: emailSchema.optional(),
    /** The phone extension, kept with the order (its detail answers ext). */
    ext: z.string().trim().max(10).regex(/^\d*$/, 'digits').optional(),
  }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    type: z.enum(DELIVERY_TYPES).default('standart'),
    region_id: z.number().int().min(1).max(999).optional(),
    locality_id: idSchema.optional(),
    address: z.string().trim().max(300).optional(),
    store_id: idSchema.optional(),
    date_time: z.string().max(40).optional(),
    /** ISO 3166 alpha-2 country of the address (default MD) and its postal code: kept for the order's detail. */
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'two letters')
      .transform((s) => s.toUpperCase())
      .optional(),
    zip_code: z.string().trim().max(12).optional(),
  }),
  payment_system_id: idSchema,
  /** The company the order is for (one of the signed-in user's; a company user's first company by default). */
  company_id: idSchema.optional(),
  promo_code: z.string().trim().max(40).optional().nullable(),
  comment: z.string().max(2000).optional(),
  /** Postal carrier delivery (spec 3 "Postal carrier data"): sent when the shopper chose the carrier. */
  carrier: carrierOrderSchema.optional(),
  /** One key per checkout attempt sequence: the same key answers the same order instead of a second one (decision 0010). */
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotency key')
    .optional(),
  /** The reCAPTCHA token, required when the site configures a captcha key. */
  captcha_token: z.string().min(1).max(4096).optional(),
  /** The UTM record (spec 3): the landing page's five utm_* fields, kept with the order. */
  utm: utmRecordSchema.optional(),
})
export const createOrderSchema = z.object({
  result: z.object({
    orderId: z.number(),
    orderNumber: z.string(),
    total: z.number(),
    deliveryPrice: z.number(),
    discount: z.number(),
    payUrl: z.string().nullable(),
    trans_id: z.string().nullable(),
  }),
})
export const paymentStatusSchema = z.object({
  orderId: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'not_required']),
  paid: z.boolean(),
})
