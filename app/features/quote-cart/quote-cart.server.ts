import { buyerCompanies } from '#app/lib/company-choice.ts'
import { themeLacksArea } from '#app/themes/area.server.ts'
import type { Locale } from '#config'
import { sentId } from '#contract/text-id.ts'
import { doneButUnread } from '#platform/backend/client.ts'
import { callForRequest, shopperIpHeaders } from '#platform/request.server.ts'
import { parseErrorBody } from '#platform/shared/error-body.ts'
import { callNotOffered } from '#platform/shared/not-offered.ts'
import type { QuoteCompany } from './rules'

export type SendQuoteResult =
  | { ok: true; orderId: string; number: string }
  | {
      ok: false
      signedOut: boolean
      messages: string[]
      lines?: QuoteRefusedLines
      company?: string[]
      /** The back end has no such call (404, 405, 501: callNotOffered): the page says the quote cannot be sent online. */
      notOffered?: true
    }

/** A refusal's field errors of the lines (items.N.field), by the line's index in what was sent: field -> messages. */
export type QuoteRefusedLines = Record<number, Record<string, string[]>>

export type QuoteLine = { product_id: number; count: number; target_price: number | null }

/**
 * Sends the quote cart (decision 0067: POST /general/quote-cart/ with the session's token): the
 * quote's order id and number, or why not - signed out (the page asks for sign-in), the back end's
 * messages (a customer account, a line no longer on sale), `notOffered` when the back end has no such
 * call (decision 0118 rule 2), or a 404 on a theme without the quote cart, with nothing sent (decision 0024).
 */
export async function sendQuote(lang: Locale, items: QuoteLine[], companyId?: string): Promise<SendQuoteResult> {
  if (themeLacksArea('quoteCart'))
    return { ok: false, signedOut: false, messages: ['Not Found: this shop has no quote cart'] }
  // an integer's digits go as the number, as before; id text (`c5`) as it came (text-id.ts)
  const body = companyId === undefined ? { items } : { items, company_id: sentId(companyId) }
  // The back end counts quotes per client too (decision 0091): the shopper's address, not the Worker's.
  const r = await callForRequest(lang, 'sendQuote', { body, headers: shopperIpHeaders() }, true)
  // The number the buyer is told: the one answered, else the order id (an answer may name only one).
  if (r.ok)
    return {
      ok: true,
      orderId: r.data.orderId,
      number: r.data.number || r.data.orderId,
    }
  if (doneButUnread(r)) {
    console.warn(`[quote-cart] sent, answer unreadable: ${r.message}`)
    return { ok: true, orderId: '', number: '' }
  }
  // The submit is the shop's own call (spec 7: "No call that submits the quote is shown"): a back end
  // written from the spec may lack it. Its "Not found." is not shown (session 61's operator audit).
  if (callNotOffered(r.status)) return { ok: false, signedOut: false, messages: [], notOffered: true }
  return { ok: false, signedOut: r.status === 401, ...refusal(r.body) }
}

export type QuoteCompaniesResult = { ok: true; companies: QuoteCompany[]; defaultId: string | null } | { ok: false }

/**
 * The signed-in buyer's companies for the quote request's company (GET /users/user-group/, spec 3
 * "User data": company and companies) and the account's default one (`company`). Any failure is
 * `ok: false`: the page then offers no choice and the back end takes the account's own company.
 */
export async function quoteCompanies(lang: Locale): Promise<QuoteCompaniesResult> {
  if (themeLacksArea('quoteCart')) return { ok: false }
  const r = await callForRequest(lang, 'userGroup', { query: { t: String(Date.now()) } }, true)
  if (!r.ok) return { ok: false }
  return { ok: true, ...buyerCompanies(r.data) }
}

/**
 * A refusal's texts: the field errors of a line (`items.3.count`) go to that line - "must be a
 * multiple of 1" alone named no product (a review, r43) -, the company's (`company_id`: not one of
 * the buyer's) to the company choice, and the rest are the form's messages.
 */
export function refusal(body: unknown): { messages: string[]; lines?: QuoteRefusedLines; company?: string[] } {
  const { fields, messages } = parseErrorBody(body)
  const lines: QuoteRefusedLines = {}
  const other: string[] = []
  let company: string[] | undefined
  for (const [key, list] of Object.entries(fields)) {
    const m = /^items\.(\d+)\.(\w+)$/.exec(key)
    if (m) {
      const index = Number(m[1])
      lines[index] = { ...lines[index], [m[2]!]: list }
    } else if (key === 'company_id') company = list
    else other.push(...list)
  }
  const all = [...new Set([...other, ...messages])]
  return {
    messages: all,
    ...(Object.keys(lines).length ? { lines } : {}),
    ...(company?.length ? { company } : {}),
  }
}
