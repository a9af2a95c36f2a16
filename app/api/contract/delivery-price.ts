import { methodFitsRegion } from './delivery-region'
import { numberOrText, round2 } from './numbers'

/**
 * The delivery-price rule (spec 5 "Free delivery when the cart total reaches the configured
 * threshold or pickup is chosen"; spec 9 delivery constants), one pure function for the cart page
 * and for the back end's /general/delivery-cost/ and order totals, so the shopper sees the price
 * the order is charged. No zod: this module ships to the browser. The capital's region and
 * locality and the heavy-goods numbers come from app.config (DELIVERY) through `rules` (the
 * contract imports nothing outside itself). Decision 0013.
 */

export type DeliveryType = 'standart' | 'express'
export type DeliveryMethod = 'address' | 'pickup' | 'chisinau_delivery'
export type DeliveryZone = 'capital' | 'suburbs' | 'region'

/** The site's `delivery_price` setting (global settings): numbers or decimal texts; missing or other prices count as 0. */
/** A price as the setting may hold it: a number or its decimal text. */
type SettingPrice = number | string
export interface DeliveryPriceSettings {
  standart?: Record<string, SettingPrice>
  express?: Record<string, SettingPrice>
  region?: SettingPrice
  suburbs?: SettingPrice
  free_delivery?: SettingPrice
  free_delivery_region?: SettingPrice
  free_delivery_suburbs?: SettingPrice
}

export interface DeliveryRules {
  capitalRegionId: number
  /** The slug of the capital's central locality (the others of its region are suburbs). */
  capitalLocality: string
  /** A line heavier than this (weight_gr x count) costs the surcharge on top of its zone price. */
  heavyLineGrams: number
  heavySurcharge: number
}

export interface DeliveryOrder {
  method: DeliveryMethod
  type: DeliveryType
  regionId: number
  /** The chosen locality's slug; none means the region's centre. */
  locality?: string | null
  /**
   * Whether the chosen locality is outside the capital's centre, as the regions' answer says
   * (`suburb`); when known it decides the capital's zone whatever the locality's slug (Kyiv's centre
   * is `kyiv`, not `kishinev`), else the slug does.
   */
  suburb?: boolean | null
  /** The goods total the free-delivery thresholds compare with. */
  total: number
  lines?: readonly { count: number; weight_gr?: number | null }[]
}

export interface DeliveryQuote {
  price: number
  free: boolean
  /** The threshold of the order's zone, null when the zone has none. */
  freeFrom: number | null
  zone: DeliveryZone | 'pickup'
}

/**
 * A price or threshold of the setting: a number or its decimal text ("45.00", as a back end may write
 * money; docs/contract.md "number, or decimal string"). Text read as nothing priced every delivery 0 and
 * hid every threshold while the back end's own answer loaded.
 */
const num = numberOrText

/** Where a delivery goes, as far as its price and type depend on it. */
export type DeliveryPlace = Pick<DeliveryOrder, 'regionId' | 'locality' | 'suburb'>

/**
 * Express exists only in the capital's centre: another region forces standart (spec 4), and a suburb
 * of the capital has its own price whatever the type (spec 9), so express there was a radio shown
 * checked while the order was priced, and sent, as what it is not (shopper audit a4, session 66).
 */
export function effectiveDeliveryType(
  place: DeliveryPlace,
  type: DeliveryType,
  rules: Pick<DeliveryRules, 'capitalRegionId' | 'capitalLocality'>,
): DeliveryType {
  return deliveryZone(place, rules) === 'capital' ? type : 'standart'
}

export { methodFitsRegion }

/**
 * The region a cart keeps for `method` among the regions the back end offers now: its own while it is
 * offered for that method, else the first that is (a region withdrawn while the cart was open stayed
 * chosen while the list showed another, and the order went with it: round 11 operator audit); its own
 * when none is offered (the list not loaded yet, or nothing to choose).
 */
export function offeredRegionId(
  regionIds: readonly number[],
  method: DeliveryMethod,
  regionId: number,
  rules: { capitalRegionId: number },
): number {
  const offered = regionIds.filter((id) => methodFitsRegion(method, id, rules))
  return offered.length === 0 || offered.includes(regionId) ? regionId : offered[0]!
}

/**
 * The zone: the capital's central locality, its suburbs, or another region - by the region alone,
 * whatever the method (a `chisinau_delivery` outside the capital, which methodFitsRegion refuses, is
 * never priced as the capital). In the capital, the locality's `suburb` flag when known; else its
 * slug (the rules' central locality, or none, is the centre).
 */
export function deliveryZone(
  order: Pick<DeliveryOrder, 'regionId' | 'locality' | 'suburb'>,
  rules: Pick<DeliveryRules, 'capitalRegionId' | 'capitalLocality'>,
): DeliveryZone {
  if (order.regionId !== rules.capitalRegionId) return 'region'
  if (typeof order.suburb === 'boolean') return order.suburb ? 'suburbs' : 'capital'
  return !order.locality || order.locality === rules.capitalLocality ? 'capital' : 'suburbs'
}

/**
 * Delivery price: 0 for pickup or once the zone's free-delivery threshold is reached; otherwise the
 * maximum across items (spec 9) of each line's price - the zone's price (express only in the
 * capital, keyed by type plus the capital's name, else standart), plus the heavy-goods surcharge
 * for a line over the weight limit. Rounded to 2 decimals.
 */
export function deliveryQuote(
  settings: DeliveryPriceSettings | null | undefined,
  order: DeliveryOrder,
  rules: DeliveryRules,
): DeliveryQuote {
  if (order.method === 'pickup') return { price: 0, free: true, freeFrom: null, zone: 'pickup' }
  const s = settings ?? {}
  const zone = deliveryZone(order, rules)
  const capital = rules.capitalLocality
  const zonePrice =
    zone === 'capital'
      ? ((order.type === 'express' ? num(s.express?.[capital]) : undefined) ?? num(s.standart?.[capital]) ?? 0)
      : zone === 'suburbs'
        ? (num(s.suburbs) ?? 0)
        : (num(s.region) ?? 0)
  const freeFrom =
    num(zone === 'capital' ? s.free_delivery : zone === 'suburbs' ? s.free_delivery_suburbs : s.free_delivery_region) ??
    null
  if (freeFrom !== null && order.total >= freeFrom) return { price: 0, free: true, freeFrom, zone }
  const linePrice = (l: { count: number; weight_gr?: number | null }) =>
    zonePrice + ((num(l.weight_gr) ?? 0) * l.count > rules.heavyLineGrams ? rules.heavySurcharge : 0)
  return { price: round2(Math.max(zonePrice, ...(order.lines ?? []).map(linePrice))), free: false, freeFrom, zone }
}
