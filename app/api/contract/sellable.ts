/**
 * The one "sellable" rule (can this product be added to the cart or ordered in one click): the
 * storefront's buttons, availability text and schema.org offer, and the back end's quick orders.
 * No zod: this module ships to the browser.
 */
export interface SellableFields {
  active: boolean
  available: boolean
  is_stock: boolean
  stock: number
}

/** Active, available and in stock with stock left. */
export function isSellable(p: SellableFields): boolean {
  return p.active && p.available && p.is_stock && Number.isFinite(p.stock) && p.stock > 0
}
