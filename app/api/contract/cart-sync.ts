import { z } from 'zod'
import type { ProductCard } from './catalogue'
import { round3 } from './numbers'
import { OPAQUE_ID, WIRE_LIMITS } from './wire'

/**
 * The storefront's own cart store on the wire (decision 0006): the bodies and answers of
 * `/api/cart`, `/api/cart/lock` and `/api/cart/merge`, and the messages of the `/ws/cart` socket.
 * One definition for three readers: worker/api/cart.ts parses request bodies with these schemas,
 * durable-objects/cart-store.ts answers with these types, and the browser's sync client
 * (app/features/cart/sync/) imports the types only - it ships no zod and checks what it reads by
 * hand (stored-cart.ts). tests/worker/cart-store.test.ts parses every answer with the answer schemas.
 */

const version = z.number().int().nonnegative()
const tabId = z.string().min(1).max(100)

/**
 * What one stored cart may hold (review r51: a cookie-less stranger stored 245 kB of its own JSON per
 * request under `localDataFields` and in extra product fields). Each field is one the cart reads, in
 * the type it reads it, with a length no real value comes near: names (a title, a brand) 1,000
 * characters, links (url, img, slugs) a path's 2,048, codes and choices 200. The whole body stays
 * within WIRE_LIMITS.cartBodyBytes and cartLines.
 */
export const CART_FIELD_LIMITS = { name: 1_000, link: WIRE_LIMITS.maxPathLength, code: 200, list: 50 } as const
const name = z.string().max(CART_FIELD_LIMITS.name)
const link = z.string().max(CART_FIELD_LIMITS.link)
const code = z.string().max(CART_FIELD_LIMITS.code)
const id = z.number().int()
const flag = z.boolean()

/**
 * A cart line's product: the product card (app/api/contract/catalogue.ts ProductCard), which is what
 * the browser's cart keeps and reads (stored-cart.ts, the cart page, the order lines, the refresh,
 * the server merge's stock cap). Keyed by the card's own fields, so a field added to the card is a
 * type error here until the cart stores it too. Only productId is required (a cart kept by an older
 * page may lack a newer field; the browser drops a line it cannot show); fields of other shapes
 * (a product page's description, properties, images) are dropped, not stored.
 */
const cartProductFields = {
  // 1 and up, as every call that takes product ids reads them (app/api/input.ts idList): a stored id 0
  // failed the cart page's stock check for every line of the cart, for good (review of session 54).
  productId: z.number().int().positive(),
  title: name.optional(),
  code: code.optional(),
  url: link.optional(),
  slugs: z.object({ ro: link, ru: link, uk: link, en: link }).nullish(),
  img: link.optional(),
  colors: z.array(code).max(CART_FIELD_LIMITS.list).optional(),
  price: z.number().optional(),
  old_price: z.number().nullish(),
  discount: z.number().optional(),
  brand: z.object({ id: id.optional(), name: name.optional(), slug: link.optional() }).optional(),
  category: z
    .array(
      z
        .object({
          categoryId: id,
          categoryTitle: name,
          categoryUrl: link,
          subcategoryId: id.nullable(),
          subcategoryTitle: name.nullable(),
          subcategoryUrl: link.nullable(),
        })
        .partial(),
    )
    .max(CART_FIELD_LIMITS.list)
    .optional(),
  multiplicity: z.number().positive().optional(),
  active: flag.optional(),
  available: flag.optional(),
  is_stock: flag.optional(),
  stock: z.number().nullish(),
  has_associated_products: flag.optional(),
  loyalty_give: z.number().optional(),
  is_recipe: flag.optional(),
  weight_gr: z.number().optional(),
  rating: z.number().optional(),
  home_delivery: flag.optional(),
  card_payment_available: flag.optional(),
  age_restricted: flag.optional(),
  gift_id: id.nullish(),
  age_hidden: flag.optional(),
  price_on_request: z.literal(true).optional(),
} satisfies { [K in keyof ProductCard]-?: z.ZodType }
export const cartProductSchema = z.object(cartProductFields)

/**
 * One line of a stored cart: the product as the browser keeps it (at least its id) and a count, stored
 * to 3 decimals (spec 4 "Quantity: 3 decimals"). A count that is 0 to 3 decimals is refused: kept, it
 * would come back to the browser as a line its own rounding removes.
 */
export const cartLineSchema = z.object({
  product: cartProductSchema,
  count: z
    .number()
    .positive()
    .max(WIRE_LIMITS.maxCount)
    .transform(round3)
    .pipe(z.number().positive('a count is at least 0.001')),
})

/**
 * The browser's local cart (app/features/cart/stored-cart.ts StoredCart, the spec's 3 "Local cart"):
 * its lines and the cart page's choices. Other fields are dropped, not stored.
 */
export const localCartSchema = z.object({
  products: z.array(cartLineSchema).max(WIRE_LIMITS.cartLines),
  deliveryPrice: z.number().nullish(),
  discount: z.number().optional(),
  taxPrice: z.number().nullish(),
  selectedDeliveryType: code.optional(),
  deliveryTypes: z.array(code).max(CART_FIELD_LIMITS.list).optional(),
  orderNumber: code.nullish(),
  paymentUrl: link.nullish(),
  deliveryMethod: code.optional(),
  promoCode: code.nullish(),
  regionId: id.optional(),
  /** A locality's id, or its slug (the capital's `kishinev`). */
  localityId: z.union([id, code]).nullish(),
  storeId: id.nullish(),
  deliveryDateAndTime: code.nullish(),
})

/**
 * `cart-data`, the spec's other local-cart fields (storefront spec 3 "Local cart": the order's
 * delivery, payment and pickup fields, and one variant's totals). This storefront writes none of
 * them (it keeps its cart in `localCart`); a browser may carry them from the spec's other client.
 * Any other key is refused with the key's name: a store for the cart, not for anything a client sends.
 */
