import type { QuickForm } from '../quick-order'

/**
 * Which products can be sold, and which quick forms the product page offers (spec 2.5, decision
 * 0009): product rules read by the product card (pre-order tint) and the add-to-cart button.
 */

export interface SellableFields {
  active: boolean
  available: boolean
  is_stock: boolean
  stock: number
}

/** A product can go into the cart when it is active, available and in stock with stock left. */
export function isSellable(p: SellableFields): boolean {
  return p.active && p.available && p.is_stock && Number.isFinite(p.stock) && p.stock > 0
}

/**
 * The quick forms the product page offers: one-click and bulk orders for sellable products,
 * pre-order and first-to-know for active products that cannot be sold now, nothing for products
 * that are no longer sold.
 */
export function quickForms(p: SellableFields): QuickForm[] {
  if (isSellable(p)) return ['oneClick', 'bulkOrder']
  return p.active ? ['preOrder', 'firstToKnow'] : []
}

/** The black-and-white card (settings black_and_white_product_card_for_pre_order) applies to products offered for pre-order. */
export function tintForPreOrder(p: SellableFields, setting: boolean): boolean {
  return setting && quickForms(p).includes('preOrder')
}
