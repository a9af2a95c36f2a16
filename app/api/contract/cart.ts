import { z } from 'zod'
import { carrierOrderSchema } from './carrier'
import { productCardSchema } from './catalogue'
import { answerSaysFailed, emptyAs, flagValue, intId, isRecord, num, orDefault, orNull, textId } from './common'
import { itemsOf } from './items'
import { isTextId, isTextLocalityId } from './locality-id'
import { countSchema, emailSchema, idSchema, noUserIdSchema, qInt, qStr } from './params'

/** Cart, delivery and order calls (storefront spec 7.3). Guests are identified by no_user_id. */

export const cartOwnerQuerySchema = z.object({
  no_user_id: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), noUserIdSchema).optional(),
})

/**
 * A server cart line (spec 3 "Server cart"): the spec's id, price, count, home_delivery,
 * card_payment_available, is_recipe and is_loyalty_active are required (numbers may be decimal
 * strings); priceWithDiscount, discountAmount and discountPercentage may be null or absent (no
 * discount). Ours, optional: `product`, the
 * product's card (a malformed one is read as absent), and the line's own `title`, `img` and `url`
 * (the spec's product fields, should the back end put them on the line). A line without a card gets
 * one made of what the line has - title, else `#id`; url, else the id (the product call takes an id
 * or a slug); img, else none - and is marked `cardless`, so the storefront can fetch its real card
 * (products-by-ids).
 */
export const serverCartItemSchema = z
  .object({
    id: intId,
    price: num,
    count: num,
    home_delivery: flagValue,
    card_payment_available: flagValue,
    is_recipe: flagValue,
    is_loyalty_active: flagValue,
    // null (or absent): no discount on the line - the shop shows its price (server-cart.ts serverCartView).
    // A back end written from the spec sent `null` for a line without one, and the line was left out: a
    // cart of one such line read as empty (session 67's operator audit).
    priceWithDiscount: orNull(num),
    discountAmount: orNull(num),
    discountPercentage: orNull(num),
    product: productCardSchema.nullish().catch(null).meta({ absent: 'a card made of the line (cardless)' }),
    title: orDefault(z.string(), ''),
    img: orDefault(z.string(), ''),
    url: orDefault(z.string(), ''),
  })
  .transform(({ product, title, img, url, ...line }) => {
    if (product) return { ...line, product }
    const card = productCardSchema.parse({
      productId: line.id,
      title: title.trim() || `#${line.id}`,
      url: url.trim() || String(line.id),
      img,
      price: line.price,
      active: true,
      available: true,
      is_stock: true,
      is_recipe: line.is_recipe,
      home_delivery: line.home_delivery,
      card_payment_available: line.card_payment_available,
    })
    return { ...line, product: card, cardless: true as boolean | undefined }
  })
/** The server cart (spec 3): totals may be decimal strings; lines are read one by one. */
export const serverCartSchema = z.object({
  total_count: num,
  total_discount: num,
  total_price: num,
  loyalty_give: num,
  products: itemsOf(serverCartItemSchema, 'products'),
})
export type ServerCart = z.infer<typeof serverCartSchema>

/**
 * The answer of a server-cart write (add-item, reduce-item, remove-item, merge-cart): the cart, or no
 * body. The spec shows no answer for them, and a back end written from it answers 204 No Content (or
 * an empty 200): the write is done, and the shop reads the cart again (fetch-all) instead of taking
 * the add for failed and putting back the cart it had (session 67's operator audit). No body is read
 * as `null`; a body that is neither is still refused (server-cart.server.ts reads it again too).
 */
export const cartWriteAnswerSchema = serverCartSchema.nullable()

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
  product_id: orNull(intId),
  code: z.enum(CART_ERROR_CODES),
  message: z.string(),
  available_count: orNull(num),
})
const cartValidationObject = z.object({
  valid: z.literal(true).default(true),
  total_count: orDefault(num, null),
  total_price: orDefault(num, null),
})
/**
 * A success of validate-products (spec 4: "valid after validate-products succeeds; a 400 marks
 * invalid"): any 2xx body, or none (204), is valid; ours sends valid, total_count and total_price, which
 * nothing reads. `valid: false` still fails (review R1).
 */
export const cartValidationSchema = z
  .preprocess(
    // Anything but an object (none, [], true, "OK") says nothing more than the 2xx: valid.
    (value) => (isRecord(value) ? value : {}),
    cartValidationObject,
  )
  .meta({ alt: 'any 2xx body, or none' }) as unknown as typeof cartValidationObject
