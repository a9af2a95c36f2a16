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

/** The subscriber digits of a typed text: without the repeated country code and a trunk 0. */
export function subscriberDigits(raw: string, mask: string): string {
  const { prefix, slots } = parse(mask)
  const shown = prefix.trim()
  const code = prefix.replace(/\D/g, '')
  let digits: string
  if (shown && raw.includes(shown)) {
    // The field's own prefix, wherever a digit was typed around it (a caret before it included).
    digits = raw.replace(shown, '').replace(/\D/g, '')
  } else {
    digits = raw.replace(/\D/g, '')
    const typedPlus = /^\s*\+/.test(raw)
    if (code && digits.startsWith(code) && (typedPlus || digits.length > slots)) digits = digits.slice(code.length)
  }
  return (keepsTrunk(mask) ? digits : digits.replace(/^0/, '')).slice(0, slots)
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
  return fill(subscriberDigits(raw, mask), mask)
}

/**
 * Where the caret goes after masking: behind the same number of subscriber digits it was behind
 * before (the text before the caret, masked, is exactly as long as that position).
 */
export function maskedCaret(raw: string, caret: number, mask: string): number {
  const before = subscriberDigits(raw.slice(0, caret), mask)
  return fill(before, mask).length
}

const PREFIX_DIGITS = new Set(Object.values(PHONE_MASKS).map((mask) => parse(mask).prefix.replace(/\D/g, '')))

/** Nothing typed but a mask's country prefix (the field starts with it), or nothing at all; other text is not bare. */
export function isBarePhone(raw: string): boolean {
  if (!/^[\s+()\d-]*$/.test(raw)) return false
  const digits = raw.replace(/\D/g, '')
  return digits === '' || PREFIX_DIGITS.has(digits)
}
