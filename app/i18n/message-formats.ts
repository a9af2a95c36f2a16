import type { IntlShape } from '@formatjs/intl'

type Formatters = Pick<IntlShape['formatters'], 'getMessageFormat'>
type FormatMessage = IntlShape['formatMessage']
type GetMessageFormat = Formatters['getMessageFormat']
type MessageFormat = ReturnType<GetMessageFormat>

/**
 * The formatter of each message, by the message itself (its precompiled AST, one object per message
 * and language for the isolate's life) and the language. @formatjs/intl memoises `getMessageFormat`
 * by serialising its arguments - the message's AST and every date, time and number format - with
 * JSON.stringify on every call: ~200 times on the home page (three labels a product card), on the
 * server and again while the browser hydrates (issue 53, decision 0079).
 */
const byMessage = new WeakMap<object, Map<string, MessageFormat>>()

/**
 * Makes the intl object's `formatMessage` look its formatters up by message identity. Only the
 * catalogue's own calls qualify: a precompiled message with the intl's own formatters and no other
 * option (an option left unset counts as none: `<FormattedMessage>` passes `ignoreTag: undefined`);
 * anything else (a string message, `ignoreTag: true`) goes to the original. The formats every
 * intl object of the shop passes are the same (the defaults and SITE_TIME_ZONE), so one formatter
 * per message and language serves every request.
 *
 * Once a message's formatter is built, a call with plain values (strings and numbers) goes to it
 * directly: the library's `formatMessage` merges the date and time formats with the time zone twice
 * on every call (`deepMergeFormatsAndSetTimeZone`, ~0.5 ms of a home render) before it asks for the
 * formatter. Values that are elements or tag functions, a result that is not one string, options
 * and a formatter that throws all take the library's way, which also reports errors.
 */
export function memoiseMessageFormats<
  T extends { formatters: Formatters; formatMessage: FormatMessage; messages: object; locale: string },
>(intl: T): T {
  const { formatters } = intl
  const original = formatters.getMessageFormat
  formatters.getMessageFormat = ((message, locales, formats, opts) => {
    const { formatters: given, ...rest } = (opts ?? {}) as { formatters?: unknown }
    const own = given === formatters && noOptions(rest)
    if (typeof message !== 'object' || message === null || !own) return original(message, locales, formats, opts)
    const locale = String(locales)
    let perLocale = byMessage.get(message)
    if (!perLocale) {
      perLocale = new Map()
      byMessage.set(message, perLocale)
    }
    let format = perLocale.get(locale)
    if (!format) {
      format = original(message, locales, formats, opts)
      perLocale.set(locale, format)
    }
    return format
  }) as GetMessageFormat
  const formatMessage = intl.formatMessage
  const messages = intl.messages as Record<string, unknown>
  const locale = String(intl.locale)
  intl.formatMessage = ((descriptor: { id?: unknown }, values?: Record<string, unknown>, opts?: unknown) => {
    if (noOptions(opts) && typeof descriptor?.id === 'string' && plainValues(values)) {
      const message = Object.hasOwn(messages, descriptor.id) ? messages[descriptor.id] : undefined
      const format = typeof message === 'object' && message !== null ? byMessage.get(message)?.get(locale) : undefined
      if (format) {
        try {
          const text = format.format(values as Record<string, string | number> | undefined)
          if (typeof text === 'string') return text
        } catch {
          // the library's way reports it
        }
      }
    }
    return (formatMessage as (...args: unknown[]) => unknown)(descriptor, values, opts)
  }) as FormatMessage
  return intl
}

/**
 * No option set: none given, or only unset ones - react-intl's `<FormattedMessage>` passes
 * `{ ignoreTag: undefined }` on every call.
 */
function noOptions(opts: unknown): boolean {
  if (opts === undefined) return true
  if (typeof opts !== 'object' || opts === null) return false
  for (const value of Object.values(opts)) if (value !== undefined) return false
  return true
}

function plainValues(values: Record<string, unknown> | undefined): boolean {
  if (values === undefined) return true
  for (const key in values) {
    const value = values[key]
    if (typeof value !== 'string' && typeof value !== 'number') return false
  }
  return true
}
