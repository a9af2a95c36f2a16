import { formErrors } from '#platform/shared/error-body.ts'
import { callNotOffered } from '#platform/shared/not-offered.ts'

/**
 * A refused quick form's field errors and texts as the back end sent them (its 429 says why, in the
 * page's language); none when it said nothing readable (a bare 429, a proxy's HTML page), so that
 * `quickFailure` puts the page's own text instead of the English 'Unknown error'.
 */
export function refusedQuickOrder(body: unknown): { fields: Record<string, string>; messages: string[] } {
  const { fields, messages } = formErrors(body, '')
  return { fields, messages: messages.filter(Boolean) }
}

/**
 * Why a quick form's call failed, by the back end's status: `down` when it could not answer (no
 * answer, a 5xx but 501), `notOffered` when it has no such call for this shopper (401, 403, 404, 405,
 * 501: the quick forms' paths are the shop's own, decision 0009, and a back end written from the spec
 * may lack them - a guest read "Authentication credentials were not provided."), else false (a refusal
 * whose texts the form shows).
 */
export type QuickUnavailable = false | 'down' | 'notOffered'
export function quickUnavailable(status: number): QuickUnavailable {
  if (status === 401 || status === 403 || callNotOffered(status)) return 'notOffered'
  return status === 0 || status >= 500 ? 'down' : false
}

/**
 * What a quick form that was not accepted shows besides its field errors: `texts.unavailable` when
 * the back end could not answer, `texts.notOffered` when it takes no such request, the back end's
 * texts when it refused with some, else `texts.fallback` ('something went wrong' in the page's language).
 */
export function quickFailure<
  R extends { ok: boolean; fields: Record<string, string>; messages: string[]; unavailable: QuickUnavailable },
>(result: R, texts: { unavailable: string; notOffered: string; fallback: string }): R {
  if (result.ok) return result
  if (result.unavailable === 'down') return { ...result, messages: [texts.unavailable] }
  if (result.unavailable === 'notOffered') return { ...result, fields: {}, messages: [texts.notOffered] }
  if (Object.keys(result.fields).length || result.messages.length) return result
  return { ...result, messages: [texts.fallback] }
}
