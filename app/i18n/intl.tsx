import { Children, createContext, Fragment, isValidElement, type ReactNode, useContext, useMemo } from 'react'
import { dateTimeFormat, formatMessageParts, type MessageValues, numberFormat } from './icu'
import { lazyMessage } from './lazy-messages'
import type { Messages } from './messages'

/**
 * The app's i18n API (decision 0018): `IntlProvider`, `useIntl`, `FormattedMessage`,
 * `FormattedDate` and `IntlContext` with react-intl's names and behaviour for what the app uses, over
 * the precompiled messages (app/i18n/icu.ts) - react-intl itself, @formatjs/intl and
 * intl-messageformat cost about 5 kB gzip more on every page's first load. Import from here, never
 * from react-intl (tests/architecture checks it).
 */
export interface IntlShape {
  /** The BCP 47 locale (`ro-RO`). */
  locale: string
  /** A message as text (values are text or numbers); a missing id gives the id and a warning. */
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number | boolean | null | undefined | Date>): string
  /** A message whose values include React nodes: a node, or the parts as a keyed list. */
  formatMessage(descriptor: { id: string }, values?: Record<string, ReactNode | Date>): ReactNode
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string
}

export const IntlContext = createContext<IntlShape | null>(null)

/** Several parts of one message rendered side by side: keyed like react-intl does, so React does not warn. */
function keyed(parts: unknown[]): ReactNode[] {
  return Children.toArray(parts as ReactNode[]).map((child, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts are a fixed sequence, never reordered
    isValidElement(child) ? <Fragment key={index}>{child}</Fragment> : child,
  )
}

export function createIntl(locale: string, messages: Messages): IntlShape {
  const formatMessage = ({ id }: { id: string }, values?: MessageValues): ReactNode => {
    const message = Object.hasOwn(messages, id) ? messages[id] : lazyMessage(locale, id)
    if (!message) {
      console.warn(`[intl] missing message "${id}" for locale ${locale}, using the id`)
      return id
    }
    try {
      const out = formatMessageParts(message, locale, values)
      return Array.isArray(out) ? keyed(out) : (out as ReactNode)
    } catch (error) {
      console.error(`[intl] cannot format message "${id}" for locale ${locale}, using the id: ${String(error)}`)
      return typeof message === 'string' ? message : id
    }
  }
  return {
    locale,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatDate: (value, options) => dateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value || 0) : value),
  }
}

/** The messages of one language for everything below (`locale`: BCP 47, `ro-RO`). */
export function IntlProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const intl = useMemo(() => createIntl(locale, messages), [locale, messages])
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl: no IntlProvider above this component')
  return intl
}

export function FormattedMessage({ id, values }: { id: string; values?: Record<string, ReactNode | Date> }) {
  return <>{useIntl().formatMessage({ id }, values)}</>
}

export function FormattedDate({ value, ...options }: Intl.DateTimeFormatOptions & { value: string | number | Date }) {
  return <>{useIntl().formatDate(value, options)}</>
}
