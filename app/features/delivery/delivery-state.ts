import { proxy, subscribe } from 'valtio'
import { STORAGE_KEYS } from '#config'
import { type CarrierChoice, type CarrierPriceState, EMPTY_CHOICE } from './carrier'

/**
 * This tab's delivery choices that are not part of the spec's stored cart: whether the postal
 * carrier delivers, its choice and price, and the chosen saved address. The carrier choice is kept
 * in sessionStorage (a reload keeps it; it is not shared across tabs or devices).
 */
export const deliveryState = proxy<{
  viaCarrier: boolean
  carrier: CarrierChoice
  price: CarrierPriceState
  addressId: number | null
  addressText: string
}>({
  viaCarrier: false,
  carrier: { ...EMPTY_CHOICE },
  price: { data: null, warning: null },
  addressId: null,
  addressText: '',
})

let started = false
/** Restores the carrier choice once (after hydration) and keeps it saved. */
export function startDeliveryState() {
  if (started || typeof window === 'undefined') return
  started = true
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.carrierChoice)
    const saved = raw ? (JSON.parse(raw) as { viaCarrier?: unknown; carrier?: Partial<CarrierChoice> }) : null
    if (saved && typeof saved === 'object') {
      deliveryState.viaCarrier = saved.viaCarrier === true
      const c = saved.carrier
      if (c && typeof c === 'object' && ['courier', 'warehouse', 'postmachine'].includes(String(c.type))) {
        deliveryState.carrier = {
          ...EMPTY_CHOICE,
          type: c.type as CarrierChoice['type'],
          city: c.city && typeof c.city.ref === 'string' ? c.city : null,
          street: c.street && typeof c.street.ref === 'string' ? c.street : null,
          point: c.point && typeof c.point.ref === 'string' ? c.point : null,
          house: typeof c.house === 'string' ? c.house.slice(0, 20) : '',
          entrance: typeof c.entrance === 'string' ? c.entrance.slice(0, 20) : '',
          apartment: typeof c.apartment === 'string' ? c.apartment.slice(0, 20) : '',
        }
      }
    }
  } catch {
    // unreadable: start empty
  }
  subscribe(deliveryState, () => {
    try {
      window.sessionStorage.setItem(
        STORAGE_KEYS.carrierChoice,
        JSON.stringify({ viaCarrier: deliveryState.viaCarrier, carrier: deliveryState.carrier }),
      )
    } catch {}
  })
}
