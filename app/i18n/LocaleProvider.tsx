import type { ReactNode } from 'react'
import { LOCALE_ISO, type Locale } from '../../app.config'
import { IntlProvider } from './intl'
import type { Messages } from './messages'

/** The messages of one language (strings or, once built, precompiled ASTs); a missing message is a bug caught by tests, and is logged. */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE_ISO[locale]} messages={messages}>
      {children}
    </IntlProvider>
  )
}
