import { ACCOUNTS } from '#contract/accounts.ts'
import { UNKNOWN_ERROR } from './rules'

/** What a sign-in or account server function answers on failure. */
export interface FailureResult {
  errors: readonly string[]
  /** The back end refused for too many attempts (429). */
  rateLimited?: boolean
  /** The machine-readable `code` of the back end's answer (ACCOUNTS.errorCodes), when it had one. */
  code?: string | null
  /** The sign-in was accepted but the back end refused the token it issued (startSession): no session. */
  sessionRefused?: boolean
}

export type FlowMessageId =
  | 'auth.tooManyAttempts'
  | 'authFlow.sessionRefused'
  | 'authFlow.unknownError'
  | 'authFlow.linkInvalid'
  | 'authFlow.codeInvalid'
  | 'authFlow.activationSent'
  | 'authFlow.tooManyRegistrations'

/** Back-end codes with a text of the shop's own: the back end's text is English whatever the page's language. */
const CODE_TEXTS: Record<string, FlowMessageId> = {
  [ACCOUNTS.errorCodes.invalidLink]: 'authFlow.linkInvalid',
  [ACCOUNTS.errorCodes.invalidCode]: 'authFlow.codeInvalid',
  // issue 50: the registration's address already got its links (429): not a silent ok
  [ACCOUNTS.errorCodes.activationSent]: 'authFlow.activationSent',
  // registrations from one network in an hour (10, decision 0089): not the sign-in's "wait a few minutes"
  [ACCOUNTS.errorCodes.tooManyRegistrations]: 'authFlow.tooManyRegistrations',
}

/**
 * The messages a form shows for a failed call (accounts spec 5, 8): a 429 as the translated
 * too-many-attempts text; an answer whose `code` the shop knows (a spent link, a wrong code) as the
 * shop's translated text; anything else as returned, with the spec's fallback 'Unknown error
 * occurred' (and no text at all) translated.
 */
export function shownErrors(result: FailureResult, t: (id: FlowMessageId) => string): string[] {
  const known = result.code ? CODE_TEXTS[result.code] : undefined
  if (known) return [t(known)]
  if (result.sessionRefused) return [t('authFlow.sessionRefused')]
  if (result.rateLimited) return [t('auth.tooManyAttempts')]
  const texts = result.errors.map((e) => (e === UNKNOWN_ERROR ? t('authFlow.unknownError') : e))
  return texts.length > 0 ? [...new Set(texts)] : [t('authFlow.unknownError')]
}
