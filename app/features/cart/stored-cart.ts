import { clampCount } from '#app/lib/quantity.ts'
import { DELIVERY } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { methodFitsRegion } from '#contract/delivery-region.ts'

/**
 * The local cart as kept in browser storage under the key `cart` (the spec's local-cart fields).
 * Checked by hand rather than with zod: this module ships to every page in the browser. A type
 * alias, not an interface, so that it is the contract's `localCart` (app/api/contract/cart-sync.ts).
 */
export type StoredCart = {
  /** `typed`: the count the shopper typed (decision 0106); while it is the line's count, the sync takes it as the count, not as a difference. Never sent. */
  products: { product: ProductCard; count: number; typed?: number }[]
  deliveryPrice: number | null
  discount: number
  /** The VAT the total to pay includes (has_tax_calculation), as the cart page last computed it; null without tax. */
  taxPrice: number | null
  selectedDeliveryType: (typeof DELIVERY.types)[number]
  /** The delivery types the chosen region offers (express only in the capital), as the cart page last computed them. */
  deliveryTypes: (typeof DELIVERY.types)[number][]
  /** The last order placed from this cart: its number, and the payment link when the order had one. */
  orderNumber: string | null
  paymentUrl: string | null
  deliveryMethod: (typeof DELIVERY.methods)[number]
  promoCode: string | null
  regionId: number
  /** A locality id as the regions list gave it: a number, or a text id (the spec's `kishinev`). */
  localityId: number | string | null
  /** Pickup: the chosen store (spec 3 "Local cart"). */
  storeId: number | null
  /** Pickup: the chosen time slot, `YYYY-MM-DD HH:MM-HH:MM` (GET /general/delivery-time/{storeId}/). */
  deliveryDateAndTime: string | null
}
export type CartLine = StoredCart['products'][number]

export const EMPTY_CART: StoredCart = {
  products: [],
  deliveryPrice: null,
  discount: 0,
  taxPrice: null,
  selectedDeliveryType: 'standart',
  deliveryTypes: [...DELIVERY.types],
  orderNumber: null,
  paymentUrl: null,
  deliveryMethod: 'address',
  promoCode: null,
  regionId: DELIVERY.capitalRegionId,
  localityId: null,
  storeId: null,
  deliveryDateAndTime: null,
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isStr = (v: unknown): v is string => typeof v === 'string'

/** The fields of a product the cart relies on; a line without them cannot be shown or ordered. */
export function isCartProduct(value: unknown): value is ProductCard {
  if (!value || typeof value !== 'object') return false
  const p = value as Record<string, unknown>
  return (
    Number.isSafeInteger(p.productId) &&
    (p.productId as number) > 0 &&
    isStr(p.title) &&
    isStr(p.url) &&
    isStr(p.img) &&
    isNum(p.price) &&
    isNum(p.multiplicity) &&
    typeof p.brand === 'object' &&
    p.brand !== null
  )
}

function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback
}

/** Known delivery types, each once, in the shop's order; nothing readable gives every type. */
function deliveryTypesOf(value: unknown): StoredCart['deliveryTypes'] {
  const listed = Array.isArray(value) ? DELIVERY.types.filter((t) => value.includes(t)) : []
  return listed.length ? listed : [...DELIVERY.types]
}

/**
 * Reads the stored cart. Counts are clamped by the rules; broken lines (a product without its
 * fields, a count that is no positive number) are dropped and anything unreadable resets the cart -
 * both reported as `corrupted` so the shopper is told. Never throws.
 */
export function parseStoredCart(raw: string | null | undefined): { cart: StoredCart; corrupted: boolean } {
  if (!raw) return { cart: EMPTY_CART, corrupted: false }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { cart: EMPTY_CART, corrupted: true }
  }
  if (!json || typeof json !== 'object' || !Array.isArray((json as { products?: unknown }).products))
    return { cart: EMPTY_CART, corrupted: true }
  const source = json as Record<string, unknown> & { products: unknown[] }
  let corrupted = false
  const products: CartLine[] = []
  for (const line of source.products) {
    const l = line as { product?: unknown; count?: unknown; typed?: unknown } | null
    if (!l || !isCartProduct(l.product)) {
      corrupted = true
      continue
    }
    // A count that is no positive number ("NaN", a string, 0) was never written by the cart: the line
    // is damaged, not removed - reported, so the server's copy of it comes back (store.ts unreadableBase).
    const count = isNum(l.count) ? clampCount(l.count, l.product.multiplicity) : 0
    if (count > 0)
      products.push(l.typed === count ? { product: l.product, count, typed: count } : { product: l.product, count })
    else corrupted = true
  }
  const cart: StoredCart = {
    products,
    deliveryPrice: isNum(source.deliveryPrice) ? source.deliveryPrice : null,
    discount: isNum(source.discount) && source.discount >= 0 ? source.discount : 0,
    taxPrice: isNum(source.taxPrice) ? source.taxPrice : null,
    selectedDeliveryType: oneOf(source.selectedDeliveryType, DELIVERY.types, 'standart'),
    deliveryTypes: deliveryTypesOf(source.deliveryTypes),
    orderNumber: isStr(source.orderNumber) && source.orderNumber.length <= 64 ? source.orderNumber : null,
    paymentUrl:
      isStr(source.paymentUrl) && source.paymentUrl.length <= 2000 && /^https?:\/\//.test(source.paymentUrl)
        ? source.paymentUrl
        : null,
    deliveryMethod: oneOf(source.deliveryMethod, DELIVERY.methods, 'address'),
    promoCode: isStr(source.promoCode) ? source.promoCode.slice(0, 40) : null,
    regionId:
      Number.isSafeInteger(source.regionId) && (source.regionId as number) > 0
        ? (source.regionId as number)
        : DELIVERY.capitalRegionId,
    localityId:
      (Number.isSafeInteger(source.localityId) && (source.localityId as number) > 0) ||
      (isStr(source.localityId) && /^\S(.{0,62}\S)?$/u.test(source.localityId))
        ? (source.localityId as number | string)
        : null,
    storeId: Number.isSafeInteger(source.storeId) && (source.storeId as number) > 0 ? (source.storeId as number) : null,
    deliveryDateAndTime:
      isStr(source.deliveryDateAndTime) && source.deliveryDateAndTime.length <= 40 ? source.deliveryDateAndTime : null,
  }
  // chisinau_delivery is delivery in the capital (a cart kept before this rule may name another region).
  if (!methodFitsRegion(cart.deliveryMethod, cart.regionId, DELIVERY)) {
    cart.regionId = DELIVERY.capitalRegionId
    cart.localityId = null
  }
  return { cart, corrupted }
}
