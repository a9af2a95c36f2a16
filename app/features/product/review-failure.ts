import { bodyMessages } from '#platform/shared/error-body.ts'

/**
 * What a refused review or vote shows: the back end's texts (a 429 or 409 says why, in the page's
 * language), else `fallback` - a bare 429 or a proxy's page says nothing, and the shopper must not see
 * a blank form or the English 'Unknown error'.
 */
export const reviewFailure = (errors: readonly string[], fallback: string): string[] =>
  errors.length ? [...errors] : [fallback]

/**
 * A review write the back end refused, as createReview returns it: a 401 or 403 (no session, or one it
 * does not take) asks the shopper to sign in, in the page's language (`signIn`: the form shows
 * its own sign-in text and button) - a guest read the back end's English "Authentication
 * credentials were not provided."; any other refusal keeps the back end's texts (reviewFailure).
 */
export function refusedReview(status: number, body: unknown): { ok: false; errors: string[]; signIn: boolean } {
  if (status === 401 || status === 403) return { ok: false, errors: [], signIn: true }
  return { ok: false, errors: bodyMessages(body), signIn: false }
}

/**
 * What a refused vote says beside its review: sign in (the shop's words) when it was refused for want
 * of a session - a guest read the back end's English or "something went wrong" (session 62) - else the
 * back end's texts or `texts.fallback`. No answer at all (null): the fallback.
 */
export function voteRefusal(
  result: { errors: readonly string[]; signIn: boolean } | null,
  texts: { signIn: string; fallback: string },
): string[] {
  return result?.signIn ? [texts.signIn] : reviewFailure(result?.errors ?? [], texts.fallback)
}