/** The 400 answer of validate-products and create-reservation. */
export const cartInvalidSchema = z.object({ error: z.string(), errors: itemsOf(cartErrorSchema, 'errors') })

export const reservationBodySchema = z.object({
  promo_code: z.string().trim().max(40).optional().nullable(),
  no_user_id: noUserIdSchema.optional(),
})

/**
 * A locality's id: an integer (a digit string is its number) or, as the spec's own default locality
 * `kishinev` ("Default region 3 ... and locality kishinev"), a text id, kept as text.
 */
export const localityIdSchema = z
  .union([intId, z.string().trim().min(1).max(64)])
  .meta({ doc: 'integer, string of digits, or a text id (kishinev)' })
export type LocalityId = number | string
/**
 * A locality id in a request body (delivery-cost, create-order): sent as the back end gave it - an
 * integer, or a text id (`kishinev`) as the stored cart keeps it (1-64 characters, no space at
 * either end, no line break). A string of digits is not sent (the answers read it as its number).
 */
export const localityIdBodySchema = z
  .union([idSchema, z.string().refine(isTextLocalityId, 'locality id')])
  .meta({ doc: 'integer, or the text id the regions gave (kishinev)' })
/**
 * A stored delivery address (spec 3 "Delivery address"): the spec's shipping_address_id, is_default,
 * shipping_city_id and shipping_building are required (ids may be digit strings); its street,
 * apartment and note absent or null are null. Ours, optional: city_title '' (the storefront names
 * the city from its localities then) and street_title null.
 */
