import { type ReactNode, useEffect, useMemo } from 'react'
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl'
import { LOCALE_ISO, type Locale, SITE_TIME_ZONE } from '#config'
import { withDecimalFormats } from './decimal-formats'
import { joinLazyMessages, loadedLazyMessages } from './lazy-messages'
import { memoiseMessageFormats } from './message-formats'
import { catalogue, type Messages, onIntlError } from './messages'

/**
 * The formatters (Intl.NumberFormat, DateTimeFormat, PluralRules, IntlMessageFormat per message) of
 * every provider in this isolate. react-intl's IntlProvider keeps a cache per provider instance, and
 * on the server every request mounts a new one: each page built the same formatters again (issue 31.4,
 * bench/profile-render.mjs). They are pure functions of their locale and options, so one cache serves
 * every request and language; its keys are the messages and format options the shop uses, a bounded set.
 */
const formatters = createIntlCache()

/**
 * react-intl over one language's precompiled messages (ASTs: the browser has no ICU parser,
 * app/i18n/precompile.ts): what IntlProvider does, with the shared formatter cache above. The lazy
 * messages (app/i18n/lazy-messages.ts) join the catalogue when they load; react-intl reads the
 * catalogue at each format, so nothing re-renders for it. Dates print in the shop's time zone
 * (SITE_TIME_ZONE, decision 0035) on the server and in the browser.
 */
export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages
  children: ReactNode
}) {
  // loadedLazyMessages gives a fresh object: the core joins it (the server renders with the later group every time).
  const all = useMemo(() => Object.assign(loadedLazyMessages(locale), catalogue(messages)), [locale, messages])
  useEffect(() => joinLazyMessages(locale, all), [locale, all])
  const intl = useMemo(
    () =>
      memoiseMessageFormats(
        withDecimalFormats(
          createIntl(
            { locale: LOCALE_ISO[locale], messages: all, onError: onIntlError, timeZone: SITE_TIME_ZONE },
            formatters,
          ),
        ),
      ),
    [locale, all],
  )
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>
}
