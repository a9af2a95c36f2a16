import {
  createFormatters,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatMessage,
  formatNumber,
  type IntlCache,
  type IntlConfig,
  type IntlShape,
} from '@formatjs/intl'
import { Children, createElement, Fragment, isValidElement } from 'react'

/**
 * The methods of the shop's intl objects: what app code calls on `useIntl()` and `textIntl`, and what
 * react-intl's `FormattedMessage` and `FormattedDate` call. tests/architecture/intl-methods.test.ts keeps
 * app code to them (and to those two components).
 */
export const SHOP_INTL_METHODS = ['formatMessage', '$t', 'formatNumber', 'formatDate'] as const

type Config = Pick<IntlConfig, 'locale' | 'messages' | 'onError' | 'timeZone'>

/**
 * What `createIntl` of @formatjs/intl builds, from the package's own published formatters, with the
 * methods the shop calls only (decision 0133). `createIntl` binds every formatter the package has
 * (relative times, lists, display names, durations, date ranges, the *ToParts variants) and checks the
 * browser's locale data on every object: 1.4 kB gzip of every first load and of the Worker that no page
 * used. The config, the formatters' cache and each method are the library's, bound as createIntl binds them.
 */
export function formatjsIntl(config: Config, cache: IntlCache): IntlShape {
  const formatters = createFormatters(cache)
  const resolved = { ...DEFAULT_INTL_CONFIG, ...config }
  const message = formatMessage.bind(null, resolved, formatters)
  const intl: Pick<IntlShape, (typeof SHOP_INTL_METHODS)[number] | 'formatters'> = {
    ...resolved,
    formatters,
    formatNumber: formatNumber.bind(null, resolved, formatters.getNumberFormat),
    formatDate: formatDate.bind(null, resolved, formatters.getDateTimeFormat),
    formatMessage: message as IntlShape['formatMessage'],
    $t: message as IntlShape['$t'],
  }
  return intl as IntlShape
}

/**
 * react-intl's `createIntl` over `formatjsIntl`: its `textComponent` default (a fragment) and its
 * `formatMessage`, which gives the chunks of a message with tags keys (a tag's function gets keyed
 * chunks, and a message that formats to several nodes is one keyed array), so React does not warn
 * about a list without keys. react-intl does not publish that wrapper; it is these few lines
 * (react-intl 12.1.5 `components/createIntl.ts` and `utils.ts`). intl-object.test.tsx formats every
 * message of the four catalogues with both and requires the same markup and no warning.
 */
export function reactIntl<T>(config: Config, cache: IntlCache): T {
  const intl = formatjsIntl(config, cache) as IntlShape & { textComponent?: unknown }
  intl.textComponent = Fragment
  const resolved = { ...intl }
  const format = formatMessage as (...args: unknown[]) => unknown
  const keyed = ((descriptor: unknown, values?: unknown, ...rest: unknown[]) => {
    const chunks = format(resolved, intl.formatters, descriptor, keyTags(values), ...rest)
    return Array.isArray(chunks) ? keyedNodes(chunks) : chunks
  }) as IntlShape['formatMessage']
  intl.formatMessage = keyed
  intl.$t = keyed
  return intl as unknown as T
}

/** React's children as an array with index keys (react-intl's toKeyedReactNodeArray). */
function keyedNodes(children: unknown): unknown[] {
  return Children.toArray(children as never).map((child, index) =>
    isValidElement(child) ? createElement(Fragment, { key: index }, child) : child,
  )
}

/** Each tag's function given keyed chunks (react-intl's assignUniqueKeysToFormatXMLElementFnArgument). */
function keyTags<V>(values: V): V {
  if (!values || typeof values !== 'object') return values
  const keyed: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values))
    keyed[name] = typeof value === 'function' ? (parts: unknown) => value(keyedNodes(parts)) : value
  return keyed as V
}
