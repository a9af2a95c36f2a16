/**
 * The checkout feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */

export { loadCheckoutModal } from './CheckoutModal.lazy'
export { OrderCheckoutPage } from './OrderCheckoutPage'
export { OrderSuccess } from './OrderSuccess'
