import { use } from 'react'
import type { Locale } from '../../app.config'
import type { Messages } from './messages'

export { isLazyMessage } from './lazy-keys'

/**
 * Messages that shop pages never show - the sign-in flows (`authFlow.*`) and the cabinet's sections
 * (`cabinetX.*`) - ship in a second chunk per language, loaded by the code that shows them, so every
 * shop page's first load carries only the core catalogue (decision 0018). Titles of those pages
 * (read by `head()` before any component) and the two texts shop pages use stay in the core.
 * The build splits each locale file by `isLazyMessage` (app/i18n/precompile.ts); the source
 * catalogues stay one file per language.
 */
/** Paths whose server render needs the lazy messages (the language layout then sends them too). */
export function pathNeedsLazyMessages(pathname: string): boolean {
  return /^\/[a-z]{2}\/(account|orders|cabinet|profile|register|auth|adverts|support)(\/|$)/i.test(pathname)
}

const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json', { query: '?lazy' })
const loaded = new Map<string, Messages>()
const pending = new Map<string, Promise<Messages>>()

/**
 * Loads (once) and registers a language's lazy messages; the intl lookup falls back to them. The
 * same promise is returned every time, so a component may suspend on it with React's `use`.
 */
export function loadLazyMessages(locale: Locale): Promise<Messages> {
  let run = pending.get(locale)
  if (!run) {
    const load = loaders[`../../locales/${locale}.json`]
    if (!load) return Promise.reject(new Error(`No messages for ${locale}`))
    run = load().then((m) => {
      loaded.set(locale, m.default)
      return m.default
    })
    pending.set(locale, run)
  }
  return run
}

/** Suspends (React `use`) until the lazy messages of `locale` are there: lazily loaded modals call it first. */
export function useLazyMessages(locale: Locale) {
  if (!loaded.has(locale)) use(loadLazyMessages(locale))
}

/** A lazy message already loaded for `intlLocale` (BCP 47, `ro-RO`), or undefined. */
export function lazyMessage(intlLocale: string, id: string): Messages[string] | undefined {
  return loaded.get(intlLocale.split('-')[0] ?? '')?.[id]
}
