import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { InputError, int, lang, langOnly, oneOf, optionalText, record, text } from '#app/api/input.ts'
import { readViewerGroup } from '#app/shell/viewer.functions.ts'
import { DELIVERY, type Locale } from '#config'
import { methodFitsRegion } from '#contract/delivery-price.ts'
import { isTextLocalityId } from '#contract/locality-id.ts'
import {
  type DeliveryCostInput,
  loadCheckoutOptions,
  loadDeliveryCost,
  previewPromoForViewer,
  promoRefused,
} from './cart.server'
import { orderLinesInput } from './order-lines'

/** The order's lines are read as the cart's are (checkout.functions.ts enters the cart feature here). */
export { orderLinesInput }

/** The cart page's server functions: the delivery and payment options and the promo preview. */

export const getCheckoutOptions = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadCheckoutOptions(data.lang))

const fetchCheckoutOptions = createIsomorphicFn()
  .server((l: Locale) => loadCheckoutOptions(l))
  .client((l: Locale) => getCheckoutOptions({ data: { lang: l } }))

/**
 * The options differ by viewer group (a company-only payment method, loadCheckoutOptions), so the
 * key carries the group the server verified: no answer is shared between a company buyer and others.
 * A good answer is kept 5 minutes; one with a failed part (`degraded`: the payment systems or the
 * regions) is stale at once, so the next look - the checkout opening, a retry - asks again. Before,
 * a failed payment-systems call left the checkout with no payment method for 5 minutes.
 */
export const checkoutOptionsQuery = (l: Locale) =>
  queryOptions({
    queryKey: ['checkout-options', l, readViewerGroup() ?? '0'],
    queryFn: () => fetchCheckoutOptions(l),
    staleTime: (query) => (query.state.data?.degraded === false ? 300_000 : 0),
  })

/** True when the cart's options say the payment systems' call failed, or the options could not be had at all. */
export const paymentsFailed = (query: { data?: { paymentsFailed: boolean }; isError: boolean }) =>
  query.data ? query.data.paymentsFailed : query.isError

export const previewPromoFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      code: text(r.code, { min: 1, max: 40 }),
      lines: orderLinesInput(r.lines),
      paymentType: optionalText(r.paymentType, { min: 1, max: 40 }),
    }
  })
  .handler(({ data }) => previewPromoForViewer(data.lang, data.code, data.lines, data.paymentType))

/**
 * A locality id as the regions gave it (the contract's localityIdBodySchema): an integer, or a text
 * id (kishinev) as the stored cart keeps it; none as none.
 */
export const localityIdInput = (v: unknown): number | string | undefined =>
  v == null ? undefined : typeof v === 'string' && isTextLocalityId(v) ? v : int(v, 1, 999_999_999)

/** deliveryCostFn's input: the delivery-cost body as the back end takes it (chisinau_delivery in the capital only). */
export function deliveryCostInput(input: unknown): { lang: Locale; deliveryCost: DeliveryCostInput } {
  const r = record(input)
  const c = record(r.deliveryCost)
  const deliveryCost = {
    region_id: int(c.region_id, 1, 999),
    locality_id: localityIdInput(c.locality_id),
    delivery_type: oneOf(c.delivery_type, DELIVERY.types),
    delivery_method: oneOf(c.delivery_method, DELIVERY.methods),
    products: orderLinesInput(c.products),
  }
  // chisinau_delivery is delivery in the capital: with another region it is refused, never priced as the capital.
  if (!methodFitsRegion(deliveryCost.delivery_method, deliveryCost.region_id, DELIVERY))
    throw new InputError('chisinau_delivery is delivery in the capital')
  return { lang: lang(r.lang), deliveryCost }
}

export const deliveryCostFn = createServerFn({ method: 'POST' })
  .validator(deliveryCostInput)
  .handler(({ data }) => loadDeliveryCost(data.lang, data.deliveryCost))

/**
 * The back end's price of the shop's own delivery for the cart as chosen (decision 0047): asked
 * from the browser on every change of method, type, region, locality or lines; no retries (the
 * summary says when it failed). Null: the call failed. `ask`: the page wants the price (a cart
 * loaded, the own delivery); never asked for a body with no lines. `goods`: the lines' value as shown.
 */
export const deliveryCostQuery = (l: Locale, body: DeliveryCostInput, ask: boolean, goods = 0) =>
  queryOptions({
    // The goods' value is in the key, not the body: a price the refresh changed asks again (free
    // delivery from a threshold), or a kept answer would price the delivery of the old goods.
    queryKey: ['delivery-cost', l, body, goods],
    queryFn: () => deliveryCostFn({ data: { lang: l, deliveryCost: body } }),
    staleTime: 60_000,
    retry: false,
    // Decided from the body sent, not the cart shown: a body of no lines is refused (1..500 lines).
    enabled: ask && (body.products?.length ?? 0) > 0,
  })

/** True when the signed-in account may not use promo codes (`can_use_promocode: false`); a guest: false. */
export const promoRefusedFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => promoRefused(data.lang))
