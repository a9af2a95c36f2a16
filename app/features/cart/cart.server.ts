import type { Locale } from '../../../app.config'
import { callForRequest } from '../../api/request.server'
import { errorMessages } from '../../lib/error-body'
import { carrierApplies } from '../delivery'
import { promoAnswerDiscount } from './rules'

/** What the cart page asks the back end (server side of cart.functions.ts): delivery and payment options, promo preview. */

/** Regions with localities and the payment systems, for the cart page (site-wide, not personal). */
export async function loadCheckoutOptions(locale: Locale) {
  const [regions, payments, info, services] = await Promise.all([
    callForRequest(locale, 'regions'),
    callForRequest(locale, 'paymentSystems'),
    callForRequest(locale, 'deliveryInfoText'),
    callForRequest(locale, 'deliveryServices'),
  ])
  return {
    regions: regions.ok ? regions.data : [],
    paymentSystems: payments.ok ? payments.data.filter((p) => !p.only_company) : [],
    deliveryInfo: info.ok ? info.data.text : null,
    /** The postal carrier is offered when the delivery services list it (decision 0010). */
    carrierOffered: services.ok && carrierApplies(services.data),
    degraded: !regions.ok || !payments.ok,
  }
}

export type PromoPreview = { ok: true; discount: number; generalPrice: number; code: string } | { ok: false; errors: string[] }

/** Checks a promo code against the cart lines (POST /general/order/preview-promo/). */
export async function previewPromo(locale: Locale, code: string, lines: { id: number; count: number }[], paymentType?: string): Promise<PromoPreview> {
  const result = await callForRequest(locale, 'previewPromo', { body: { promo_code: code, products: lines, payment_type: paymentType } })
  if (result.ok) return { ok: true, discount: promoAnswerDiscount(result.data), generalPrice: result.data.general_price, code: result.data.promo_code }
  return { ok: false, errors: errorMessages(result.body) }
}
