import { InputError, int, oneOf, optionalText, record, text } from '#app/api/input.ts'
import { DELIVERY } from '#config'
import { CARRIER_MAX_DECLARED_VALUE } from '#contract/carrier-parcel.ts'
import type { CarrierOrder } from './carrier'

/** Server-function input checks for the carrier (no zod: these modules ship to the browser). */

export function ref(value: unknown): string {
  const s = text(value, { min: 1, max: 64 })
  if (!/^[A-Za-z0-9-]+$/.test(s)) throw new InputError('bad carrier ref')
  return s
}

/** The carrier order data (spec 3), re-checked on the server. */
export function carrierOrderInput(value: unknown): CarrierOrder {
  const r = record(value)
  const type = oneOf(r.type, DELIVERY.carrierTypes)
  const order: CarrierOrder = { type, city_ref_id: ref(r.city_ref_id) }
  if (type === 'courier') {
    const a = record(r.address)
    order.address = {
      ref: a.ref === undefined ? undefined : ref(a.ref),
      description: optionalText(a.description, { max: 200 }),
      descriptionRo: optionalText(a.descriptionRo, { max: 200 }),
      streetType: optionalText(a.streetType, { max: 20 }),
      house_number: text(a.house_number, { min: 1, max: 20 }),
      entrance: optionalText(a.entrance, { max: 20 }),
      apartment: optionalText(a.apartment, { max: 20 }),
    }
  } else if (type === 'warehouse') order.warehouse_ref_id = ref(r.warehouse_ref_id)
  else order.postmachine_ref_id = ref(r.postmachine_ref_id)
  // The price call's parcel (the cart's lines, carrierParcel), within the contract's bounds: the
  // weight's is a sanity bound far above the carrier's maximum, whose warning the back end answers.
  if (r.weight_gr !== undefined) order.weight_gr = int(r.weight_gr, 0, 1e9)
  const v = r.declared_value
  if (v !== undefined) {
    if (typeof v !== 'number' || !(v >= 0 && v <= CARRIER_MAX_DECLARED_VALUE))
      throw new InputError('bad declared value')
    order.declared_value = v
  }
  return order
}
