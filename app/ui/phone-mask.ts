import { PHONE_MASKS, type PhoneMaskName } from '#config'

/**
 * The phone mask rule (spec 5; decision 0027): whatever is typed or pasted becomes the mask's
 * country prefix followed by the digits in the mask's slots (`#`). The country code typed again
 * (`+373 69...`, `37369...`) and a national trunk `0` (`069...`) are dropped; digits beyond the
 * mask are dropped; literals show only between digits, so deleting never gets stuck on a dash.
 * What is sent is this text without whitespace (`normalizePhone`).
 */

/**
 * The site's mask (decision 0038): the settings' `phone_mask` when it names one of the spec's masks,
 * else Romania's for a Romanian site and Moldova's for the others.
 */
export function phoneMaskName(settings: { is_romanian: boolean; phone_mask?: PhoneMaskName | null }): PhoneMaskName {
  return settings.phone_mask ?? (settings.is_romanian ? 'romania' : 'moldova')
}

/** The country code's digits of a mask (`373`, `40`, `38`, `48`). */
export function maskCodeDigits(mask: string): string {
  return parse(mask).prefix.replace(/\D/g, '')
}

/**
 * Whether the national trunk `0` is one of the mask's digits: the +38 mask is Ukraine's +380 with
 * the 0 in its slots (`+38 050 123-45-67`); the other masks start after the trunk 0.
 */
function keepsTrunk(mask: string): boolean {
  return maskCodeDigits(mask) === '38'
}

interface Parsed {
  prefix: string
  body: string
  slots: number
}

function parse(mask: string): Parsed {
  const first = mask.indexOf('#')
  const body = mask.slice(first)
  return { prefix: mask.slice(0, first), body, slots: body.split('').filter((c) => c === '#').length }
}

/**
 * Poland's numbers may begin with 48 (Radom's area code) and have 9 digits, a slot fewer than the
 * spec's +48 mask; no number of the other masks begins with its own country code (Moldova's 373,
 * Romania's 40, and Ukraine's 38 before the trunk 0 the +38 mask keeps).
 */
const POLAND = '48'

/**
 * The national digits of a typed text, not cut to the mask's slots: the field's own prefix, the
 * country code typed or pasted again and a trunk 0 dropped. The code goes when `00` or a `+` comes
 * before it, when there are more digits than slots (a whole number pasted after the field's prefix),
 * or when it is all that was typed after the prefix (digit by digit, the field drops the `+`).
 * A shopper audit saw `+373 69 123 456` typed into `+(373) ` become `+(373) 37 369-123`.
 */
function nationalDigits(raw: string, mask: string): string {
  const { prefix, slots } = parse(mask)
  const shown = prefix.trim()
  const code = prefix.replace(/\D/g, '')
  // The field's own prefix, wherever a digit was typed around it (a caret before it included).
  const rest = shown && raw.includes(shown) ? raw.replace(shown, '') : raw
  let digits = rest.replace(/\D/g, '')
  if (code && digits.startsWith(`00${code}`)) digits = digits.slice(code.length + 2)
  else if (
    code &&
    digits.startsWith(code) &&
    (/^\s*\+/.test(rest) || digits.length > slots || (digits === code && code !== POLAND))
  )
    digits = digits.slice(code.length)
  return keepsTrunk(mask) ? digits : digits.replace(/^0/, '')
}

/** The subscriber digits of a typed text: without the repeated country code and a trunk 0, at most the mask's slots. */
export function subscriberDigits(raw: string, mask: string): string {
  return nationalDigits(raw, mask).slice(0, parse(mask).slots)
}

/**
 * Whether a phone is a whole number (spec 5; decision 0027), one rule for the forms and the server
 * functions: in its mask (the one its `+` code names - typedCountry - else `mask`), every slot filled,
 * no digit left over, and not beginning with the country code again (`+(373) 37 369-123` is +373
 * typed twice, its last digits cut). Only the characters a typed number has. `069 123 456`,
 * `+373 69 123 456`, `0037369123456` and the field's `+(373)69123-456` are whole on a Moldovan site;
 * `+(373)69123-45` is not (the audit's 7-digit number passed the 8-15 digits check with its code).
 * Without `mask` (the form kit's schemas, which know no site): whole in one of the spec's masks.
 */