export const localDataFieldsSchema = z.strictObject({
  deliveryPrice: z.number().nullish(),
  discount: z.number().nullish(),
  taxPrice: z.number().nullish(),
  selectedDeliveryType: code.nullish(),
  deliveryTypes: z.array(code).max(CART_FIELD_LIMITS.list).nullish(),
  deliveryMethod: code.nullish(),
  orderNumber: code.nullish(),
  paymentUrl: link.nullish(),
  trans_id: code.nullish(),
  storeId: id.nullish(),
  deliveryDateAndTime: code.nullish(),
  price: z.number().nullish(),
  tax: z.number().nullish(),
  weight: z.number().nullish(),
  bonuses: z.number().nullish(),
  available_bonuses: z.number().nullish(),
  used_bonuses: z.number().nullish(),
  total: z.number().nullish(),
  promocode: code.nullish(),
  promocodeData: z.strictObject({ discount_sum: z.number().nullish() }).nullish(),
})

/** The cart as the object keeps it: the browser's local cart (`localCart`) and its extra fields (`localDataFields`). */
export const cartOrderSchema = z.object({
  localCart: localCartSchema,
  localDataFields: localDataFieldsSchema.default({}),
})
export type CartOrder = z.output<typeof cartOrderSchema>

/** The only reason that lets a save empty the cart (a tab emptied a cart the server had lines in). */
export type CartEmptyReason = 'empty_cart'

/** POST /api/cart: a compare-and-set save (`replace: false` merges the order into the cart). */
export const cartSaveBodySchema = z.object({
  order: cartOrderSchema,
  replace: z.boolean().default(true),
  expectedVersion: version,
  reason: z.string().max(40).optional(),
  tabId: z.string().max(100).optional(),
  /**
   * Whose cart the tab computed this save against (its last load): a save made for the guest cart
   * must never land on the account cart (or back) - the versions of two objects are unrelated, so a
   * guest's version can match the account's. A mismatch is a 409 (decision 0032).
   */
  owner: z.enum(['guest', 'user']).optional(),
})
export type CartSaveBody = z.input<typeof cartSaveBodySchema>

export const CART_LOCK_OPS = ['acquire', 'renew', 'release', 'status'] as const
export type CartLockOp = (typeof CART_LOCK_OPS)[number]
/** POST /api/cart/lock: the leader lock of the guest-to-account migration, keyed by the tab's id. */
export const cartLockBodySchema = z.object({ op: z.enum(CART_LOCK_OPS), tabId })
export type CartLockBody = z.input<typeof cartLockBodySchema>

/** POST /api/cart/merge: `noUserId` is the browser id the back end's merge-cart gets. */
export const cartMergeBodySchema = z.object({
  // the browser id (app/features/cart/browser-id.ts): nothing else is forwarded to merge-cart
  noUserId: z.string().regex(OPAQUE_ID, 'letters, digits, - and _ only (8-64)').optional(),
  tabId: z.string().max(100).optional(),
})
export type CartMergeBody = z.input<typeof cartMergeBodySchema>

// --- answers --------------------------------------------------------------------------------------

/** GET /api/cart. `guestPending`: a signed-in shopper still has a guest cart to merge. */
export const cartStateSchema = z.object({
  order: cartOrderSchema,
  version,
  signedIn: z.boolean(),
  guestPending: z.boolean(),
})
export type CartState = z.output<typeof cartStateSchema>

/** POST /api/cart 200, and DELETE /api/cart. */
export const cartSavedSchema = z.object({ version })
export type CartSaved = z.output<typeof cartSavedSchema>

/** POST /api/cart 409: someone saved first; reload, rebase and retry. */
export const cartConflictSchema = z.object({ error: z.string(), currentVersion: version })
export type CartConflict = z.output<typeof cartConflictSchema>

/** POST /api/cart/lock: whether the operation succeeded and the holder after it (null when free). */
export const cartLockAnswerSchema = z.object({
  ok: z.boolean(),
  holder: z.object({ tabId, expiresAt: z.number() }).nullable(),
})
export type CartLockAnswer = z.output<typeof cartLockAnswerSchema>

/**
 * POST /api/cart/merge: whether this call merged a guest cart, and the account cart's version.
 * `taken`: the guest cart exactly as this call took it into the account (only when it merged) -
 * the leader tab rebases the browser's unsaved changes on it (decision 0032).
 */
export const cartMergeAnswerSchema = z.object({ merged: z.boolean(), version, taken: cartOrderSchema.optional() })
export type CartMergeAnswer = z.output<typeof cartMergeAnswerSchema>

// --- /ws/cart -------------------------------------------------------------------------------------

/**
 * What the object sends on a shopper's sockets: `ready` with the version when a socket opens (and
 * whose cart it is: a socket opened just after a sign-in reaches the account's object, decision 0032), and
 * `cart:event` with the new cart after every accepted write (`tabId` of the writing tab, null for
 * a merge or an empty cart). Clients only send `ping` (answered `pong`).
 */
/** The Worker tells the object whose cart a socket opens (the object itself does not know). */
export const CART_OWNER_HEADER = 'X-Cart-Owner'
/** ... and which session opened it (a hash of the access token): a session that ends closes its sockets. */
export const CART_SESSION_HEADER = 'X-Cart-Session'

export const cartSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), version, owner: z.enum(['guest', 'user']).optional() }),
  z.object({ type: z.literal('cart:event'), version, order: cartOrderSchema, tabId: z.string().nullable() }),
])
export type CartSocketMessage = z.output<typeof cartSocketMessageSchema>
