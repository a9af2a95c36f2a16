import { canSupply, isSellable, type SellableFields } from '#contract/sellable.ts'
import type { QuickForm } from '../quick-order'

/**
 * Which quick forms the product page offers and which cards get the pre-order tint (spec 2.5,
 * decision 0009), read by the product card and the add-to-cart button. Whether a product can be
 * sold is the one rule in app/api/contract/sellable.ts (decision 0013), not repeated here.
 */

/**
 * The quick forms the product page offers: one-click and bulk orders for sellable products,
 * pre-order and first-to-know for active products that cannot be sold now, nothing for products
 * that are no longer sold. In pharmacy mode a prescription product (is_recipe) is ordered only
 * through the cart, where its prescription is confirmed (spec storefront 5): no form that orders it.
 */
export function quickForms(p: SellableFields & { is_recipe?: boolean }, pharmacyMode = false): QuickForm[] {
  const recipe = pharmacyMode && p.is_recipe
  if (isSellable(p)) return recipe ? [] : ['oneClick', 'bulkOrder']
  return p.active ? (recipe ? ['firstToKnow'] : ['preOrder', 'firstToKnow']) : []
}

/**
 * The black-and-white card (settings black_and_white_product_card_for_pre_order) applies to products
 * offered for pre-order because they cannot be supplied now: active, out of stock or unavailable. By
 * the stock alone (canSupply): a product without a price to show (on request, or stripped for a guest
 * of a site that hides prices, platform/shared/hidden-prices.ts) is tinted only when it is out of stock
 * too - a guest of such a site saw every card grey once the strip marked the prices.
 */
export function tintForPreOrder(p: SellableFields, setting: boolean): boolean {
  return setting && p.active && !canSupply(p)
}
