import { DELIVERY, LIMITS, VAT_PERCENT, VAT_PERCENT_ROMANIA } from '#config'
import {
  type DeliveryMethod,
  type DeliveryOrder,
  type DeliveryPlace,
  type DeliveryPriceSettings,
  type DeliveryType,
  deliveryQuote,
  effectiveDeliveryType as sharedEffectiveType,
} from '#contract/delivery-price.ts'
import { round2 } from '#contract/numbers.ts'

export interface PricedLine {
  price: number
  old_price?: number | null
  count: number
  loyalty_give?: number
  /** Paid with loyalty points: gives no points. */
  loyalty_checked?: boolean
  /** Heavy lines cost more to deliver (the delivery rule). */
  weight_gr?: number | null
}

/** Sum of price x count, rounded to 2 decimals. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return round2(lines.reduce((sum, l) => sum + l.price * l.count, 0))
}

/** Saved amount = sum of (old price - price) x quantity, where the old price is higher. */
export function savedAmount(lines: readonly PricedLine[]): number {
  return round2(
    lines.reduce((sum, l) => sum + (l.old_price && l.old_price > l.price ? (l.old_price - l.price) * l.count : 0), 0),
  )
}

/**
 * The saved amount a server cart shows: the back end's total_discount, or, when it says 0, the spec's
 * own formula over the lines it sent (savedAmount). A back end that put old prices on its lines but
 * 0 in total_discount hid the "you save" row the same cart showed as a browser cart (an operator's
 * back end, session 55).
 */
export function serverSavedAmount(totalDiscount: number, lines: readonly PricedLine[]): number {
  return totalDiscount > 0 ? totalDiscount : savedAmount(lines)
}

/** Final price = (discounted total or total) + delivery - discount, rounded to 2 decimals, never negative. */
export function finalPrice({
  total,
  discountedTotal,
  delivery,
  discount,
}: {
  total: number
  discountedTotal?: number | null
  delivery: number
  discount: number
}): number {
  const base = typeof discountedTotal === 'number' && Number.isFinite(discountedTotal) ? discountedTotal : total
  return Math.max(
    0,
    round2(base + (Number.isFinite(delivery) ? delivery : 0) - (Number.isFinite(discount) ? discount : 0)),
  )
}

/** Loyalty points given = sum of loyalty_give x count for lines not paid with loyalty. */
export function loyaltyPoints(lines: readonly PricedLine[]): number {
  return round2(lines.reduce((sum, l) => sum + (l.loyalty_checked ? 0 : (l.loyalty_give ?? 0) * l.count), 0))
}

/**
 * Whether a cart line offers "pay with loyalty points": not at a balance of 0 or less (a ticked line
 * is then paid with nothing and only gives no points); a balance not known (null) offers it. A line
 * already ticked keeps its box, so the shopper can untick it - that line only, not its neighbours.
 */
export function pointsOffered(balance: number | null | undefined, ticked: boolean): boolean {
  return ticked || !(typeof balance === 'number' && balance <= 0)
}

/**
 * What loyalty points pay of the server cart's total, the row of its own the cart page's summary and
 * the cart drawer show: the back end's figure (ServerTotals.pointsPaid) once it has confirmed the
 * cart as shown (no call pending), for a signed-in shopper; 0 otherwise (a guest, the local cart).
 */
export function pointsPaidShown(
  server: { pending: number; totals: { pointsPaid?: number } | null },
  signedIn: boolean | null,
): number {
  return (signedIn && server.pending === 0 && server.totals?.pointsPaid) || 0
}

/** Percent promo discount = price x value / 100. */
export function percentDiscount(price: number, value: number): number {
  return round2((price * value) / 100)
}

/** The discount a promo gives on a total: percent of it, or a fixed value capped at the total. */
export function promoDiscount(
  total: number,
  promo: { promo_value: number; promo_value_type: 'percent' | 'value' },
): number {
  const raw = promo.promo_value_type === 'percent' ? percentDiscount(total, promo.promo_value) : promo.promo_value
  return round2(Math.min(Math.max(raw, 0), total))
}

