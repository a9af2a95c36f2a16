import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { LOCALE_ISO, type Locale } from '../../app.config'
import type { Messages } from './messages'

/** react-intl for one language (messages are strings or, once built, precompiled ASTs - react-intl takes either); a missing message is a bug caught by tests, so errors are logged. */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE_ISO[locale]} messages={messages as Record<string, string>} defaultLocale="en-GB" onError={logIntlError}>
      {children}
    </IntlProvider>
  )
}

function logIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message)
  else console.error(error.message)
}
