/**
 * Entry point of the cart feature (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import. The cart: its store (local or server variant), the badge, the add-to-cart button, the
 * cart page, and the loaders of the drawer and the cart-slug rewrite. Server functions come from
 * its *.functions.ts modules.
 */
export { AddToCart } from './AddToCart'
export { type AddButtonType, showAddedNotice } from './added-notice'
export { CartBadge, openCartDrawer } from './CartBadge'
export { loadCartModals } from './CartModals.lazy'
export { CartPage } from './CartPage'
export { loadCartRefresh } from './cart-refresh.lazy'
export { loadCartSlugs } from './cart-slugs.lazy'
export { QuantityControl } from './QuantityControl'
export { type DeliveryType, minOrderShortfall, orderLines } from './rules'
export { addToCart, cartState, emptyCartAfterOrder, setCount, startCart } from './store'
