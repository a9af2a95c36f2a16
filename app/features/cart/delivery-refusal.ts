/**
 * A refusal of the own delivery's price (`POST /general/delivery-cost/`) in the back end's words: a
 * 4xx that said why (400 `{"detail":"Adresa nu este deservită."}`). The price call's answer carries
 * it in place of a price (loadDeliveryCost), so the summary says those words rather than "could not
 * be calculated". A 5xx, no answer, or a call the back end does not offer is no refusal (null).
 */
export interface DeliveryCostRefusal {
  refused: string
}

export const deliveryRefusalOf = (answer: unknown): string | null =>
  answer && typeof answer === 'object' && typeof (answer as { refused?: unknown }).refused === 'string'
    ? (answer as DeliveryCostRefusal).refused.trim() || null
    : null
