import { type ReactNode, useEffect, useMemo } from 'react'
import { createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl'
import { LOCALE_ISO, type Locale, SITE_TIME_ZONE } from '#config'
import { withDecimalFormats } from './decimal-formats'
import { reactIntl } from './intl-object'
import { joinLazyMessages, loadedLazyMessages, withLoadedGroups } from './lazy-messages'
import { memoiseMessageFormats } from './message-formats'
import { type Catalogue, catalogue, type Messages, onIntlError } from './messages'

/**
 * The formatters (Intl.NumberFormat, DateTimeFormat, PluralRules, IntlMessageFormat per message) of
 * every provider in this isolate. react-intl's IntlProvider keeps a cache per provider instance, and
 * on the server every request mounts a new one: each page built the same formatters again (issue 31.4,
 * bench/profile-render.mjs). They are pure functions of their locale and options, so one cache serves
 * every request and language; its keys are the messages and format options the shop uses, a bounded set.
 */
const formatters = createIntlCache()

function providerIntl(locale: Locale, messages: Catalogue): IntlShape {
  return memoiseMessageFormats(
    withDecimalFormats(
      reactIntl<IntlShape>(
        { locale: LOCALE_ISO[locale], messages, onError: onIntlError, timeZone: SITE_TIME_ZONE },
        formatters,
      ),
    ),
  )
}

/**
 * The server's intl objects, one per language's messages with the groups loaded so far
 * (`withLoadedGroups` keeps that object until another group loads). A server render never joins
 * groups into its catalogue (that is an effect), so every request of a language can share one:
 * each render used to copy ~950 messages and build an intl object of its own. The navigation's HTML
 * renders with it too (app/layout/navigation-html.server.tsx).
 */
const serverIntls = new WeakMap<Messages, IntlShape>()

export function serverIntl(locale: Locale, messages: Messages): IntlShape {
  const all = withLoadedGroups(locale, messages)
  let intl = serverIntls.get(all)
  if (!intl) {
    intl = providerIntl(locale, catalogue(all))
    serverIntls.set(all, intl)
  }
  return intl
}

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
  const { intl, joining } = useMemo(() => {
    if (typeof document === 'undefined') return { intl: serverIntl(locale, messages), joining: null }
    // The browser's provider has a catalogue of its own, which the groups join as they load.
    const all = Object.assign(loadedLazyMessages(locale), catalogue(messages))
    return { intl: providerIntl(locale, all), joining: all }
  }, [locale, messages])
  useEffect(() => (joining ? joinLazyMessages(locale, joining) : undefined), [locale, joining])
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>
}
