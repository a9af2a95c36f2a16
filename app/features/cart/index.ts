/**
 * Entry point of the cart feature (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import. The cart: its store (over the backend chosen from the settings: local or server cart), the
 * badge, the add-to-cart button, the line components and the rules the cart page adds up with, and
 * the loaders of the drawer and the cart-slug rewrite. The cart page itself is a composition outside
 * the feature (app/pages/cart, decision 0077): the cart imports no other feature. Server functions
 * come from its *.functions.ts modules.
 */
export { AddToCart } from './AddToCart'
export { type AddButtonType, showAddedNotice } from './added-notice'
export { chooseCartBackend } from './backend-choice'
export { CartBadge, openCartDrawer } from './CartBadge'
export { loadCartDrawer } from './CartDrawer.lazy'
export { CartLines } from './CartLines'
export { CartSummary } from './CartSummary'
export { loadCartSlugs } from './cart-slugs.lazy'
export { reportCartFailure } from './cart-state'
export { companyGroupId } from './company-group'
export { computedCartFields, keepComputedFields } from './computed-fields'
export { deliveryInfoText } from './delivery-info'
export { deliveryRefusalOf } from './delivery-refusal'
export { PromoForm } from './PromoForm'
export { QuantityControl } from './QuantityControl'
export {
  cartTotal,
  type DeliveryMethod,
  type DeliveryPriceSettings,
  type DeliveryType,
  deliveryPlace,
  deliveryPrice,
  effectiveDeliveryType,
  finalPrice,
  includedTax,
  keptConfirmations,
  loyaltyPoints,
  minOrderShortfall,
  notForHomeDelivery,
  orderLines,
  pointsPaidShown,
  savedAmount,
  serverSavedAmount,
  toFreeDelivery,
  unconfirmedPrescriptions,
  vatPercent,
} from './rules'
export {
  addToCart,
  cartBackend,
  cartState,
  emptyCartAfterOrder,
  refreshCart,
  remoteAdoptions,
  remoteCartState,
  repriceCartPromo,
  setCount,
} from './store'
export { type CartLine, parseStoredCart } from './stored-cart'
export { deliveryInTotal, ownDelivery, summaryDelivery } from './summary-delivery'
export { useCartStart } from './useCartStart'
