/**
 * Entry point of the cart feature (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import. The cart: its store (over the backend chosen from the settings: local or server cart), the badge, the add-to-cart button, the
 * cart page, and the loaders of the drawer and the cart-slug rewrite. Server functions come from
 * its *.functions.ts modules.
 */
export { AddToCart } from './AddToCart'
export { type AddButtonType, showAddedNotice } from './added-notice'
export { CartBadge, openCartDrawer } from './CartBadge'
export { loadCartModals } from './CartModals.lazy'
export { CartPage } from './CartPage'
export { loadCartSlugs } from './cart-slugs.lazy'
export { reportCartFailure } from './cart-state'
export { QuantityControl } from './QuantityControl'
export { type DeliveryType, minOrderShortfall, orderLines } from './rules'
export { addToCart, cartState, emptyCartAfterOrder, refreshCart, repriceCartPromo, setCount, startCart } from './store'
