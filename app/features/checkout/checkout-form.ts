import * as z from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { email, FIELD_ERRORS, phone, text } from '#app/ui/form/index.ts'

/**
 * The checkout form's checks (decision 0051), pure: the fields' schema and the order's checks
 * that are not a field of the form (the cart's store, carrier and delivery slot). The schema trims
 * what was typed, as the FormData read did; a phone's country prefix alone is no phone (the same
 * text as before: content.form.error.phone). The address is asked for only where it is shown
 * (delivery to an address by the shop's own courier).
 */
const fields = (addressShown: boolean) =>
  z.object({
    name: text({ required: true }),
    phone: phone({ required: true, requiredError: FIELD_ERRORS.phone }),
    email: email(),
    address: text({ required: addressShown }),
    comment: text(),
    // No payment method chosen (none offered, or their call failed): said at the field, nothing sent.
    payment: text({ required: true, requiredError: 'checkout.paymentRequired' }),
  })
const WITH_ADDRESS = fields(true)
const WITHOUT_ADDRESS = fields(false)

/** The schema of the checkout's fields: with or without the address asked for. */
export const checkoutSchema = (addressShown: boolean) => (addressShown ? WITH_ADDRESS : WITHOUT_ADDRESS)
export type CheckoutValues = z.output<typeof WITH_ADDRESS>

/** The names of the checkout's own fields; other errors show in the form's list. */
export const CHECKOUT_FIELDS: readonly string[] = Object.keys(WITH_ADDRESS.shape)

export interface OrderChoice {
  /** Pickup chosen, and whether a store is. */
  pickup: boolean
  storeChosen: boolean
  /** Delivery by the postal carrier, and whether its data is complete. */
  viaCarrier: boolean
  carrierReady: boolean
  /** The calendar offers days, and whether the chosen slot is one of them. */
  calendarOffered: boolean
  slotOffered: boolean
}

/** The order's checks beyond its fields (shown in the form's list; nothing is sent while one fails). */
export function orderChecks(c: OrderChoice): Record<string, MessageId> {
  const failed: Record<string, MessageId> = {}
  if (c.pickup && !c.storeChosen) failed.store = 'pickup.chooseStoreFirst'
  if (c.viaCarrier && !c.carrierReady) failed.carrier = 'carrier.incomplete'
  if (c.calendarOffered && !c.slotOffered) failed.date_time = 'delivery.calendar.required'
  return failed
}
