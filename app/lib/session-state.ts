import { proxy } from 'valtio'
import { sessionHintIn } from '#platform/shared/session-cookies.ts'

/**
 * Whether this browser is signed in: null until known, then read from the `token_expires` cookie
 * (the token cookies are HttpOnly) and confirmed by the server's answers (the cart sync's /api/cart).
 * `unauthorized` is set when the server ended the session: requests are refused from then on.
 * `loginStatus`: the last password sign-in failure's HTTP status in the adverts area (accounts spec 8).
 * Below the features (decision 0077): the auth feature signs in and out, the cart, the lists and
 * the account read the session without importing that feature.
 */
export const authState = proxy({
  signedIn: null as boolean | null,
  unauthorized: false,
  loginStatus: null as number | null,
})

/** The session hint of the readable `token_expires` cookie (decision 0017, sessionHintIn: as the page gate reads it), or null for a guest. */
export function readSessionHint() {
  return typeof document === 'undefined' ? null : sessionHintIn(document.cookie)
}
