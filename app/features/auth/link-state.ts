import { proxy } from 'valtio'

/**
 * What the sign-in flows hand from one modal or page to the next, in memory only: the uid and token
 * of the password-reset link the new-password modal confirms, or of the activation link opened in a
 * browser other than the registering one, whose password the same modal sets (decision 0064; never
 * kept in the URL or storage).
 */
export const flowState = proxy({
  reset: null as { uid: string; token: string } | null,
  activate: null as { uid: string; token: string; email: string | null } | null,
})
