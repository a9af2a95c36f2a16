import { proxy } from 'valtio'

/**
 * What the sign-in flows hand from one modal or page to the next, in memory only: the uid and token
 * of the password-reset link the new-password modal confirms (never kept in the URL or storage).
 */
export const flowState = proxy({ reset: null as { uid: string; token: string } | null })
