import { round2 } from '#contract/numbers.ts'
import type { DeliveryCostRefusal } from './delivery-refusal'

/** The back end's answer for the shop's own delivery (`/general/delivery-cost/`), as far as the summary reads it. */
export interface DeliveryCostAnswer {
  price: number
  free: boolean
  free_from: number | null
  /** Goods plus delivery, in the back end's prices; null when the answer gives none. */
  total: number | null
}

/**
 * The shop's own delivery price the cart shows (issue 29, decision 0047): the back end's answer to
 * `/general/delivery-cost/` once it has come; the local rule's price (settings' delivery_price)
 * only while the answer loads; nothing when the call failed (the row says it could not be
 * calculated). "X to free delivery" follows the same source: from the answer, what its goods total
 * (total - price) lacks for its free_from; null when delivery is free, costs nothing or has no
 * threshold. An answer without its total (the spec shows none; review R1) keeps the settings' rule
 * for that line only. Pickup is 0 by the spec's own rule (spec 5 "Free delivery when ... pickup is
 * chosen", spec 9 "0 for pickup"), not asked: a back end that priced every method alike charged the
 * shopper who collects the order (an operator's back end, session 55).
 */
export function ownDelivery({
  status,
  answer,
  local,
  localToFree,
  pickup = false,
}: {
  status: 'pending' | 'success' | 'error'
  /** A refusal (the back end's words why it gave no price) is no price: failed, its words shown by the summary. */
  answer: DeliveryCostAnswer | DeliveryCostRefusal | null | undefined
  local: number
  localToFree: number | null
  /** The shopper collects the order: free by the spec's rule, whatever a back end would answer. */
  pickup?: boolean
}): { amount: number | null; toFree: number | null; source: 'backEnd' | 'estimate' | 'failed' | 'rule' } {
  if (pickup) return { amount: 0, toFree: null, source: 'rule' }
  if (status === 'pending') return { amount: local, toFree: localToFree, source: 'estimate' }
  if (status === 'error' || !answer || 'refused' in answer || !Number.isFinite(answer.price) || answer.price < 0)
    return { amount: null, toFree: null, source: 'failed' }
  // An answer with its price alone (no goods total): what free delivery lacks is the settings' rule's.
  if (answer.total === null)
    return { amount: answer.price, toFree: answer.free || answer.price === 0 ? null : localToFree, source: 'backEnd' }
  const goods = answer.total - answer.price
  const lacks = answer.free || answer.price === 0 || answer.free_from === null ? null : round2(answer.free_from - goods)
  return { amount: answer.price, toFree: lacks !== null && lacks > 0 ? lacks : null, source: 'backEnd' }
}

/**
 * What the summary's delivery row and the final total take (issue 16: the postal carrier's price
 * flows into the summary and the total, never the own courier's price while the carrier delivers):
 * - own delivery: the shop's own price, in the total (an estimate while the back end's answer loads);
 * - own delivery whose price the back end could not give: said so, nothing added;
 * - the carrier with its price in the shop's currency: that price, in the total;
 * - the carrier with a price in another currency: shown in that currency and kept out of the total
 *   (two currencies are never added; decision 0025);
 * - the carrier without a price yet (choice incomplete, warning, failure): pending, nothing added.
 */
export type SummaryDelivery =
  | { kind: 'own'; amount: number; estimate?: boolean }
  /** `refused`: the back end's words why it gave no price (a 4xx that said why), shown in place of the summary's text. */
  | { kind: 'ownFailed'; refused?: string }
  | { kind: 'carrier'; amount: number }
  | { kind: 'carrierForeign'; amount: number; currency: string }
  | { kind: 'carrierPending' }

export function summaryDelivery({
  viaCarrier,
  carrierPrice,
  ownPrice,
  ownEstimate = false,
  ownRefused = null,
  currency,
}: {
  viaCarrier: boolean
  /** currency null: the shop's own. */
  carrierPrice: { cost: number; currency: string | null } | null | undefined
  /** The own delivery's price, null when it could not be had; `ownEstimate`: the local value shown while the back end's loads. */
  ownPrice: number | null
  ownEstimate?: boolean
  /** The back end's words why it gave no own price (deliveryRefusalOf the delivery-cost answer). */
  ownRefused?: string | null
  currency: string
}): SummaryDelivery {
  if (!viaCarrier)
    return ownPrice === null
      ? ownRefused
        ? { kind: 'ownFailed', refused: ownRefused }
        : { kind: 'ownFailed' }
      : ownEstimate
        ? { kind: 'own', amount: ownPrice, estimate: true }
        : { kind: 'own', amount: ownPrice }
  if (!carrierPrice || !Number.isFinite(carrierPrice.cost) || carrierPrice.cost < 0) return { kind: 'carrierPending' }
  if (carrierPrice.currency && carrierPrice.currency.toUpperCase() !== currency.toUpperCase())
    return { kind: 'carrierForeign', amount: carrierPrice.cost, currency: carrierPrice.currency }
  return { kind: 'carrier', amount: carrierPrice.cost }
}

/** The delivery amount the final total adds (the shop's currency only). */
export const deliveryInTotal = (d: SummaryDelivery): number => (d.kind === 'own' || d.kind === 'carrier' ? d.amount : 0)
