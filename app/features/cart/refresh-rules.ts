import type { ProductCard } from '#contract/catalogue.ts'
import { round2 } from '#contract/numbers.ts'

/** One product's answer of GET /general/product_checkout_status/ (the fields the refresh reads). */
export interface CheckoutStatus {
  id: number
  active: boolean
  available: boolean
  is_stock: boolean
  /** Null when the status carries none (spec 7.2 names none): the product card's price then counts. */
  price: number | null
  /** Null (or absent) when the status carries no count: the line's stock stays as it was. */
  stock?: number | null
}

/** The fields of a stored cart product a refresh replaces with fresh data (spec 4, "Cart operations"). */
export const REFRESHED_FIELDS = [
  'price',
  'old_price',
  'discount',
  'active',
  'available',
  'is_stock',
  'stock',
  'multiplicity',
  'title',
  'img',
  'url',
  'slugs',
] as const
export type FreshProduct = Pick<ProductCard, (typeof REFRESHED_FIELDS)[number]>

/** The part of a cart line the refresh looks at. */
export interface RefreshLine {
  product: Partial<FreshProduct> & { productId: number; price: number; active?: boolean; available?: boolean }
  count?: number
}

export interface LineUpdate extends Partial<FreshProduct> {
  price: number
  active: boolean
  available: boolean
  /** The line's new count, when the fresh multiplicity is above it. */
  count?: number
}

const PRICE_FIELDS: ReadonlySet<string> = new Set(['price', 'old_price', 'discount'])
const validPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0

/**
 * The local cart's refresh (spec 4, "Cart operations": "Refreshing replaces products with fresh
 * data and marks a product inactive if missing or unavailable"). Two answers: the product's fresh
 * card (products-by-ids: old price for the "you save" line, stock, multiplicity, title, image,
 * slug) and its checkout status (the order's own check: price, active, available, stock), which
 * wins where both speak. A product neither lists becomes inactive (its data kept: nothing better
 * is known); one listed inactive stays at its fresh data but inactive; out of stock counts as
 * unavailable, unless the site allows negative stock (allow_negative_stock). A count below a raised multiplicity is raised to it. Lines that did not change are
 * absent from the answer.
 *
 * `pricesHidden`: the viewer may not see prices (hide_price_for_guests), so the server sent the
 * answers with prices stripped to 0: a line keeps its own price, old price and discount (a 0 would
 * price the cart, and an order, at nothing); the page shows none of them to this viewer.
 */
export function refreshUpdates(
  lines: readonly RefreshLine[],
  statuses: readonly CheckoutStatus[],
  fresh: readonly Partial<ProductCard>[] = [],
  allowNegativeStock = false,
  pricesHidden = false,
): Map<number, LineUpdate> {
  const byId = new Map(statuses.map((s) => [s.id, s]))
  const cards = new Map(fresh.filter((p) => typeof p.productId === 'number').map((p) => [p.productId as number, p]))
  const updates = new Map<number, LineUpdate>()
  for (const { product, count } of lines) {
    const status = byId.get(product.productId)
    const card = cards.get(product.productId)
    const next: LineUpdate = { price: product.price, active: false, available: false }
    if (card) {
      for (const field of REFRESHED_FIELDS)
        if (card[field] !== undefined && !(pricesHidden && PRICE_FIELDS.has(field)))
          (next as unknown as Record<string, unknown>)[field] = card[field]
      if (!validPrice(card.price)) next.price = product.price
      if (card.old_price !== null && card.old_price !== undefined && !validPrice(card.old_price))
        next.old_price = product.old_price ?? null
      next.available = card.available !== false && (allowNegativeStock || card.is_stock !== false)
      next.active = card.active !== false
    }
    if (status) {
      next.price = !pricesHidden && validPrice(status.price) ? status.price : next.price
      next.active = status.active
      next.available = status.available && (allowNegativeStock || status.is_stock)
      if (typeof status.stock === 'number' && Number.isFinite(status.stock)) next.stock = status.stock
    } else if (!card) {
      next.active = false
      next.available = false
    }
    next.price = round2(next.price)
    if (typeof next.old_price === 'number') next.old_price = round2(next.old_price)
    if (typeof next.multiplicity === 'number' && !(next.multiplicity > 0)) delete next.multiplicity
    if (count !== undefined && next.multiplicity !== undefined && count > 0 && count < next.multiplicity)
      next.count = next.multiplicity
    if (changed(product, next)) updates.set(product.productId, next)
  }
  return updates
}

function changed(product: RefreshLine['product'], next: LineUpdate): boolean {
  if (next.count !== undefined) return true
  if (next.active !== (product.active ?? true) || next.available !== (product.available ?? true)) return true
  return REFRESHED_FIELDS.some(
    (field) =>
      field !== 'active' &&
      field !== 'available' &&
      next[field] !== undefined &&
      JSON.stringify(next[field]) !== JSON.stringify(product[field]),
  )
}

// In a module of its own: the local backend needs it on every page, the rest of these rules only on a refresh.
export { unorderableLines } from './unorderable-lines'
