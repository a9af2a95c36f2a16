/**
 * The shop's e-mail predicate, free of any library: the form kit's schemas (./schema.ts) and the
 * footer's newsletter form (first load, no kit; decision 0051) share it. A phone's is the mask's
 * phoneComplete (app/ui/phone-mask.ts), which the server functions check too.
 */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An e-mail address of at most 254 characters. */
export const emailLooksValid = (value: string) => value.length <= 254 && EMAIL_RE.test(value)
