/** Ordering requires sign-in when the site says so and the shopper is known to be a guest. */
export function mustSignInToOrder(registrationRequired: boolean, signedIn: boolean | null): boolean {
  return registrationRequired && signedIn !== true
}
