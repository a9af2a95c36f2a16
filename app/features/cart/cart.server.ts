import { env } from 'cloudflare:workers'
import { carrierApplies } from '#app/api/carrier-offered.ts'
import { requestGroupId } from '#app/shell/viewer.server.ts'
import { type Locale, SERVER_COOKIES } from '#config'
import type { BodyOf, ResponseOf } from '#contract/endpoints.ts'
import { callForRequest, requestCookie, requestHidesPrices, shopperIpHeaders } from '#platform/request.server.ts'
import { bodyMessages, errorMessages } from '#platform/shared/error-body.ts'
import { callNotOffered } from '#platform/shared/not-offered.ts'
import { companyGroupId } from './company-group'
import type { DeliveryCostRefusal } from './delivery-refusal'
import { offeredPaymentSystems, promoAnswerDiscount } from './rules'

/** What the cart page asks the back end (server side of cart.functions.ts): delivery and payment options, promo preview. */

/** True when the request's verified user group (decision 0038) is the company buyers' group (COMPANY_GROUP_ID). */
export const viewerIsCompany = (): boolean => requestGroupId() === companyGroupId(env.COMPANY_GROUP_ID)

/**
 * Regions with localities and the payment systems, for the cart page. The back end's answers are
 * site-wide; the payment systems are then cut to the viewer's (a company-only method only for a
 * company buyer), so the answer is per viewer group: checkoutOptionsQuery keys on the group.
 */
export async function loadCheckoutOptions(locale: Locale) {
  const [regions, payments, info, services] = await Promise.all([
    callForRequest(locale, 'regions'),
    callForRequest(locale, 'paymentSystems'),
    callForRequest(locale, 'deliveryInfoText'),
    callForRequest(locale, 'deliveryServices'),
  ])
  const paymentSystems = payments.ok ? offeredPaymentSystems(payments.data, viewerIsCompany()) : []
  // No method to pay with (the call failed, or answered none for this viewer) is a checkout that cannot end.
  const noPayments = paymentSystems.length === 0
  return {
    regions: regions.ok ? await withLocalities(locale, regions.data) : [],
    paymentSystems,
    deliveryInfo: info.ok ? info.data.text : null,
    /** The postal carrier is offered when the delivery services list it (decision 0010). */
    carrierOffered: services.ok && carrierApplies(services.data),
    /** No payment method: the call failed or its list was empty. The cart and the checkout say so, with a retry. */
    paymentsFailed: noPayments,
    /**
     * The back end answered, with no method for this viewer: the notice says none is offered, with no
     * retry (it said "could not be loaded", session 62's operator audit).
     */
    paymentsNone: payments.ok && noPayments,
    /** A part the checkout needs failed: the answer is not kept (checkoutOptionsQuery), the next look asks again. */
    degraded: !regions.ok || noPayments,
  }
}

type Region = ResponseOf<'regions'>[number]

/**
 * The regions with their localities: a region answered without them gets them from
 * `GET /base/locality/?region_id=` (spec 7.3), all such regions at once. A failed call leaves that
 * region without localities (the delivery form then asks for none), as an empty list does.
 */
export async function withLocalities(locale: Locale, regions: readonly Region[]) {
  return Promise.all(
    regions.map(async ({ localities, ...region }) => {
      if (localities) return { ...region, localities }
      const r = await callForRequest(locale, 'localities', { query: { region_id: region.regionId } })
      if (!r.ok) console.warn(`[cart] localities of region ${region.regionId}: ${r.message}`)
      // A back end that ignores region_id answers every locality: only this region's are its (one
      // that names no region is taken as the region's asked).
      const own = r.ok ? r.data.filter((l) => l.regionId === null || l.regionId === region.regionId) : []
      return { ...region, localities: own.map(({ regionId: _, ...locality }) => locality) }
    }),
  )
}

export type PromoPreview =
  /** `discount` null: the answer priced only the total (promoDiscountShown). */
  | { ok: true; discount: number | null; generalPrice: number; code: string }
  | { ok: false; errors: string[]; notAllowed?: true; failed?: true }

