import { env } from 'cloudflare:workers'
import { bodyMessages } from '#app/lib/error-body.ts'
import { COOKIES, type Locale } from '#config'
import { callForRequest, requestCookie } from '#platform/request.server.ts'
import { utmFromCookie } from '#platform/shared/utm.ts'
import type { CarrierOrder } from '../delivery'
import { type OrderProblem, orderProblems } from './order-errors'
import { type CheckoutContact, checkoutContact } from './prefill'

export interface OrderInput {
  lines: { id: number; count: number }[]
  customer: { name: string; phone: string; email?: string }
  delivery: {
    method: 'address' | 'pickup' | 'chisinau_delivery'
    type: 'standart' | 'express'
    region_id: number
    locality_id?: number
    address?: string
    store_id?: number
    date_time?: string
  }
  payment_system_id: number
  promo_code?: string | null
  comment?: string
  /** Postal carrier order data, when the carrier delivers. */
  carrier?: CarrierOrder
  /** Same key for every attempt at the same order: a retry answers the order already created. */
  idempotency_key?: string
  captcha_token?: string
}

export type OrderOutcome =
  | { ok: true; orderId: number | null; orderNumber: string | null; payUrl: string | null; transId: string | null }
  | { ok: false; status: number; errors: string[]; problems: OrderProblem[] }

/**
 * Creates the order. A relative payUrl from the back end is made absolute against its base URL, so
 * the browser can be sent there. Failures come back as the body's messages (the order error) - none
 * when the body has none, so the form shows its own text, never the transport's "HTTP 400" summary.
 *
 * The spec requires only `result.payUrl` (4: "status 201 with a payUrl redirects to payment;
 * otherwise to /cart/success"): the order's id, number and trans_id may be absent (null: the success
 * page then shows no number). A 201 whose body cannot be read at all still created the order: it goes
 * to the success page, never back to the form (where the shopper would order again). Another 2xx
 * the contract cannot read is a failure without messages: its body holds no error.
 */
export async function createOrder(locale: Locale, input: OrderInput): Promise<OrderOutcome> {
  const result = await callForRequest(
    locale,
    'createOrder',
    {
      body: {
        products: input.lines,
        customer: input.customer,
        delivery: input.delivery,
        payment_system_id: input.payment_system_id,
        promo_code: input.promo_code ?? null,
        comment: input.comment,
        carrier: input.carrier,
        idempotency_key: input.idempotency_key,
        captcha_token: input.captcha_token,
        utm: utmFromCookie(requestCookie(COOKIES.utm)),
      },
    },
    true,
  )
  if (!result.ok && result.kind === 'malformed' && result.status === 201) {
    console.warn(`[checkout] order created, answer unreadable: ${result.message}`)
    return { ok: true, orderId: null, orderNumber: null, payUrl: null, transId: null }
  }
  if (!result.ok && result.kind !== 'status') return { ok: false, status: result.status, errors: [], problems: [] }
  if (!result.ok)
    return { ok: false, status: result.status, errors: bodyMessages(result.body), problems: orderProblems(result.body) }
  const { orderId, orderNumber, payUrl, trans_id } = result.data.result
  const base = env.ADMIN_API_URL
  return {
    ok: true,
    orderId,
    orderNumber,
    payUrl: payUrl ? new URL(payUrl, base).toString() : null,
    transId: trans_id ?? null,
  }
}

/**
 * Payment status of an order (GET /general/v2/order/{id}/check-payment-status/): answered to the
 * signed-in owner (the shopper's token goes along) or to the holder of the order's trans_id.
 */
export async function paymentStatus(locale: Locale, orderId: number, transId: string | undefined) {
  const result = await callForRequest(
    locale,
    'paymentStatus',
    { params: { id: orderId }, query: { trans_id: transId } },
    true,
  )
  return result.ok ? result.data : null
}

/** The signed-in customer's name, phone and e-mail for the checkout form; null for a guest or when the back end does not answer. */
export async function loadCheckoutContact(locale: Locale): Promise<CheckoutContact | null> {
  if (!requestCookie(COOKIES.token)) return null
  const group = await callForRequest(locale, 'userGroup', {}, true)
  return group.ok ? checkoutContact(group.data.user) : null
}
