import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import { SITE_TIME_ZONE } from '../../app.config'
import { isPlainText } from './plain-text'

/**
 * ICU message formatting over precompiled ASTs (decision 0018): what intl-messageformat's
 * `format()` does, without its class, its formatter memoizer and react-intl's wrappers around it
 * (about 5 kB gzip of every page's first load). The output is the same part for part: a table test
 * (icu.test.ts) formats every message of the four catalogues and synthetic messages of each
 * element type with both and requires equal results.
 *
 * A string message is plain text (no ICU syntax, shipped as is) or parsed first; the browser build
 * resolves the parser to its parser-free entry (app/i18n/precompile.ts), where parsing throws -
 * messages with syntax reach the browser as ASTs.
 */

/** A value a message may receive: text and numbers, dates, or anything a rich part renders (React nodes). */
export type MessageValues = Record<string, unknown>

/** Element types of @formatjs/icu-messageformat-parser (its TYPE enum; the numbers are its format). */
const LITERAL = 0
const ARGUMENT = 1
const NUMBER = 2
const DATE = 3
const TIME = 4
const SELECT = 5
const PLURAL = 6
const POUND = 7
const TAG = 8

/** intl-messageformat's named styles: `{n, number, percent}`, `{d, date, long}`, `{t, time, short}`. */
const FORMATS: Record<'number' | 'date' | 'time', Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>> = {
  number: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
}

// Building an Intl formatter costs far more than using one (app/i18n/format.ts): one per variant.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('n', locale, options, () => new Intl.NumberFormat(locale, options))
}

/** Dates and times in the shop's time zone (SITE_TIME_ZONE) unless `options.timeZone` names another. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zoned = { ...options, timeZone: options?.timeZone ?? SITE_TIME_ZONE }
  return cached('d', locale, zoned, () => new Intl.DateTimeFormat(locale, zoned))
}

function pluralRules(locale: string, type: Intl.PluralRuleType | undefined): Intl.PluralRules {
  return cached('p', locale, type ? { type } : undefined, () => new Intl.PluralRules(locale, type ? { type } : undefined))
}

/** A message could not be formatted (a value is missing or of the wrong kind); `code` as in intl-messageformat. */
export class MessageFormatError extends Error {
  constructor(
    readonly code: 'MISSING_VALUE' | 'INVALID_VALUE',
    message: string,
  ) {
    super(message)
    this.name = 'MessageFormatError'
  }
}

/** A part of a formatted message: text, or a value that is not text (a React node from a value or a rich tag). */
type Part = { text: true; value: string } | { text: false; value: unknown }

function styleOf(kind: 'number' | 'date' | 'time', style: unknown): object | undefined {
  if (typeof style === 'string') return FORMATS[kind][style]
  const parsed = (style as { parsedOptions?: object } | null | undefined)?.parsedOptions
  if (parsed) return parsed
  return kind === 'time' ? FORMATS.time.medium : undefined
}

function own<T>(options: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined
}

function toParts(elements: MessageFormatElement[], locale: string, values: MessageValues | undefined, pluralValue: number | undefined, source: string): Part[] {
  const first = elements[0]
  if (elements.length === 1 && first?.type === LITERAL) return [{ text: true, value: first.value }]
  const parts: Part[] = []
  const push = (part: Part) => {
    const last = parts[parts.length - 1]
    if (last?.text && part.text) last.value += part.value
    else parts.push(part)
  }
  for (const el of elements) {
    if (el.type === LITERAL) {
      push({ text: true, value: el.value })
      continue
    }
    if (el.type === POUND) {
      if (typeof pluralValue === 'number') push({ text: true, value: numberFormat(locale).format(pluralValue) })
      continue
    }
    const name = el.value
    if (!values || !(name in values)) throw new MessageFormatError('MISSING_VALUE', `The intl string context variable "${name}" was not provided to the string "${source}"`)
    let value = values[name]
    switch (el.type) {
      case ARGUMENT:
        if (!value || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
          push({ text: true, value: typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '' })
        } else push({ text: false, value })
        break
      case DATE:
      case TIME:
        push({ text: true, value: dateTimeFormat(locale, styleOf(el.type === DATE ? 'date' : 'time', el.style) as Intl.DateTimeFormatOptions).format(value as number | Date) })
        break
      case NUMBER: {
        const style = styleOf('number', el.style) as (Intl.NumberFormatOptions & { scale?: number }) | undefined
        if (style?.scale) value = (value as number) * style.scale
        push({ text: true, value: numberFormat(locale, style).format(value as number) })
        break
      }
      case TAG: {
        if (typeof value !== 'function') throw new MessageFormatError('INVALID_VALUE', `Value for "${name}" must be of type function`)
        const chunks = value(toParts(el.children, locale, values, pluralValue, source).map((p) => p.value)) as unknown
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(typeof chunk === 'string' ? { text: true, value: chunk } : { text: false, value: chunk })
        break
      }
      case SELECT: {
        const option = own(el.options, String(value)) ?? el.options.other
        if (!option) throw new MessageFormatError('INVALID_VALUE', `Invalid values for "${name}": "${String(value)}". Options are "${Object.keys(el.options).join('", "')}"`)
        for (const part of toParts(option.value, locale, values, undefined, source)) push(part)
        break
      }
      case PLURAL: {
        const offset = el.offset || 0
        const number = Number(value)
        const option = own(el.options, `=${String(value)}`) ?? own(el.options, pluralRules(locale, el.pluralType).select(number - offset)) ?? el.options.other
        if (!option) throw new MessageFormatError('INVALID_VALUE', `Invalid values for "${name}": "${String(value)}". Options are "${Object.keys(el.options).join('", "')}"`)
        for (const part of toParts(option.value, locale, values, number - offset, source)) push(part)
        break
      }
    }
  }
  return parts
}

/**
 * One message formatted, as intl-messageformat's `format()`: a string when every part is text, the
 * value itself when it is the only part, otherwise the parts in order (adjacent text joined).
 * Throws MessageFormatError on a missing or unusable value.
 */
export function formatMessageParts(message: string | MessageFormatElement[], locale: string, values?: MessageValues): unknown {
  if (typeof message === 'string' && isPlainText(message)) return message
  const ast = typeof message === 'string' ? parse(message) : message
  const parts = toParts(ast, locale, values, undefined, typeof message === 'string' ? message : '')
  if (parts.length === 0) return ''
  if (parts.length === 1) return parts[0]?.value
  return parts.map((p) => p.value)
}
