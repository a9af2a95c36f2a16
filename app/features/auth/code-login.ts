import { normalizePhone } from '#app/i18n/format.ts'
import { maskCodeDigits, phoneComplete } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS, type PhoneMaskName } from '#config'
import { ACCOUNTS } from '#contract/accounts.ts'

/**
 * Sign-in with a one-time code (accounts spec 5, 7): by SMS to a phone or by e-mail. A phone is sent
 * with all whitespace removed (spec 5), the code as typed digits. Checked here before the request so
 * an obvious typo gets an immediate message; the back end checks again.
 */
export const CODE_CHANNELS = ['sms', 'email'] as const
export type CodeChannel = (typeof CODE_CHANNELS)[number]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The recipient as sent, or null when it cannot be one: a phone is a whole number (phoneComplete) of
 * `mask`, the site's (without it, of one of the spec's masks), `+`, `()` and `-` allowed. A shopper
 * audit's code went to +37337369123 (the country code typed twice, a digit cut).
 */
export function codeRecipient(channel: CodeChannel, raw: string, mask?: string): string | null {
  if (channel === 'email') {
    const email = raw.trim()
    return email.length <= 254 && EMAIL.test(email) ? email : null
  }
  const phone = normalizePhone(raw)
  return /^\+?[\d()-]+$/.test(phone) && phoneComplete(phone, mask) ? phone : null
}

/** A code as sent: the digits typed (spaces dropped), exactly ACCOUNTS.codeLength of them, or null. */
export function codeOf(raw: string): string | null {
  const code = raw.replace(/\s+/g, '')
  return new RegExp(`^\\d{${ACCOUNTS.codeLength}}$`).test(code) ? code : null
}

/**
 * A phone typed into a form whose field starts with the country code (`+(373) `): null when nothing
 * but the code (or nothing) was typed, else the number without whitespace.
 */
export function typedPhone(raw: string, mask: PhoneMaskName): string | null {
  const phone = normalizePhone(raw)
  const digits = phone.replace(/\D/g, '')
  return digits === '' || digits === maskCodeDigits(PHONE_MASKS[mask]) ? null : phone
}
