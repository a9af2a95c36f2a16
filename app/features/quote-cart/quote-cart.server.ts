import { bodyMessages } from '#app/lib/error-body.ts'
import { themeLacksArea } from '#app/themes/area.server.ts'
import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'

export type SendQuoteResult =
  | { ok: true; orderId: number; number: string }
  | { ok: false; signedOut: boolean; messages: string[] }

export type QuoteLine = { product_id: number; count: number; target_price: number | null }

/**
 * Sends the quote cart (decision 0067: POST /general/quote-cart/ with the session's token): the
 * quote's order id and number, or why not - signed out (the page asks for sign-in), the back end's
 * messages (a customer account, a line no longer on sale), or a 404 on a theme without the quote
 * cart, with nothing sent (decision 0024).
 */
export async function sendQuote(lang: Locale, items: QuoteLine[]): Promise<SendQuoteResult> {
  if (themeLacksArea('quoteCart'))
    return { ok: false, signedOut: false, messages: ['Not Found: this shop has no quote cart'] }
  const r = await callForRequest(lang, 'sendQuote', { body: { items } }, true)
  if (r.ok) return { ok: true, orderId: r.data.orderId, number: r.data.number }
  return { ok: false, signedOut: r.status === 401, messages: bodyMessages(r.body) }
}