export const deliveryAddressSchema = z.object({
  shipping_address_id: intId,
  shipping_city_id: intId,
  shipping_street_id: orDefault(intId, null),
  shipping_building: z.union([z.string(), z.number().transform(String)]),
  shipping_apartment: orDefault(z.union([z.string(), z.number().transform(String)]), null),
  shipping_address_note: orDefault(z.string(), null),
  is_default: flagValue,
  city_title: orDefault(z.string(), ''),
  street_title: orDefault(z.string(), null),
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
/**
 * The promo answer (spec 3 "Promo result"): numbers may be decimal strings ("10.00"); the lines
 * (fields not named by the spec: id, price, count, priceWithDiscount) are read one by one. Spec 7.3's
 * table names only `general_price` in preview-promo's answer, so that is all a back end must send:
 * the promo's own fields and the code may be absent (promoAnswerDiscount, decision 0118); a status
 * other than success is not an accepted code.
 */
export const promoResultSchema = z.object({
  status: z.literal('success').optional(),
  type: z.enum(['general', 'product']).optional(),
  promo_value: num.optional(),
  promo_value_type: z.enum(['percent', 'value']).optional(),
  products: itemsOf(
    z.object({ id: intId, price: num, priceWithDiscount: num.optional(), count: num }),
    'products',
  ).optional(),
  general_price: num,
  /** Not part of the spec's answer: the storefront computes the discount itself (promoAnswerDiscount). */
  discount: num.optional(),
  promo_code: z.string().optional(),
})
export type PromoResult = z.infer<typeof promoResultSchema>

export const lineSchema = z.object({ id: idSchema, count: countSchema })
export const previewPromoBodySchema = z.object({
  promo_code: z.string().trim().min(1).max(40),
  products: z.array(lineSchema).min(1).max(500),
  payment_type: z.union([z.string().max(40), z.number().int()]).optional(),
})

/**
 * A store's pickup times (spec 7.3 GET /general/delivery-time/{storeId}/, the answer not shown). Ours:
 * `{ storeId, isOpen, slots }`; a bare list is the slots (a back end written from the spec answered
 * `[]`, and the shopper read "pickup times failed" for a store without times). Absent isOpen is open,
 * a slot the shop cannot read is left out.
 */
export const deliveryTimeSchema = z.preprocess(
  // no body (a 204), null or '': no slots offered (session 67: it counted as a failure)
  (v) => (Array.isArray(v) ? { slots: v } : emptyAs({ slots: [] })(v)),
  z.object({
    storeId: orDefault(intId, null),
    isOpen: orDefault(flagValue, true),
    slots: itemsOf(z.object({ date: z.string(), from: z.string(), to: z.string() }), 'slots'),
  }),
)
/** The cart's delivery text (GET /mi/delivery_info_text): ours `{ text }`, or the text itself (the spec shows no shape). */
export const deliveryInfoTextSchema = z.union([
  z.object({ text: z.string() }),
  z.string().transform((text) => ({ text })),
])

/**
 * A locality (spec 3 "Regions": localityId, label). Ours default: slug the id (as text), suburb
 * unknown (null: the cart's local delivery estimate goes by the slug, delivery-price.ts deliveryZone).
 */
const localityFields = {
  localityId: localityIdSchema,
  label: z.string(),
  slug: orDefault(z.string(), null).meta({ absent: 'the localityId as text' }),
  suburb: orDefault(flagValue, null).meta({ absent: 'unknown (the cart estimates the zone by the slug)' }),
}
const withSlug = <T extends { localityId: LocalityId; slug: string | null }>(l: T) => ({
  ...l,
  slug: l.slug || String(l.localityId),
})
/**
 * A region (spec 3 "Regions": regionId, label, localities). Its localities may be left out: spec 7.3 also
 * gives `GET /base/locality/?region_id=`, and the cart asks it for such a region (withLocalities).
 */
export const regionSchema = z.object({
  regionId: intId,
  label: z.string(),
  // null as absent (the contract's rule where the spec is silent): a region sent with `localities: null`
  // was left out, and its shoppers could not choose it (session 60's operator audit).
  localities: itemsOf(z.object(localityFields).transform(withSlug), 'localities')
    .nullish()
    .transform((list) => list ?? undefined)
    .meta({ absent: 'asked of GET /base/locality/?region_id=' }),
})
export const regionsSchema = itemsOf(regionSchema, '')
export const localityQuerySchema = z.object({ region_id: qInt(1, 999) })
/** A region's localities (GET /base/locality/?region_id=): each may name its region; one that does not is the region's asked. */
export const localitiesSchema = itemsOf(
  z
    .object({ ...localityFields, regionId: orDefault(intId, null).meta({ absent: 'the region asked for' }) })
    .transform(withSlug),
  '',
)
export const sectorQuerySchema = z.object({ locality_id: qInt(1, 99_999).optional() })
export const sectorsSchema = itemsOf(z.object({ id: intId, title: z.string(), localityId: intId }), '')
export const addressQuerySchema = z.object({ locality_id: qInt(1, 99_999).optional(), query: qStr(100).optional() })
export const addressesSchema = itemsOf(z.object({ id: intId, name: z.string(), localityId: intId }), '')

export const DELIVERY_TYPES = ['standart', 'express'] as const
export const DELIVERY_METHODS = ['address', 'pickup', 'chisinau_delivery'] as const
export const deliveryCostBodySchema = z.object({
  region_id: z.number().int().min(1).max(999),
  locality_id: localityIdBodySchema.optional(),
  delivery_type: z.enum(DELIVERY_TYPES).default('standart'),
  delivery_method: z.enum(DELIVERY_METHODS).default('address'),
  products: z.array(lineSchema).max(500).default([]),
})
/**
 * The own delivery's price (POST /general/delivery-cost/: spec 7.3 names the call, not its answer).
 * The price is what the cart needs, money as a number or its decimal text as everywhere. Ours, absent
 * or null (review R1: `{ price: "45.00" }` made the cart say the price could not be calculated): free
 * (whether the price is 0), free_from null (no threshold), zone null, total null - an answer without
 * its goods total leaves "X to free delivery" to the settings' rule (summary-delivery.ts).
 */
export const deliveryCostSchema = z
  .object({
    price: num,
    free: orDefault(flagValue, null).meta({ absent: 'whether price is 0' }),
    free_from: orDefault(num, null),
    zone: orDefault(z.enum(['capital', 'suburbs', 'region', 'pickup']), null),
    total: orDefault(num, null),
  })
  .transform((answer) => ({ ...answer, free: answer.free ?? answer.price === 0 }))

/**
 * The delivery services (spec 7.3: "first entry: brand_services, countries"): every list read item
 * by item. A service needs its slug (what the storefront reads), or is the slug itself ("novapost");
 * ours, optional: id 0, title '', types []. A country needs its code, or is the code itself ("MD");
 * title ''.
 */
export const deliveryServicesSchema = itemsOf(
  z.object({
    brand_services: itemsOf(
      z.preprocess(
        (v) => (typeof v === 'string' ? { slug: v } : v),
        z.object({
          id: orDefault(intId, 0),
          slug: z.string(),
          title: orDefault(z.string(), ''),
          types: orDefault(z.array(z.string()), []),
        }),
      ),
      'brand_services',
    ),
    countries: itemsOf(
      z.preprocess(
        (v) => (typeof v === 'string' ? { code: v } : v),
        z.object({ code: z.string(), title: orDefault(z.string(), '') }),
      ),
      'countries',
    ),
  }),
  '',
)
/**
 * A payment system's id as the back end gives it: an integer (a string of digits is its number) or a
 * text id (`"cash"`), kept as text - the order names the system by it (payment_system_id). A text id
 * the order could not send (a space at either end, a line break, over 64 characters) leaves its system out.
 */
export const paymentIdSchema = z
  .union([intId, z.string().refine(isTextId, 'an id')])
  .meta({ doc: 'integer, string of digits, or a text id (cash)' })
export type PaymentId = number | string
/**
 * A payment system (spec 3: "Payment systems: list (fields not shown)"): its id and its name are
 * required - the name as title, else name (as the filters' options take theirs). Ours default: slug
 * (what preview-promo's payment_type sends) the code, else the id as text; type 'offline' (paid on
 * delivery: no payment page expected), img (else image) null, only_company false.
 */
export const paymentSystemSchema = z
  .object({
    id: paymentIdSchema,
    slug: orDefault(z.string(), null).meta({ absent: 'code, else the id as text' }),
    code: orDefault(z.string(), null).meta({ alt: 'slug' }),
    type: orDefault(z.enum(['offline', 'online']), 'offline'),
    title: z.string().optional().meta({ absent: 'name (one of the two is required)' }),
    name: z.string().optional().meta({ alt: 'title' }),
    img: orDefault(z.string(), null).meta({ absent: 'image, else null' }),
    image: orDefault(z.string(), null).meta({ alt: 'img' }),
    only_company: orDefault(flagValue, false),
  })
  .refine((s) => s.title !== undefined || s.name !== undefined, {
    message: 'a payment system needs title or name',
    path: ['title'],
  })
  .transform(({ id, slug, code, type, title, name, img, image, only_company }) => ({
    id,
    slug: slug ?? code ?? String(id),
    type,
    title: (title ?? name) as string,
    img: img ?? image,
    only_company,
  }))
/** The payment systems: a plain list, or a DRF page `{ count, next, previous, results }` (its results read). */
export const paymentSystemsSchema = z
  .union([
    itemsOf(paymentSystemSchema, ''),
    z.object({ results: itemsOf(paymentSystemSchema, 'results') }).transform((page) => page.results),
  ])
  .meta({ doc: 'list of payment systems, or a DRF page { count, next, previous, results }' })
/**
 * The order's payment_system_id: the id as the payment systems gave it - an integer, or a text id
 * (`"cash"`). A string of digits is not sent (the answers read it as its number).
 */
export const paymentIdBodySchema = z
  .union([idSchema, z.string().refine(isTextId, 'an id')])
  .meta({ doc: 'integer, or the text id the payment systems gave (cash)' })

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
    ext: z.string().trim().max(10).regex(/^\d*$/, 'digits only').optional(),
  }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    type: z.enum(DELIVERY_TYPES).default('standart'),
    region_id: z.number().int().min(1).max(999).optional(),
    locality_id: localityIdBodySchema.optional(),
    address: z.string().trim().max(300).optional(),
    store_id: idSchema.optional(),
    date_time: z.string().max(40).optional(),
    /**
     * ISO 3166 alpha-2 country of the address (absent: the site's own) and its postal code: kept for the
     * order's detail. A carrier order names its city's (carrierCitySchema's country_code) and no
     * region_id or locality_id: those are the shop's own courier's.
     */
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'two letters')
      .transform((s) => s.toUpperCase())
      .optional(),
    zip_code: z.string().trim().max(12).optional(),
  }),
  payment_system_id: paymentIdBodySchema,
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
const idText = z.union([z.string(), z.number().transform(String)])
/**
 * The order answer (spec 7.3: "result.payUrl"; 4: "status 201 with a payUrl redirects to payment;
 * otherwise to /cart/success"). Only `result` is required; payUrl absent or null is none. Ours, never
 * failing a created order (absent, null or malformed take the default): orderId (else order_id, else
 * id) null, orderNumber (the local cart's name, spec 3; else order_number, else number, else the id; a number or a
 * string) null, total, deliveryPrice and discount 0, trans_id null.
 */
