import { InputError } from '#app/api/input.ts'
import { normalizePhone } from '#app/i18n/format.ts'
import { type Locale, PHONE_MASKS } from '#config'
import { requestPhoneSettings } from '#platform/request.server.ts'
import { phoneComplete, phoneMaskName } from './phone-mask'

/** The site's phone mask (`+(373) ## ###-###`, `+40 ### ###-###`: phoneMaskName of its settings). */
export async function sitePhoneMask(locale: Locale): Promise<string> {
  return PHONE_MASKS[phoneMaskName(await requestPhoneSettings(locale))]
}

/** The refusal's words: the mask names the whole number's shape. */
export const phoneRefusal = (mask: string) => `expected a whole phone number (${mask})`

/**
 * The phone a server function was sent, when it is a whole number of the site's mask (phoneComplete,
 * the forms' rule): else the call is refused, a 400 that says so, before anything is saved or sent. A
 * shopper audit saw `+(373)37369-12` stored with a guest order and an SMS code sent to `+37337369123`.
 * Absent stays absent (an optional phone). The phone is given back without its whitespace (spec 5: "All
 * whitespace is removed from phone numbers before sending"): the browser sends it so, and a caller
 * that does not (an older page, a script) no longer puts `+(373) 69 123-456` in the order.
 */
export async function sitePhone(locale: Locale, phone: string): Promise<string>
export async function sitePhone(locale: Locale, phone: string | undefined): Promise<string | undefined>
export async function sitePhone(locale: Locale, phone: string | undefined): Promise<string | undefined> {
  if (phone === undefined) return undefined
  const mask = await sitePhoneMask(locale)
  if (!phoneComplete(phone, mask)) throw new InputError(phoneRefusal(mask))
  return normalizePhone(phone)
}

/**
 * sitePhone of a field of a body whose other fields may be numbers (the credit and quick-order
 * validators take scalars): a phone sent as a number, or anything but text, is no typed phone - refused.
 */
export const bodyPhone = (locale: Locale, value: unknown): Promise<string> =>
  sitePhone(locale, typeof value === 'string' ? value : '')
