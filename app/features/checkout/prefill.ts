/** The contact fields the checkout fills in for a signed-in customer (issue 28 point 6). */
export interface CheckoutContact {
  name: string
  phone: string
  email: string
}

/**
 * From the account's profile: the full name (else first and last name), the phone and the e-mail,
 * each trimmed and cut to the checkout field's limit; missing ones are ''. Only empty fields are
 * filled (the caller): what the shopper typed is never overwritten.
 */
export function checkoutContact(profile: {
  full_name?: string | null
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  email?: string | null
}): CheckoutContact {
  const clean = (value: string | null | undefined, max: number) =>
    (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max)
  const name = clean(profile.full_name, 120) || clean(`${profile.firstName ?? ''} ${profile.lastName ?? ''}`, 120)
  return { name, phone: clean(profile.phone, 20), email: clean(profile.email, 254) }
}
