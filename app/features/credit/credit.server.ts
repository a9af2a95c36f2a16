import type { Locale } from '#config'
import type { CreditCalculatorConfig, CreditPrice, Filial } from '#contract/calculators.ts'
import type { CreditOffer, CreditQuote } from '#contract/credit.ts'
import type { ApiResult } from '#platform/backend/client.ts'
import { callForRequest, shopperIpHeaders } from '#platform/request.server.ts'
import { formErrors } from '#platform/shared/error-body.ts'
import type { FormResult } from '../content'

/** The credit offers for products (GET /general/credits?product_ids=); a failure is no offer. */
export async function creditOffers(locale: Locale, productIds: number[]): Promise<CreditOffer[]> {
  const result = await callForRequest(locale, 'credits', { query: { product_ids: productIds.join(',') } })
  return result.ok ? result.data.options : []
}

/** The calculator's companies and defaults with the branches; null when the shop offers no credit (404) or the back end failed. */
export async function creditCalculator(
  locale: Locale,
): Promise<{ config: CreditCalculatorConfig; filials: Filial[] } | null> {
  const [config, filials] = await Promise.all([
    callForRequest(locale, 'creditCalculator'),
    callForRequest(locale, 'filials'),
  ])
  if (!config.ok) {
    return null
  }
  return { config: config.data, filials: filials.ok ? filials.data : [] }
}

/**
 * The back end's payment for an offer (POST /general/v3/credits/calculate): the monthly payment the
 * product and cart pages and the credit modal show. null when the back end could not price it.
 */
export async function creditCalculate(
  locale: Locale,
  body: { credit_company: number | string; months: number; amount: number },
): Promise<CreditQuote | null> {
  const result = await callForRequest(locale, 'creditCalculate', { body })
  if (!result.ok) {
    return null
  }
  const { amount, months, monthly_payment, total, overpayment } = result.data
  return { amount: amount ?? body.amount, months: months ?? body.months, monthly_payment, total, overpayment }
}

export type PriceOutcome =
  | { ok: true; price: CreditPrice }
  | { ok: false; fields: Record<string, string>; messages: string[]; unavailable?: true }

/**
 * The back end's price of an amount over a term (POST /calculator/credit-price/). Only a refusal (4xx)
 * carries the back end's word on the amount or term; a 2xx the contract could not read, a 5xx or no
 * answer is `unavailable` (session 63's operator audit: a 200 body read as form errors showed
 * "Unknown error" and marked the amount invalid).
 */
export async function creditPrice(
  locale: Locale,
  body: { credit_company: number | string; amount: number; months: number },
): Promise<PriceOutcome> {
  const result = await callForRequest(locale, 'creditPrice', { body })
  if (result.ok) return { ok: true, price: result.data }
  if (result.kind !== 'status' || result.status < 400 || result.status >= 500)
    return { ok: false, fields: {}, messages: [], unavailable: true }
  return { ok: false, ...formErrors(result.body) }
}

/** `number`: the application's or order's number for the success modal; `unavailable`: the back end could not answer. */
export type CreditOutcome = FormResult & {
  number: string | null
  monthly: number | null
  months: number | null
  unavailable: boolean
}

async function outcome<T extends { number: string | null; monthly_payment: number | null; months: number | null }>(
  call: Promise<ApiResult<T>>,
): Promise<CreditOutcome> {
  const result = await call
  if (result.ok)
    return {
      ok: true,
      fields: {},
      messages: [],
      number: result.data.number,
      monthly: result.data.monthly_payment,
      months: result.data.months,
      unavailable: false,
    }
  const unavailable = result.status === 0 || result.status >= 500
  return {
    ok: false,
    ...(unavailable ? { fields: {}, messages: [] } : formErrors(result.body)),
    number: null,
    monthly: null,
    months: null,
    unavailable,
  }
}

/** A credit application (POST /calculator/credit-request/), with the shopper's token when signed in. */
export function creditRequest(locale: Locale, body: Record<string, unknown>): Promise<CreditOutcome> {
  // The shopper's address: the back end limits applications per client (admin-api services/write-limits.ts).
  return outcome(callForRequest(locale, 'creditRequest', { body, headers: shopperIpHeaders() }, true))
}

/** An order bought on an iute credit (POST /general/iute-credit/create-order/). */
export function iuteOrder(locale: Locale, body: Record<string, unknown>): Promise<CreditOutcome> {
  return outcome(callForRequest(locale, 'iuteCreateOrder', { body, headers: shopperIpHeaders() }, true))
}
