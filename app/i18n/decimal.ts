/**
 * Decimal numbers in the shop's four languages without Intl (decision 0084). The first
 * `Intl.NumberFormat` a page builds makes the browser load its locale data: 35-55 ms of Chromium's
 * main thread on this machine, ~160 ms on a phone throttled 4x, inside the hydration task, on every
 * page load. The shop prints decimals in four locales whose CLDR symbols are fixed, so they are
 * written here and checked against Intl itself (decimal.test.ts, every locale, a table of values).
 * Anything else - another locale, a currency or percent style, notation, exotic options - is left
 * to Intl (`decimalFormatFor` answers undefined).
 */

interface Symbols {
  group: string
  decimal: string
}

/** CLDR's symbols of the shop's locales (LOCALE_ISO); grouping is by three with a minimum of one. */
const SYMBOLS: Record<string, Symbols> = {
  'ro-RO': { group: '.', decimal: ',' },
  'ru-RU': { group: '\u00a0', decimal: ',' },
  'uk-UA': { group: '\u00a0', decimal: ',' },
  'en-GB': { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
}

/** Intl.NumberFormat's options; only the fraction digits and a boolean useGrouping are taken here. */
export type DecimalOptions = Intl.NumberFormatOptions

const OPTION_KEYS = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'useGrouping'])
/** Beyond this the shortest form of a double may be in exponent notation; Intl takes it. */
const MAX_PLAIN = 1e21
const MIN_PLAIN = 1e-6

/**
 * Rounds the decimal digits of `text` (an unsigned plain decimal, JavaScript's shortest form of a
 * double) to `digits` fraction digits, half away from zero as Intl does (roundingMode halfExpand):
 * Intl rounds that same shortest form, so 1.005 gives 1.01 where `toFixed` gives 1.00.
 */
function roundDigits(text: string, digits: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= digits) return [whole, fraction]
  const kept = BigInt(whole + fraction.slice(0, digits)) + ((fraction[digits] ?? '0') >= '5' ? 1n : 0n)
  const all = String(kept).padStart(digits + 1, '0')
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)]
}

export interface DecimalFormat {
  format: (value: number | bigint) => string
}

const made = new Map<string, DecimalFormat | undefined>()

/** A formatter with Intl.NumberFormat's `format` for plain decimals in a known locale, or undefined for anything else. */
export function decimalFormatFor(locale: string, options: DecimalOptions | undefined): DecimalFormat | undefined {
  const key = `${locale}\n${JSON.stringify(options ?? {})}`
  if (made.has(key)) return made.get(key)
  const format = build(locale, options)
  made.set(key, format)
  return format
}

function build(locale: string, options: DecimalOptions | undefined): DecimalFormat | undefined {
  const symbols = SYMBOLS[locale]
  if (!symbols) return undefined
  for (const key of Object.keys(options ?? {})) if (!OPTION_KEYS.has(key)) return undefined
  const min = options?.minimumFractionDigits ?? 0
  const max = options?.maximumFractionDigits ?? Math.max(min, 3)
  const useGrouping = options?.useGrouping ?? true
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return undefined
  if (typeof useGrouping !== 'boolean') return undefined
  let intl: Intl.NumberFormat | undefined
  return {
    format(value) {
      const n = Number(value)
      const size = Math.abs(n)
      if (typeof value !== 'number' || !Number.isFinite(n) || (size !== 0 && (size >= MAX_PLAIN || size < MIN_PLAIN))) {
        intl ??= new Intl.NumberFormat(locale, options)
        return intl.format(value)
      }
      const [whole, rounded] = roundDigits(String(size), max)
      const fraction = rounded.replace(/0+$/, '').padEnd(min, '0')
      // Intl keeps the sign of a negative amount that rounds to zero (-0.001 prints -0).
      const negative = n < 0 || Object.is(n, -0)
      const digits =
        (useGrouping ? whole.replace(/\B(?=(\d{3})+$)/g, symbols.group) : whole) +
        (fraction ? symbols.decimal + fraction : '')
      return negative ? `-${digits}` : digits
    },
  }
}
