/** Loads CheckoutModal on first use: other parts of the app reach it through index.ts (only this loader, never the module). */
export const loadCheckoutModal = () => import('./CheckoutModal')

/** Loads the 'payment methods could not be loaded' notice when the cart page needs it (PaymentsUnavailable). */
export const loadPaymentsUnavailable = () => import('./PaymentsUnavailable')
