import type { Locale } from '#config'
import { doneButUnread } from '#platform/backend/client.ts'
import { callForRequest, shopperIpHeaders } from '#platform/request.server.ts'
import type { FormResult } from '../content'
import { type QuickUnavailable, quickUnavailable, refusedQuickOrder } from './failure'
import type { QuickForm } from './rules'

/**
 * `unavailable`: the back end could not answer (`down`: down, slow, broken) or has no such call
 * (`notOffered`); the form keeps its values.
 */
export type QuickOrderOutcome = FormResult & { number: string | null; unavailable: QuickUnavailable }

/**
 * Sends a quick form to the back end (with the shopper's token when signed in, so the request is
 * theirs). The back end validates; its field errors come back as returned (decision 0009).
 */
export async function submitQuickOrder(
  locale: Locale,
  form: QuickForm,
  body: Record<string, unknown>,
): Promise<QuickOrderOutcome> {
  const endpoint = {
    oneClick: 'oneClickOrder',
    preOrder: 'preOrder',
    firstToKnow: 'firstToKnow',
    bulkOrder: 'bulkOrder',
  } as const
  // The shopper's address: the back end limits each kind per client (admin-api services/write-limits.ts).
  const result = await callForRequest(locale, endpoint[form], { body, headers: shopperIpHeaders() }, true)
  // The number the shop quotes; an answer with only the stored request's id quotes that (`{ id: "88" }`).
  if (result.ok)
    return { ok: true, fields: {}, messages: [], number: result.data.number ?? result.data.id, unavailable: false }
  if (doneButUnread(result)) {
    console.warn(`[quick-order] ${form}: stored, answer unreadable: ${result.message}`)
    return { ok: true, fields: {}, messages: [], number: null, unavailable: false }
  }
  if (result.status !== 400) console.warn(`[quick-order] ${form}: ${result.message}`)
  const unavailable = quickUnavailable(result.status)
  // A refusal's texts as sent (a 429 says why, in the page's language); none when unreadable (quickFailure).
  const errors = unavailable ? { fields: {}, messages: [] } : refusedQuickOrder(result.body)
  return { ok: false, ...errors, number: null, unavailable }
}
