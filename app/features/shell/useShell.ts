import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { FALLBACK_LOCALE, isLocale, type Locale } from '../../../app.config'
import { shellQuery } from './shell.functions'

export function useLocale(): Locale {
  const params = useParams({ strict: false }) as { lang?: string }
  return isLocale(params.lang) ? params.lang : FALLBACK_LOCALE
}

/** The settings, footer and theme of the current language (loaded by the /$lang route). */
export function useShell() {
  return useSuspenseQuery(shellQuery(useLocale())).data
}
