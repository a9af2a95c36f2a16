import type { Locale } from '#config'

/**
 * The general two-decimal input's rule (storefront spec 5; accounts spec 5): by default two
 * decimals; optionally negatives; optionally clamped to a min and a max; a comma or a dot as the
 * separator; only digits, the separator, a minus and control keys may be typed. Pure: the
 * `DecimalInput` control (app/ui/DecimalInput.tsx) applies it while typing and on leaving the field.
 */
export interface DecimalRule {
  /** Places after the separator (default 2). */
  decimals?: number
  /** Whether a leading minus is allowed (default no). */
  negative?: boolean
  min?: number
  max?: number
}

export const DEFAULT_DECIMALS = 2

/**
 * Whether a key press may reach the field: digits, `.` `,`, `-` when negatives are allowed, control
 * keys and shortcuts (Ctrl/Cmd+C, V...). Control keys are the named ones (`Backspace`, `Tab`,
 * `ArrowLeft`...; `KeyboardEvent.key` is one character only for printable keys), which also lets
 * through the `Unidentified` of phone keyboards: what they type is cleaned by `sanitizeDecimal`.
 */
export function decimalKeyAllowed(
  key: string,
  rule: DecimalRule = {},
  modifiers: { ctrl?: boolean; meta?: boolean } = {},
): boolean {
  if (modifiers.ctrl || modifiers.meta) return true
  if (key.length > 1) return true
  if (/^[0-9]$/.test(key) || key === '.' || key === ',') return true
  return key === '-' && rule.negative === true
}

/**
 * What the field keeps of typed or pasted text: digits, the first separator (a comma or a dot, kept
 * as typed), a leading minus when allowed, and at most `decimals` places. '' stays ''.
 */
export function sanitizeDecimal(raw: string, rule: DecimalRule = {}): string {
  const decimals = rule.decimals ?? DEFAULT_DECIMALS
  const trimmed = raw.trim()
  const minus = rule.negative && trimmed.startsWith('-') ? '-' : ''
  let whole = ''
  let fraction = ''
  let separator = ''
  for (const ch of trimmed.slice(minus.length)) {
    if (ch >= '0' && ch <= '9') {
      if (separator) fraction += ch
      else whole += ch
    } else if ((ch === '.' || ch === ',') && !separator) separator = ch
  }
  return decimals > 0 ? `${minus}${whole}${separator}${fraction.slice(0, decimals)}` : `${minus}${whole}`
}

/** The number a field's text stands for (a comma or a dot), or null when it holds none. */
export function decimalValue(text: string): number | null {
  const s = text.trim().replace(',', '.')
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null
  return Number(s)
}

/**
 * A language's thousands mark as the shop prints it (CLDR's, app/i18n/decimal.ts; the test checks they
 * agree): written here rather than imported, so this module takes nothing from the first load's chunk.
 */
export const THOUSANDS_MARK: Record<Locale, string> = { ro: '.', ru: '\u00a0', uk: '\u00a0', en: ',' }

/**
 * The number a typed amount stands for in the page's language, or null when it holds none: a comma
 * or a dot is the decimal separator (spec 5), and thousands written as the language writes them are
 * read as such - spaces anywhere (`10 000`), the language's own mark before a group of three
 * (`10.000` in ro, `10,000` in en; in ru and uk, whose mark is a space, both are decimals),
 * either mark repeated in groups of three (`1.000.000`) or before the other one (`10.000,50`,
 * `10,000.50`). Anything else (`5000abc`, `1,2,3`, `1.00.0`) is no number.
 */
export function localeDecimalValue(text: string, locale: Locale): number | null {
  const s = text.replace(/\s+/g, '')
  const match = /^(-?)([\d.,]+)$/.exec(s)
  if (!match) return null
  const [, minus, body = ''] = match
  const marks = body.replace(/\d/g, '')
  const last = marks.at(-1)
  let digits: string
  if (!last) digits = body
  else if (marks.includes(last === '.' ? ',' : '.')) {
    // Both marks: the last one, once, is the decimal separator, the other one groups by three.
    const group = last === '.' ? ',' : '.'
    const [whole = '', fraction = '', extra] = body.split(last)
    if (extra !== undefined || !groupedByThree(whole, group)) return null
    digits = `${whole.split(group).join('')}.${fraction}`
  } else if (marks.length > 1 || (last === THOUSANDS_MARK[locale] && groupedByThree(body, last))) {
    if (!groupedByThree(body, last)) return null
    digits = body.split(last).join('')
  } else digits = body.replace(last, '.')
  if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) return null
  return Number(`${minus}${digits}`)
}

/** `1.000`, `12.345.678`: one to three digits, then groups of three after each mark. */
function groupedByThree(text: string, mark: string): boolean {
  const [first = '', ...groups] = text.split(mark)
  return /^\d{1,3}$/.test(first) && groups.length > 0 && groups.every((g) => /^\d{3}$/.test(g))
}

/**
 * The field's text once the shopper leaves it: sanitized, clamped to [min, max] when given, rounded
 * to `decimals`. The separator typed is kept; a text that is no number ('-', ',') becomes ''.
 */
export function settleDecimal(raw: string, rule: DecimalRule = {}): string {
  const text = sanitizeDecimal(raw, rule)
  const n = decimalValue(text)
  if (n === null) return ''
  const clamped = Math.min(rule.max ?? Number.POSITIVE_INFINITY, Math.max(rule.min ?? Number.NEGATIVE_INFINITY, n))
  if (clamped === n) return text.replace(/^(-?)\./, '$10.').replace(/[.,]$/, '')
  const factor = 10 ** (rule.decimals ?? DEFAULT_DECIMALS)
  const rounded = String(Math.round(clamped * factor) / factor)
  return text.includes(',') ? rounded.replace('.', ',') : rounded
}
