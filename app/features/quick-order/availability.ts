import { isSellable, type SellableFields } from '../../api/contract/sellable'
import type { QuickForm } from './rules'

/**
 * Which quick forms the product page offers (spec 2.5, decision 0009). Imported by AddToCart
 * only, so it ships inside the product page's chunk.
 */

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