export type { DeliveryMethod, DeliveryPriceSettings, DeliveryType }

/**
 * A cart's delivery place as the price rule reads it: the region, and the chosen locality's slug and
 * the regions' own word on whether it is a suburb (Kyiv's `kyiv` is none); with no locality chosen in
 * the capital, its centre.
 */
export function deliveryPlace(
  regions:
    | readonly {
        regionId: number
        localities?: readonly { localityId: unknown; slug: string; suburb?: boolean | null }[]
      }[]
    | undefined,
  regionId: number,
  localityId: unknown,
): DeliveryPlace {
  const locality = regions?.find((r) => r.regionId === regionId)?.localities?.find((l) => l.localityId === localityId)
  return {
    regionId,
    locality: locality?.slug ?? (regionId === DELIVERY.capitalRegionId ? DELIVERY.capitalLocality : null),
    suburb: locality?.suburb ?? null,
  }
}

/** Express exists only in the capital's centre (region 3 outside its suburbs); anywhere else standart. */
export const effectiveDeliveryType = (place: DeliveryPlace, type: DeliveryType): DeliveryType =>
  sharedEffectiveType(place, type, DELIVERY)

/** The delivery price of the shared rule (app/api/contract/delivery-price.ts) with app.config's numbers. */
export const deliveryPrice = (settings: DeliveryPriceSettings | null | undefined, order: DeliveryOrder): number =>
  deliveryQuote(settings, order, DELIVERY).price

/**
 * What the goods total lacks for free delivery in the order's zone (the settings' free_delivery,
 * free_delivery_suburbs, free_delivery_region): null when delivery is free already, has no
 * threshold, or is pickup.
 */
export function toFreeDelivery(
  settings: DeliveryPriceSettings | null | undefined,
  order: DeliveryOrder,
): number | null {
  const quote = deliveryQuote(settings, order, DELIVERY)
  if (quote.free || quote.freeFrom === null || quote.price === 0) return null
  return round2(quote.freeFrom - order.total)
}

/** Lines for order and promo calls: id and count, counts within the cap. */
export function orderLines(lines: readonly { product: { productId: number }; count: number }[]) {
  return lines.map((l) => ({ id: l.product.productId, count: Math.min(l.count, LIMITS.maxCount) }))
}

export interface PharmacyLine {
  product: { productId: number; is_recipe?: boolean; home_delivery?: boolean }
}

/** Pharmacy mode: every prescription product must be confirmed before ordering. */
export function unconfirmedPrescriptions(
  lines: readonly PharmacyLine[],
  confirmed: ReadonlySet<number>,
  pharmacyMode: boolean,
): number[] {
  if (!pharmacyMode) return []
  return lines.filter((l) => l.product.is_recipe && !confirmed.has(l.product.productId)).map((l) => l.product.productId)
}

/**
 * The confirmations of the lines still in the cart (the same set when none went): a product removed
 * and added again is confirmed again (spec storefront 5).
 */
export function keptConfirmations(confirmed: ReadonlySet<number>, lines: readonly PharmacyLine[]): ReadonlySet<number> {
  const present = new Set(lines.map((l) => l.product.productId))
  const kept = [...confirmed].filter((id) => present.has(id))
  return kept.length === confirmed.size ? confirmed : new Set(kept)
}

/** Products that cannot be delivered home (listed to the shopper when delivery is chosen). */
export function notForHomeDelivery(lines: readonly PharmacyLine[], method: DeliveryMethod): number[] {
  if (method === 'pickup') return []
  return lines.filter((l) => l.product.home_delivery === false).map((l) => l.product.productId)
}

/** The part of a promo answer (spec 3 "Promo result") the discount is computed from. */
export interface PromoAnswerShape {
  promo_value?: number
  promo_value_type?: 'percent' | 'value'
  products?: readonly { price: number; count: number; priceWithDiscount?: number }[]
  general_price: number
}