export const createOrderSchema = z.preprocess(
  // The spec reads result.payUrl; a back end that sends the result's fields bare is read the same way
  // (but not one that says it failed, `{ error }`: that is no order - the schema then refuses it).
  (v) => (isRecord(v) && !('result' in v) && !answerSaysFailed(v) ? { result: v } : v),
  z.object({
    result: z
      .object({
        // Not orDefault: a payUrl that is there but not a string is no answer to read past (its default, none,
        // would send the shopper to the success page without paying).
        payUrl: z
          .string()
          .nullish()
          .transform((v) => v ?? null),
        // an integer or id text (`ORD-5005`, a UUID: textId); an id that cannot go into a path is none
        orderId: orDefault(textId, null).meta({ absent: 'order_id, else id, else null' }),
        order_id: orDefault(textId, null).meta({ alt: 'orderId' }),
        id: orDefault(textId, null).meta({ alt: 'orderId' }),
        orderNumber: orDefault(idText, null).meta({ absent: 'order_number, else number, else null' }),
        order_number: orDefault(idText, null).meta({ alt: 'orderNumber' }),
        number: orDefault(idText, null).meta({ alt: 'orderNumber' }),
        total: orDefault(num, 0),
        deliveryPrice: orDefault(num, 0),
        discount: orDefault(num, 0),
        trans_id: orDefault(idText, null),
      })
      .transform(({ orderId, order_id, id, orderNumber, order_number, number, ...result }) => {
        const anId = orderId ?? order_id ?? id
        // as the order history numbers an order without one (orders.ts): by its id
        return { ...result, orderId: anId, orderNumber: orderNumber ?? order_number ?? number ?? anId }
      }),
  }),
)
const PAYMENT_STATES = ['pending', 'paid', 'failed', 'not_required'] as const
type PaymentState = (typeof PAYMENT_STATES)[number]
/** A payment provider's or back end's other words for the shop's states (lower case). */
const PAYMENT_WORDS: Readonly<Record<string, PaymentState>> = {
  success: 'paid',
  succeeded: 'paid',
  successful: 'paid',
  completed: 'paid',
  complete: 'paid',
  approved: 'paid',
  failure: 'failed',
  declined: 'failed',
  rejected: 'failed',
  error: 'failed',
  canceled: 'failed',
  cancelled: 'failed',
  expired: 'failed',
  processing: 'pending',
  waiting: 'pending',
  created: 'pending',
  new: 'pending',
}
/** A bare flag as the payment check may send it (true/false, 1/0, "1"/"0"), or null for anything else. */
const flagOf = (v: unknown): boolean | null => {
  const flag = flagValue.safeParse(v)
  return flag.success ? flag.data : null
}
/** The shop's state for a back end's status text; another text is not yet confirmed (pending). */
function paymentState(status: string): PaymentState {
  const word = status.trim().toLowerCase()
  return (PAYMENT_STATES as readonly string[]).includes(word)
    ? (word as PaymentState)
    : (PAYMENT_WORDS[word] ?? 'pending')
}
/**
 * GET /general/v2/order/{id}/check-payment-status/ (spec 7: the answer is not shown): ours
 * `{ orderId, status, paid }`, or a bare flag (`true`/`false`, 1/0: paid, or pending: not yet). A
 * status in other words reads by PAYMENT_WORDS (`success`: paid), an unknown one as pending; an object
 * with only `paid` reads by the flag. orderId absent is null, paid absent is whether the status is `paid`.
 */
export const paymentStatusSchema = z.preprocess(
  (v) => {
    const flag = flagOf(v)
    if (flag !== null) return { status: flag ? 'paid' : 'pending' }
    // Session 59's operator audit: a bare word, the word as `payment_status` or `state`, the flag as
    // `is_paid`, and a status that is a code (a number) beside the flag all read as what they say.
    if (typeof v === 'string' && v.trim()) return { status: paymentState(v) }
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v
    const answer = v as Record<string, unknown>
    const word = [answer.status, answer.payment_status, answer.state].find((x) => typeof x === 'string' && x.trim())
    const paid = flagOf(answer.paid ?? answer.is_paid)
    if (typeof word === 'string') return { ...answer, status: paymentState(word), paid: paid ?? answer.paid }
    if (paid !== null) return { ...answer, status: paid ? 'paid' : 'pending', paid }
    return v
  },
  z
    .object({
      orderId: orDefault(textId, null),
      status: z.enum(PAYMENT_STATES),
      paid: orDefault(flagValue, null).meta({ absent: 'whether the status is paid' }),
    })
    .transform((answer) => ({ ...answer, paid: answer.paid ?? answer.status === 'paid' })),
)
