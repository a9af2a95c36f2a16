import { formErrors } from '#app/lib/error-body.ts'

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
 * What a quick form that was not accepted shows besides its field errors: `texts.unavailable` when
 * the back end could not answer, the back end's texts when it refused with some, else
 * `texts.fallback` ('something went wrong' in the page's language).
 */
export function quickFailure<
  R extends { ok: boolean; fields: Record<string, string>; messages: string[]; unavailable: boolean },
>(result: R, texts: { unavailable: string; fallback: string }): R {
  if (result.ok) return result
  if (result.unavailable) return { ...result, messages: [texts.unavailable] }
  if (Object.keys(result.fields).length || result.messages.length) return result
  return { ...result, messages: [texts.fallback] }
}