/** True when the request is signed in and the account's `can_use_promocode` is false; a guest or a failed lookup is not refused (the back end checks the code). */
export async function promoRefused(locale: Locale): Promise<boolean> {
  if (!requestCookie(SERVER_COOKIES.token)) return false
  const group = await callForRequest(locale, 'userGroup', {}, true)
  return group.ok && group.data.user.can_use_promocode === false
}

/**
 * A 2xx promo answer that says the code was not accepted (spec 3 "Promo result": status success):
 * `{ "status": "error", "message": "Cod invalid" }` is a refusal with its words, read as an error body
 * is (spec 8 "Promo error body handling"; its status is no message). Null: the answer says no such thing.
 */
export function promoRefusalIn(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const { status, ...rest } = body as Record<string, unknown>
  if (typeof status !== 'string' || status.trim().toLowerCase() === 'success') return null
  return errorMessages(rest)
}

/**
 * previewPromo for this request's viewer: none for one who may not see prices, as its totals are the
 * lines' prices (stranger audit s11: a guest of a site hiding them read one from the total and the
 * discount; decision 0038).
 */
export async function previewPromoForViewer(
  locale: Locale,
  code: string,
  lines: { id: number; count: number }[],
  paymentType?: string,
): Promise<PromoPreview> {
  if (await requestHidesPrices(locale)) return { ok: false, errors: [], notAllowed: true }
  return previewPromo(locale, code, lines, paymentType)
}

/** Checks a promo code against the cart lines (POST /general/order/preview-promo/). */
export async function previewPromo(
  locale: Locale,
  code: string,
  lines: { id: number; count: number }[],
  paymentType?: string,
): Promise<PromoPreview> {
  // An account the back end says may not use promo codes (`can_use_promocode: false`, accounts spec 3) is refused here.
  if (await promoRefused(locale)) return { ok: false, errors: [], notAllowed: true }
  // The back end counts codes tried per client: the shopper's address, not the Worker's.
  const result = await callForRequest(locale, 'previewPromo', {
    body: { promo_code: code, products: lines, payment_type: paymentType },
    headers: shopperIpHeaders(),
  })
  if (result.ok)
    return {
      ok: true,
      discount: promoAnswerDiscount(result.data),
      generalPrice: result.data.general_price,
      code: result.data.promo_code ?? code,
    }
  // A 2xx whose status is not success refuses the code, with its message.
  const refusal = result.kind === 'malformed' ? promoRefusalIn(result.body) : null
  if (refusal) return { ok: false, errors: refusal }
  // Otherwise only an error answer is the back end's refusal with its messages. A 2xx answer the contract
  // could not read (its body a success's values) or no answer at all is `failed`: no verdict, nothing shown.
  if (result.kind !== 'status') return { ok: false, errors: [], failed: true }
  return { ok: false, errors: errorMessages(result.body) }
}

export type DeliveryCostInput = BodyOf<'deliveryCost'>
export type DeliveryCostAnswer = ResponseOf<'deliveryCost'>

/**
 * The shop's own delivery price for the chosen method, type, region, locality and lines (`POST
 * /general/delivery-cost/`, spec 7.3); a refusal in the back end's words when it said why (a 4xx with
 * readable texts: "Adresa nu este deservită."); null when the call failed (no answer, a 5xx, an answer
 * without words, a call not offered or not allowed: the summary's own "could not be calculated").
 */
export async function loadDeliveryCost(
  locale: Locale,
  body: DeliveryCostInput,
): Promise<DeliveryCostAnswer | DeliveryCostRefusal | null> {
  const r = await callForRequest(locale, 'deliveryCost', { body })
  if (r.ok) return r.data
  console.warn(`[cart] delivery cost: ${r.message}`)
  const said = r.kind === 'status' && r.status >= 400 && r.status < 500 && r.status !== 401 && r.status !== 403
  const words = said && !callNotOffered(r.status) ? bodyMessages(r.body) : []
  return words.length ? { refused: words.join(' ') } : null
}
