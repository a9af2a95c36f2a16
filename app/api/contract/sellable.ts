/**
 * The one "sellable" rule (can this product be added to the cart or ordered in one click): the
 * storefront's buttons, availability text and schema.org offer, and the back end's quick orders.
 * No zod: this module ships to the browser.
 */
export interface SellableFields {
  active: boolean
  available: boolean
  is_stock: boolean
  /** null: the back end does not count this product's stock, and is_stock alone decides. */
  stock: number | null
  /** Set (only) when the back end gave no price: "price on request", never sold at 0 (catalogue.ts). */
  price_on_request?: boolean
}

/**
 * Active, available and in stock with stock left; with the site's allow_negative_stock, active and
 * available is enough (the back end takes orders beyond the stock: admin-api orders and cart).
 */
export function isSellable(p: SellableFields, allowNegativeStock = false): boolean {
  return !p.price_on_request && canSupply(p, allowNegativeStock)
}

/** The stock side of isSellable, whatever the price (the availability text of a product with its price on request). */
export function canSupply(p: SellableFields, allowNegativeStock = false): boolean {
  return p.active && p.available && (allowNegativeStock || inStock(p))
}

/** In stock with stock left (a stock not counted: is_stock says). */
export function inStock(p: SellableFields): boolean {
  return p.is_stock && (p.stock === null || (Number.isFinite(p.stock) && p.stock > 0))
}
