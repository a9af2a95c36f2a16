/**
 * Entry point of the delivery feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. Delivery: the delivery state, the postal carrier's rules and order data, and the
 * loaders of the carrier, saved-address and pickup forms. Server functions come from its
 * *.functions.ts modules.
 */

export { loadCarrierForm } from './CarrierForm.lazy'
export { deliveryDays, offeredChoice } from './calendar'
export { capitalCity } from './capital-city'
export { type CarrierOrder, carrierApplies, carrierOrderData, carrierSummary } from './carrier'
export { carrierOrderInput } from './carrier-input'
export { loadDeliveryCalendar } from './DeliveryCalendar.lazy'
export { deliveryState, startDeliveryState } from './delivery-state'
export { loadPickupStore } from './PickupStore.lazy'
export { loadSavedAddresses } from './SavedAddresses.lazy'
