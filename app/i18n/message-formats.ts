import type { IntlShape } from '@formatjs/intl'

type Formatters = Pick<IntlShape['formatters'], 'getMessageFormat'>
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
 * option; anything else (a string message, `ignoreTag`) goes to the original. The formats every
 * intl object of the shop passes are the same (the defaults and SITE_TIME_ZONE), so one formatter
 * per message and language serves every request.
 */
export function memoiseMessageFormats<T extends { formatters: Formatters }>(intl: T): T {
  const { formatters } = intl
  const original = formatters.getMessageFormat
  formatters.getMessageFormat = ((message, locales, formats, opts) => {
    const own =
      opts !== undefined &&
      Object.keys(opts).length === 1 &&
      (opts as { formatters?: unknown }).formatters === formatters
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
  return intl
}
