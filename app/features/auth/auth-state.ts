import { proxy } from 'valtio'

/**
 * Whether this browser is signed in, as the server last said (the token cookie is HttpOnly, so the
 * page cannot read it): null until known. Set by the cart sync's /api/cart answer.
 */
export const authState = proxy({ signedIn: null as boolean | null })

/** Ordering requires sign-in when the site says so and the shopper is known to be a guest. */
export function mustSignInToOrder(registrationRequired: boolean, signedIn: boolean | null): boolean {
  return registrationRequired && signedIn !== true
}
