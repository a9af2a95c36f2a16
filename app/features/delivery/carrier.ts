import { DELIVERY } from '#config'
import { carrierParcelOf } from '#contract/carrier-parcel.ts'

/** The postal carrier's data (storefront spec 3 "Postal carrier data", 4 "Delivery price result"). Pure, client-safe. */

export type CarrierType = (typeof DELIVERY.carrierTypes)[number]
export interface CarrierCity {
  ref: string
  description: string
  descriptionRo: string
  area: string
  /** Ours: the city's country (ISO 3166 alpha-2), which the order names; null or absent when the carrier gives none. */
  country_code?: string | null
}
export interface CarrierStreet {
  ref: string
  description: string
  descriptionRo: string
  streetType: string
}
export interface CarrierPoint {
  ref: string
  /** Ours (the spec names ref and address.description): null when the carrier gives none. */
  number: number | null
  address: { description: string }
}
export interface CarrierPriceData {
  type: CarrierType | null
  cost: number
  /** Null: the shop's own currency. */
  currency: string | null
  /** Null: the carrier gave no estimate (not shown). */
  estimated_days: number | null
}

export interface CarrierChoice {
  type: CarrierType
  city: CarrierCity | null
  street: CarrierStreet | null
  house: string
  entrance: string
  apartment: string
  point: CarrierPoint | null
}
export const EMPTY_CHOICE: CarrierChoice = {
  type: 'warehouse',
  city: null,
  street: null,
  house: '',
  entrance: '',
  apartment: '',
  point: null,
}

/** The order data the carrier's price call and the order take (spec 3). */
export interface CarrierOrder {
  type: CarrierType
  city_ref_id: string
  address?: {
    ref?: string
    description?: string
    descriptionRo?: string
    streetType?: string
    house_number?: string
    entrance?: string
    apartment?: string
  }
  warehouse_ref_id?: string
  postmachine_ref_id?: string
  /** The price call's parcel (the cart's lines); the back end weighs an order's own lines. */
  weight_gr?: number
  declared_value?: number
}

/** The parcel the carrier prices: grams and declared value. */
export type CarrierParcel = { weight_gr: number; declared_value: number }

/**
 * The cart lines' parcel for the price call: weight_gr x count and price x count, by the back end's
 * own rule for the order (carrierParcelOf), so the price shown is the one charged (a 40 kg cart was
 * quoted as 1 kg, review r66). The weight is the true one, never capped: over the carrier's maximum
 * the back end answers its warning (review r67); the declared value is capped as the order caps it.
 */
export function carrierParcel(
  lines: readonly { product: { weight_gr?: number | null; price?: number | null }; count: number }[],
): CarrierParcel {
  return carrierParcelOf(lines.map((l) => ({ weight_gr: l.product.weight_gr, price: l.product.price, count: l.count })))
}

export interface CarrierPriceState {
  data: CarrierPriceData | null
  warning: string | null
}
export type CarrierPriceAction = { type: 'answer'; answer: unknown } | { type: 'reset' }

/** The postal carrier's price answer: an object is data (clears the warning), a string is the warning (clears the data). */
export function carrierPriceAnswer<T extends object>(
  answer: T | string | null | undefined,
): { data: T | null; warning: string | null } {
  if (typeof answer === 'string') return { data: null, warning: answer }
  if (answer && typeof answer === 'object') return { data: answer, warning: null }
  return { data: null, warning: null }
}

/**
 * The delivery-price reducer: the answer is an array whose first item is read; an object becomes
 * the data and clears the warning, a string becomes the warning and clears the data. Anything else
 * (an empty array, a number, null) clears both: no price is better than a wrong one.
 */
export function carrierPriceReducer(_state: CarrierPriceState, action: CarrierPriceAction): CarrierPriceState {
  if (action.type === 'reset') return { data: null, warning: null }
  const first = Array.isArray(action.answer) ? action.answer[0] : action.answer
  const { data, warning } = carrierPriceAnswer(
    Array.isArray(first) ? null : (first as object | string | null | undefined),
  )
  return { data: (data as CarrierPriceData | null) ?? null, warning: warning?.trim() ? warning : null }
}

/** The street as shown: its type (the prefix, 'str' when the carrier gives none) and name in the shopper's language. */
export function streetLabel(
  street: Pick<CarrierStreet, 'description' | 'descriptionRo' | 'streetType'>,
  locale: string,
): string {
  const name = locale === 'ro' && street.descriptionRo ? street.descriptionRo : street.description
  return `${street.streetType.trim() || DELIVERY.streetPrefix} ${name}`
}

export function cityLabel(city: Pick<CarrierCity, 'description' | 'descriptionRo' | 'area'>, locale: string): string {
  const name = (locale === 'ro' && city.descriptionRo ? city.descriptionRo : city.description) || city.descriptionRo
  return city.area ? `${name} (${city.area})` : name
}

/** A search query is sent from 2 characters on (spec 5); shorter ones show nothing and call nothing. */
export function searchable(query: string): boolean {
  return query.trim().length >= DELIVERY.carrierQueryMinChars
}

/** The carrier applies when the back end's delivery services list it (app/api, so the cart's server module reads it too). */
export { carrierApplies } from '#app/api/carrier-offered.ts'

/**
 * The order data for a complete choice, or null while something is missing: a city, and for a
 * courier a street and a house number, for a warehouse or post machine the point. The price call
 * passes the cart's parcel; the order need not (the back end weighs its lines).
 */
export function carrierOrderData(choice: CarrierChoice, parcel?: CarrierParcel): CarrierOrder | null {
  if (!choice.city) return null
  const base = { type: choice.type, city_ref_id: choice.city.ref, ...parcel }
  if (choice.type === 'courier') {
    const house = choice.house.trim()
    if (!choice.street || !house) return null
    const s = choice.street
    const opt = (v: string) => (v.trim() ? v.trim().slice(0, 20) : undefined)
    return {
      ...base,
      address: {
        ref: s.ref,
        description: s.description,
        descriptionRo: s.descriptionRo,
        streetType: s.streetType.trim() || DELIVERY.streetPrefix,
        house_number: house.slice(0, 20),
        entrance: opt(choice.entrance),
        apartment: opt(choice.apartment),
      },
    }
  }
  if (!choice.point) return null
  return choice.type === 'warehouse'
    ? { ...base, warehouse_ref_id: choice.point.ref }
    : { ...base, postmachine_ref_id: choice.point.ref }
}

/** A one-line text of the choice, for the order's address field and the checkout summary. */
export function carrierSummary(choice: CarrierChoice, locale: string): string {
  if (!choice.city) return ''
  const city = cityLabel(choice.city, locale)
  if (choice.type === 'courier') {
    if (!choice.street) return city
    const parts = [
      `${streetLabel(choice.street, locale)} ${choice.house.trim()}`.trim(),
      choice.entrance.trim() && `sc. ${choice.entrance.trim()}`,
      choice.apartment.trim() && `ap. ${choice.apartment.trim()}`,
    ]
    return `${city}, ${parts.filter(Boolean).join(', ')}`
  }
  return choice.point ? `${city}, ${choice.point.address.description}` : city
}
