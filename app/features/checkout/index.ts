/**
 * Entry point of the checkout feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. Placing an order: the checkout modal (through its loader), the success page and the
 * payment-status page. Server functions come from its *.functions.ts modules.
 */

export { loadCheckoutModal, loadPaymentsUnavailable } from './CheckoutModal.lazy'
/** A signed-in shopper's contact, and the fill of a form's empty fields from it (the credit forms use them too). */
export { contactQuery, useContactFill } from './contact-fill'
export { OrderCheckoutPage } from './OrderCheckoutPage'
export { OrderSuccess } from './OrderSuccess'
