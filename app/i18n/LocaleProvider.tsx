import { type ReactNode, useEffect, useMemo } from 'react'
import { IntlProvider } from 'react-intl'
import { LOCALE_ISO, type Locale, SITE_TIME_ZONE } from '../../app.config'
import { joinLazyMessages, loadedLazyMessages } from './lazy-messages'
import { catalogue, type Messages, onIntlError } from './messages'

/**
 * react-intl's IntlProvider over one language's precompiled messages (ASTs: the browser has no ICU
 * parser, app/i18n/precompile.ts). The lazy messages (app/i18n/lazy-messages.ts) join the catalogue
 * when they load; react-intl reads the catalogue at each format, so nothing re-renders for it.
 * Dates print in the shop's time zone (SITE_TIME_ZONE, decision 0035) on the server and in the browser.
 */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const all = useMemo(() => ({ ...loadedLazyMessages(locale), ...catalogue(messages) }), [locale, messages])
  useEffect(() => joinLazyMessages(locale, all), [locale, all])
  return (
    <IntlProvider locale={LOCALE_ISO[locale]} messages={all} onError={onIntlError} timeZone={SITE_TIME_ZONE}>
      {children}
    </IntlProvider>
  )
}
