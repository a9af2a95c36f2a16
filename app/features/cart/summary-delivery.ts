/**
 * What the summary's delivery row and the final total take (issue 16: the postal carrier's price
 * flows into the summary and the total, never the own courier's price while the carrier delivers):
 * - own delivery: the shop's own price, in the total;
 * - the carrier with its price in the shop's currency: that price, in the total;
 * - the carrier with a price in another currency: shown in that currency and kept out of the total
 *   (two currencies are never added; decision 0025);
 * - the carrier without a price yet (choice incomplete, warning, failure): pending, nothing added.
 */
export type SummaryDelivery = { kind: 'own'; amount: number } | { kind: 'carrier'; amount: number } | { kind: 'carrierForeign'; amount: number; currency: string } | { kind: 'carrierPending' }

export function summaryDelivery({
  viaCarrier,
  carrierPrice,
  ownPrice,
  currency,
}: {
  viaCarrier: boolean
  carrierPrice: { cost: number; currency: string } | null | undefined
  ownPrice: number
  currency: string
}): SummaryDelivery {
  if (!viaCarrier) return { kind: 'own', amount: ownPrice }
  if (!carrierPrice || !Number.isFinite(carrierPrice.cost) || carrierPrice.cost < 0) return { kind: 'carrierPending' }
  if (carrierPrice.currency.toUpperCase() !== currency.toUpperCase()) return { kind: 'carrierForeign', amount: carrierPrice.cost, currency: carrierPrice.currency }
  return { kind: 'carrier', amount: carrierPrice.cost }
}

/** The delivery amount the final total adds (the shop's currency only). */
export const deliveryInTotal = (d: SummaryDelivery): number => (d.kind === 'own' || d.kind === 'carrier' ? d.amount : 0)