/**
 * The discount of a promo answer, computed on the client (spec 5: "Percent promo discount is price
 * times value divided by 100"; the answer carries no `discount`). The base is the answer's lines
 * the promo covers: when the lines carry priceWithDiscount, those priced below their price (a
 * product promo's products; a general promo's lines not paid with loyalty points), else every
 * line. A fixed value never exceeds the base.
 *
 * An answer that names only the price (spec 7.3's table: "response general_price") took off what its
 * lines cost beyond it (discountFromGeneralPrice). Without lines it is null, whatever else it names:
 * the caller knows the goods total and prices the promo by general_price (promoDiscountShown).
 */
export function promoAnswerDiscount(answer: PromoAnswerShape): number | null {
  const { products, promo_value, promo_value_type } = answer
  const lineTotal = (lines: readonly { price: number; count: number }[]) =>
    round2(lines.reduce((sum, l) => sum + (Number.isFinite(l.price * l.count) ? l.price * l.count : 0), 0))
  // Without lines the base is the cart's goods, which the caller knows (promoDiscountShown): a general
  // promo answered with its value and price but no lines took nothing off (session 60's operator audit).
  if (!products?.length) return null
  if (promo_value === undefined || promo_value_type === undefined)
    return discountFromGeneralPrice(lineTotal(products), answer.general_price)
  const all = products
  const marked = all.some((l) => l.priceWithDiscount !== undefined)
  const lines = marked ? all.filter((l) => l.priceWithDiscount !== undefined && l.priceWithDiscount < l.price) : all
  return promoDiscount(lineTotal(lines), { promo_value, promo_value_type })
}

/** What a promo priced as a total took off the goods: never below 0 nor above the goods. */
export function discountFromGeneralPrice(goods: number, generalPrice: number): number {
  if (!Number.isFinite(goods) || !Number.isFinite(generalPrice)) return 0
  return round2(Math.min(Math.max(goods - generalPrice, 0), Math.max(goods, 0)))
}

/** The discount a promo answer gives the cart's lines: the answer's own, else from its price (promoAnswerDiscount). */
export function promoDiscountShown(
  answer: { discount: number | null; generalPrice: number },
  lines: readonly { product: { price: number }; count: number }[],
): number {
  if (answer.discount !== null) return answer.discount
  return discountFromGeneralPrice(
    cartTotal(lines.map((l) => ({ price: l.product.price, count: l.count }))),
    answer.generalPrice,
  )
}

/**
 * cart_settings.min_order_total: what the order's goods (after the promo discount, before delivery)
 * lack to reach the shop's minimum; null when there is no minimum (0, not a number) or it is reached.
 */
export function minOrderShortfall(minimum: unknown, goods: number, discount = 0): number | null {
  if (typeof minimum !== 'number' || !Number.isFinite(minimum) || minimum <= 0) return null
  const paid = round2(Math.max(0, goods - (Number.isFinite(discount) ? discount : 0)))
  return paid >= minimum ? null : round2(minimum - paid)
}

/** The VAT rate a site's prices include: Romania's on a Romanian site (is_romanian), else the shop rate. */
export function vatPercent(isRomanian: boolean): number {
  return isRomanian ? VAT_PERCENT_ROMANIA : VAT_PERCENT
}

/**
 * has_tax_calculation: the VAT an amount includes (prices are gross, VAT_PERCENT of the net), rounded
 * to 2 decimals; null when the shop does not show tax.
 */
export function includedTax(enabled: boolean, amount: number, percent = VAT_PERCENT): number | null {
  if (!enabled || !Number.isFinite(amount) || amount <= 0) return enabled ? 0 : null
  return round2((amount * percent) / (100 + percent))
}

/**
 * The payment systems a viewer is offered: one that GET /base/payment-systems marks `only_company`
 * (the reference back end's bank transfer) only to a company buyer; the back end refuses it to
 * anyone else at order time.
 */
export function offeredPaymentSystems<S extends { only_company: boolean }>(
  systems: readonly S[],
  company: boolean,
): S[] {
  return company ? [...systems] : systems.filter((s) => !s.only_company)
}
