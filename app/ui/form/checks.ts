/**
 * The shop's phone and e-mail predicates, free of any library: the form kit's schemas (./schema.ts)
 * and the footer's newsletter form (first load, no kit; decision 0051) share them.
 */

const PHONE_RE = /^\+?[0-9 ()-]{6,20}$/
/** A typed phone: the characters a number has, and 8 to 15 digits (the masked field allows a part of a number). */
export const phoneLooksValid = (value: string) => {
  const digits = value.replace(/\D/g, '').length
  return PHONE_RE.test(value) && digits >= 8 && digits <= 15
}
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An e-mail address of at most 254 characters. */
export const emailLooksValid = (value: string) => value.length <= 254 && EMAIL_RE.test(value)
