import { QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'

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

/**
 * The refusal of the delivery-cost query the page observes now (the cart page asks one body at a
 * time; a body asked before has no observer), else null. Read from the query cache during render: the
 * summary renders again with the page whenever that query's answer changes.
 */
export function useDeliveryRefusal(): string | null {
  const client = useContext(QueryClientContext)
  if (!client) return null
  const active = client
    .getQueryCache()
    .findAll({ queryKey: ['delivery-cost'], type: 'active' })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0]
  return deliveryRefusalOf(active?.state.data)
}
