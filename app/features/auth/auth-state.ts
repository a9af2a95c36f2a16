import { proxy } from 'valtio'

/**
 * Whether this browser is signed in: null until known, then read from the `token_expires` cookie
 * (the token cookies are HttpOnly) and confirmed by the server's answers (the cart sync's /api/cart).
 * `unauthorized` is set when the server ended the session: requests are refused from then on.
 * `loginStatus`: the last password sign-in failure's HTTP status in the adverts area (accounts spec 8).
 */
export const authState = proxy({ signedIn: null as boolean | null, unauthorized: false, loginStatus: null as number | null })

/** Ordering requires sign-in when the site says so and the shopper is known to be a guest. */
export function mustSignInToOrder(registrationRequired: boolean, signedIn: boolean | null): boolean {
  return registrationRequired && signedIn !== true
}
