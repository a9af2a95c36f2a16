/**
 * The cart feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */
export { AddToCart } from './AddToCart'
export { CartBadge, openCartDrawer } from './CartBadge'
export { loadCartModals } from './CartModals.lazy'
export { CartPage } from './CartPage'
export { loadCartSlugs } from './cart-slugs.lazy'
export { type DeliveryType, orderLines } from './rules'
export { cartState, emptyCartAfterOrder } from './store'
