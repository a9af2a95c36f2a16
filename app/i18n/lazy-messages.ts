import { use } from 'react'
import type { Locale } from '#config'
import { settled } from '#platform/shared/settled-thenable.ts'
import { type Catalogue, catalogue, type Messages } from './messages'

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
  return /^\/[a-z]{2}\/(account|orders|cabinet|profile|register|auth|adverts|support|meal-plan|ui-kit-demo)(\/|$)/i.test(
    pathname,
  )
}

const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json', { query: '?lazy' })
const loaded = new Map<string, Messages>()
const pending = new Map<string, Promise<Messages>>()
/** The catalogues of the mounted language providers (app/i18n/LocaleProvider.tsx), which lazy messages join once loaded. */
const joined = new Map<string, Set<Catalogue>>()

/**
 * Loads (once) and registers a language's lazy messages: they join the catalogue of every mounted
 * provider of that language before the promise resolves, so a component suspended on it (`useLazyMessages`)
 * renders them. The same promise is returned every time, so a component may suspend on it with React's `use`.
 */
export function loadLazyMessages(locale: Locale): Promise<Messages> {
  let run = pending.get(locale)
  if (!run) {
    const load = loaders[`../../locales/${locale}.json`]
    if (!load) return Promise.reject(new Error(`No messages for ${locale}`))
    run = load().then((m) => {
      addLazyMessages(locale, m.default)
      return m.default
    })
    pending.set(locale, run)
  }
  return run
}

/** Registers the lazy messages of `locale` and adds them to the catalogue of every mounted provider of that language. */
export function addLazyMessages(locale: Locale, messages: Messages) {
  loaded.set(locale, messages)
  // From now on the load is a settled thenable React's `use` reads without suspending.
  pending.set(locale, settled(messages))
  for (const target of joined.get(locale) ?? []) Object.assign(target, catalogue(messages))
}

/**
 * Suspends (React `use`) until the lazy messages of `locale` are there: lazily loaded modals call it first.
 * `use` is called on every render, loaded or not (platform/shared/settled-thenable.ts says why).
 */
export function useLazyMessages(locale: Locale) {
  use(loadLazyMessages(locale))
}

/** The lazy messages of `locale` loaded so far, as shipped (undefined before they load). */
export function loadedLazyMessagesOf(locale: Locale): Messages | undefined {
  return loaded.get(locale)
}

/** The lazy messages of `locale` loaded so far, as a catalogue (empty before they load). */
export function loadedLazyMessages(locale: Locale): Catalogue {
  return catalogue(loaded.get(locale))
}

/**
 * A provider's catalogue takes the lazy messages of `locale` from now on (and those already loaded);
 * returns the function that stops it. Called from an effect: only mounted providers in the browser
 * join, never a server render.
 */
export function joinLazyMessages(locale: Locale, target: Catalogue): () => void {
  Object.assign(target, loadedLazyMessages(locale))
  let set = joined.get(locale)
  if (!set) {
    set = new Set()
    joined.set(locale, set)
  }
  set.add(target)
  return () => set.delete(target)
}

/** Test hook: forget the lazy messages loaded so far. */
export function resetLazyMessages() {
  loaded.clear()
  pending.clear()
}
