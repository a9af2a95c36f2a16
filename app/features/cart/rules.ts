import { DELIVERY, LIMITS } from '../../../app.config'
import { round2 } from '../../api/contract/numbers'

export interface PricedLine {
  price: number
  old_price?: number | null
  count: number
  loyalty_give?: number
  /** Paid with loyalty points: gives no points. */
  loyalty_checked?: boolean
  /** A line's own delivery price (heavy or bulky goods), when the back end gives one. */
  delivery_price?: number | null
}

/** Sum of price x count, rounded to 2 decimals. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return round2(lines.reduce((sum, l) => sum + l.price * l.count, 0))
}

/** Saved amount = sum of (old price - price) x quantity, where the old price is higher. */
export function savedAmount(lines: readonly PricedLine[]): number {
  return round2(lines.reduce((sum, l) => sum + (l.old_price && l.old_price > l.price ? (l.old_price - l.price) * l.count : 0), 0))
}

/** Final price = (discounted total or total) + delivery - discount, rounded to 2 decimals, never negative. */
export function finalPrice({ total, discountedTotal, delivery, discount }: { total: number; discountedTotal?: number | null; delivery: number; discount: number }): number {
  const base = typeof discountedTotal === 'number' && Number.isFinite(discountedTotal) ? discountedTotal : total
  return Math.max(0, round2(base + (Number.isFinite(delivery) ? delivery : 0) - (Number.isFinite(discount) ? discount : 0)))
}

/** Loyalty points given = sum of loyalty_give x count for lines not paid with loyalty. */
export function loyaltyPoints(lines: readonly PricedLine[]): number {
  return round2(lines.reduce((sum, l) => sum + (l.loyalty_checked ? 0 : (l.loyalty_give ?? 0) * l.count), 0))
}

/** Percent promo discount = price x value / 100. */
export function percentDiscount(price: number, value: number): number {
  return round2((price * value) / 100)
}

/** The discount a promo gives on a total: percent of it, or a fixed value capped at the total. */
export function promoDiscount(total: number, promo: { promo_value: number; promo_value_type: 'percent' | 'value' }): number {
  const raw = promo.promo_value_type === 'percent' ? percentDiscount(total, promo.promo_value) : promo.promo_value
  return round2(Math.min(Math.max(raw, 0), total))
}

/**
 * Promo error bodies: an object uses the first array value, otherwise its string values; a string
 * or an array is used as is; anything else is 'Unknown error'.
 */
export function promoErrorMessages(body: unknown): string[] {
  if (typeof body === 'string' && body.trim()) return [body]
  if (Array.isArray(body)) {
    const strings = body.filter((v): v is string => typeof v === 'string')
    return strings.length ? strings : ['Unknown error']
  }
  if (body && typeof body === 'object') {
    const values = Object.values(body as Record<string, unknown>)
    const firstArray = values.find((v): v is unknown[] => Array.isArray(v) && v.length > 0)
    if (firstArray && typeof firstArray[0] === 'string') return [firstArray[0]]
    const strings = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    if (strings.length) return strings
  }
  return ['Unknown error']
}

export type DeliveryType = (typeof DELIVERY.types)[number]
export type DeliveryMethod = (typeof DELIVERY.methods)[number]
export type DeliveryZone = 'capital' | 'suburbs' | 'region'

/** Express exists only in region 3 (the capital); any other region forces standart. */
export function effectiveDeliveryType(regionId: number, type: DeliveryType): DeliveryType {
  return regionId === DELIVERY.capitalRegionId ? type : 'standart'
}

export function deliveryZone(regionId: number, locality: string | null | undefined): DeliveryZone {
  if (regionId !== DELIVERY.capitalRegionId) return 'region'
  return !locality || locality === DELIVERY.capitalLocality ? 'capital' : 'suburbs'
}

export interface DeliveryPriceSettings {
  standart?: Record<string, number>
  express?: Record<string, number>
  region?: number
  suburbs?: number
  free_delivery?: number
  free_delivery_region?: number
  free_delivery_suburbs?: number
}

/**
 * Delivery price: 0 for pickup or once the zone's free-delivery threshold is reached; otherwise the
 * zone's price (express only in the capital, keyed by type plus the capital's name) or the highest
 * per-line delivery price, whichever is more - the maximum across items.
 */
export function deliveryPrice(
  settings: DeliveryPriceSettings | null | undefined,
  order: { method: DeliveryMethod; type: DeliveryType; regionId: number; locality?: string | null; total: number; lines?: readonly PricedLine[] },
): number {
  if (order.method === 'pickup' || !settings) return 0
  const zone = deliveryZone(order.regionId, order.locality)
  const type = effectiveDeliveryType(order.regionId, order.type)
  const threshold = zone === 'capital' ? settings.free_delivery : zone === 'suburbs' ? settings.free_delivery_suburbs : settings.free_delivery_region
  if (typeof threshold === 'number' && order.total >= threshold) return 0
  const zonePrice =
    zone === 'capital' ? (settings[type]?.[DELIVERY.capitalLocality] ?? settings.standart?.[DELIVERY.capitalLocality] ?? 0) : zone === 'suburbs' ? (settings.suburbs ?? 0) : (settings.region ?? 0)
  const itemMax = Math.max(0, ...(order.lines ?? []).map((l) => (typeof l.delivery_price === 'number' ? l.delivery_price : 0)))
  return round2(Math.max(zonePrice, itemMax))
}

/** The postal carrier's price answer: an object is data (clears the warning), a string is the warning (clears the data). */
export function carrierPriceAnswer<T extends object>(answer: T | string | null | undefined): { data: T | null; warning: string | null } {
  if (typeof answer === 'string') return { data: null, warning: answer }
  if (answer && typeof answer === 'object') return { data: answer, warning: null }
  return { data: null, warning: null }
}

/** Lines for order and promo calls: id and count, counts within the cap. */
export function orderLines(lines: readonly { product: { productId: number }; count: number }[]) {
  return lines.map((l) => ({ id: l.product.productId, count: Math.min(l.count, LIMITS.maxCount) }))
}

export interface PharmacyLine {
  product: { productId: number; is_recipe?: boolean; home_delivery?: boolean }
}

/** Pharmacy mode: every prescription product must be confirmed before ordering. */
export function unconfirmedPrescriptions(lines: readonly PharmacyLine[], confirmed: ReadonlySet<number>, pharmacyMode: boolean): number[] {
  if (!pharmacyMode) return []
  return lines.filter((l) => l.product.is_recipe && !confirmed.has(l.product.productId)).map((l) => l.product.productId)
}

/** Products that cannot be delivered home (listed to the shopper when delivery is chosen). */
export function notForHomeDelivery(lines: readonly PharmacyLine[], method: DeliveryMethod): number[] {
  if (method === 'pickup') return []
  return lines.filter((l) => l.product.home_delivery === false).map((l) => l.product.productId)
}
