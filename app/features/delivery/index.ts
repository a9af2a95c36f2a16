/**
 * The delivery feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */

export { loadCarrierForm } from './CarrierForm.lazy'
export { type CarrierOrder, carrierApplies, carrierOrderData, carrierSummary } from './carrier'
export { carrierOrderInput } from './carrier-input'
export { deliveryState, startDeliveryState } from './delivery-state'
export { bodyMessages } from './errors'
export { loadPickupStore } from './PickupStore.lazy'
export { loadSavedAddresses } from './SavedAddresses.lazy'