export function phoneComplete(raw: string, mask?: string): boolean {
  if (!mask) return Object.values(PHONE_MASKS).some((m) => phoneComplete(raw, m))
  // A + before a 0 names no country (an advert showed `+069123456`).
  if (!/^[\s+().\d-]{1,40}$/.test(raw) || /\+[\s(]*0(?!0)/.test(raw)) return false
  const typed = typedCountry(raw, mask)
  const digits = nationalDigits(typed.text, typed.mask)
  const code = maskCodeDigits(typed.mask)
  const slots = parse(typed.mask).slots
  if (code === POLAND) return digits.length === slots || digits.length === slots - 1
  return digits.length === slots && !digits.startsWith(code)
}

/**
 * A whole number (phoneComplete) in the international form, `+`, the country code and the national
 * digits: `069 123 456` on a Moldovan site is `+37369123456`. Null when it is not whole. A shopper
 * audit saw an advert seller's `069 123 456` shown as `+069123456` (and linked as tel:+069123456).
 */
export function internationalPhone(raw: string, mask: string): string | null {
  if (!phoneComplete(raw, mask)) return null
  const typed = typedCountry(raw, mask)
  return `+${maskCodeDigits(typed.mask)}${nationalDigits(typed.text, typed.mask)}`
}

/**
 * A stored phone as a shopper reads it: a whole number (phoneComplete) in its country's mask
 * (`+37369123456` on a Moldovan site: `+(373) 69 123-456`), anything else as it was stored.
 */
export function shownPhone(raw: string, mask: string): string {
  return phoneComplete(raw, mask) ? maskPhone(raw, mask) : raw
}

/** The longest text a mask writes: the phone field's maxLength (15 for Romania, 17 otherwise; spec 5). */
export function maskLength(mask: string): number {
  return fill('9'.repeat(mask.length), mask).length
}

/** Where typing may start: right after the mask's prefix. */
export function prefixLength(mask: string): number {
  return parse(mask).prefix.length
}

/** The masked text of the first `count` subscriber digits. */
function fill(digits: string, mask: string): string {
  const { prefix, body } = parse(mask)
  let out = prefix
  let i = 0
  for (const ch of body) {
    if (i >= digits.length) break
    if (ch === '#') out += digits[i++]
    else out += ch
  }
  return out
}

export function maskPhone(raw: string, mask: string = PHONE_MASKS.default): string {
  const typed = typedCountry(raw, mask)
  return fill(subscriberDigits(typed.text, typed.mask), typed.mask)
}

/**
 * The mask a typed text asks for, and the text to mask with it: another of the spec's masks when the
 * text, past the field's own prefix, starts with `+` (or `00`) and that mask's country code - a number
 * pasted or autofilled whole (then the text is `+` and its digits). Else the field's own, the text as
 * typed. Session 61's operator audit: a Moldovan number autofilled on a Romanian site, +37369123456,
 * was sent as +40373691-234 (the wrong country, two digits lost).
 */
export function typedCountry(raw: string, mask: string): { mask: string; text: string } {
  const shown = parse(mask).prefix.trim()
  const start = raw.trimStart()
  const rest = shown && start.startsWith(shown) ? start.slice(shown.length) : start
  if (!/^\s*(\+|00)/.test(rest)) return { mask, text: raw }
  const digits = rest.replace(/\D/g, '').replace(/^00/, '')
  const own = maskCodeDigits(mask)
  const other =
    own && digits.startsWith(own) ? undefined : OTHER_MASKS.find((m) => digits.startsWith(maskCodeDigits(m)))
  return other ? { mask: other, text: `+${digits}` } : { mask, text: raw }
}

/**
 * Where the caret goes after masking: behind the same number of subscriber digits it was behind
 * before (the text before the caret, masked, is exactly as long as that position). A number of
 * another country (typedCountry) was pasted whole: the caret goes to its end.
 */
export function maskedCaret(raw: string, caret: number, mask: string): number {
  const typed = typedCountry(raw, mask)
  if (typed.mask !== mask) return maskPhone(raw, mask).length
  const before = subscriberDigits(raw.slice(0, caret), mask)
  return fill(before, mask).length
}

/** The spec's masks a typed country code may pick (typedMask), the longest codes first (+373 before +38). */
const OTHER_MASKS: readonly string[] = Object.values(PHONE_MASKS).sort(
  (a, b) => maskCodeDigits(b).length - maskCodeDigits(a).length,
)

const PREFIX_DIGITS = new Set(Object.values(PHONE_MASKS).map((mask) => parse(mask).prefix.replace(/\D/g, '')))

/** Nothing typed but a mask's country prefix (the field starts with it), or nothing at all; other text is not bare. */
export function isBarePhone(raw: string): boolean {
  if (!/^[\s+()\d-]*$/.test(raw)) return false
  const digits = raw.replace(/\D/g, '')
  return digits === '' || PREFIX_DIGITS.has(digits)
}
