/**
 * The e-mail typed in the sign-in form, handed to "Forgot password?" (shopper audit a4, session 66: the
 * reset form opened empty, the address typed a moment before to be typed again). Taken once.
 */
let handed = ''

export function handRestoreEmail(email: string) {
  handed = email.trim()
}

export function takeRestoreEmail(): string {
  const email = handed
  handed = ''
  return email
}
