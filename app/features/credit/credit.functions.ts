import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { InputError, idList, int, lang, langOnly, lineCount, oneOf, record } from '#app/api/input.ts'
import { bodyPhone } from '#app/ui/site-phone.server.ts'
import type { Locale } from '#config'
import { ORDER_ID_PATTERN } from '#contract/order-id.ts'
import { creditCalculate, creditCalculator, creditOffers, creditPrice, creditRequest, iuteOrder } from './credit.server'

/** The largest amount a price is asked for (the contract's money bound). */
export const MAX_CREDIT_AMOUNT = 1e8

/** A credit company as the offers named it: its number, or its id text (`maib`; session 63's operator audit). */
function creditCompany(value: unknown): number | string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value) ? value : int(value, 1, 999_999_999)
}

/** Validates the payment question: a company, a term in months and a positive amount. */
function paymentInput(input: unknown) {
  const r = record(input)
  const amount = Number(r.amount)
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_CREDIT_AMOUNT) throw new InputError('bad amount')
  return {
    lang: lang(r.lang),
    body: { credit_company: creditCompany(r.credit_company), amount, months: int(r.months, 1, 120) },
  }
}

/**
 * The credit offers for a set of products (a product page's one, a cart's every line). A POST: the ids
 * ride in the body, because a cart's 200 ids in a GET's address are far past the Worker's 2,048
 * characters (a 414, and no offers) and the offers are for the set as a whole, so they cannot be
 * asked for in chunks.
 */
export const getCreditOffers = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), ids: idList(r.ids, 200) }
  })
  .handler(({ data }) => creditOffers(data.lang, data.ids))

export const getCreditCalculator = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => creditCalculator(data.lang))

/** The calculator's companies, defaults and branches (null: no credit in this shop). */
export const creditCalculatorQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['credit-calculator', locale],
    queryFn: () => getCreditCalculator({ data: { lang: locale } }),
    staleTime: 300_000,
  })

export const getCreditPrice = createServerFn({ method: 'POST' })
  .validator(paymentInput)
  .handler(({ data }) => creditPrice(data.lang, data.body))

/** The back end's monthly payment of an offer (POST /general/v3/credits/calculate); null when it failed. */
export const calculateCreditFn = createServerFn({ method: 'POST' })
  .validator(paymentInput)
  .handler(({ data }) => creditCalculate(data.lang, data.body))

const FIELDS = ['credit_company', 'months', 'amount', 'filial_id', 'name', 'phone', 'email', 'request_id'] as const

/** Only the known fields as bounded scalars, and products as id/count pairs; the back end checks the values and answers field errors. */
export function creditBody(raw: unknown): Record<string, unknown> {
  const r = record(raw)
  const body: Record<string, unknown> = {}
  for (const key of FIELDS) {
    const v = r[key]
    if (v === undefined) continue
    if (!(typeof v === 'string' || typeof v === 'number') || (typeof v === 'string' && v.length > 300))
      throw new InputError(`bad ${key}`)
    body[key] = v
  }
  if (r.product_ids !== undefined) body.product_ids = idList(r.product_ids, 200)
  if (r.products !== undefined) {
    if (!Array.isArray(r.products) || r.products.length === 0 || r.products.length > 200)
      throw new InputError('bad products')
    body.products = r.products.map((p) => {
      const line = record(p)
      // the checkout's rule (lineCount): a number, at most 99999, 3 decimals; not "5" or 1.2345
      return { product_id: int(line.product_id, 1, 999_999_999), count: lineCount(line.count) }
    })
  }
  return body
}

export const submitCreditFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), kind: oneOf(r.kind, ['request', 'iute'] as const), body: creditBody(r.body) }
  })
  // The applicant's phone is a whole number of the site's mask (phoneComplete), else a 400: nothing is applied for.
  .handler(async ({ data }) => {
    // A phone sent as a number (the validator takes numbers for the other fields) is no typed phone: refused.
    // Sent without its whitespace (spec 5), as the browser sends it.
    const { phone } = data.body
    const body = phone === undefined ? data.body : { ...data.body, phone: await bodyPhone(data.lang, phone) }
    return data.kind === 'iute' ? iuteOrder(data.lang, body) : creditRequest(data.lang, body)
  })
