import { use, useContext } from 'react'
import { IntlContext } from 'react-intl'
import { isLocale, LOCALE_ISO, LOCALES, type Locale } from '#config'
import { settled } from '#platform/shared/settled-thenable.ts'
import type { MessageGroup } from './lazy-keys'
import { type Catalogue, catalogue, type Messages } from './messages'

/**
 * Messages outside the core catalogue ship in two more chunks per language, loaded by the code that
 * shows them, so every shop page's first load carries only the core (decisions 0018, 0087;
 * app/i18n/lazy-keys.ts says which message goes where):
 * - `lazy`: the sign-in flows, the cabinet, the adverts area, the meal plan - pages of their own;
 * - `later`: the forms, modals and pages a shopper reaches from a shop page (checkout, delivery,
 *   credit, quick order, promo codes, sign-in forms, reviews, compare, the quote cart).
 * The build splits each locale file by group (app/i18n/precompile.ts); the source catalogues stay one
 * file per language.
 */
type Group = Exclude<MessageGroup, 'core'>

const LAZY_PATHS =
  /^\/[a-z]{2}\/(account|orders|cabinet|profile|register|auth|adverts|support|meal-plan|ui-kit-demo)(\/|$)/i
/** Shop pages whose first render (on the server, or in the browser right after hydration) shows later messages. */
const LATER_PATHS = /^\/[a-z]{2}\/(cart|compare|credit|quote-cart|order-checkout|review)(\/|$)/i

/** Paths whose server render needs the lazy messages (the language layout then loads them first). */
export function pathNeedsLazyMessages(pathname: string): boolean {
  return LAZY_PATHS.test(pathname)
}

/** Paths that show later messages on their first render: the cabinet's and sign-in pages' forms too. */
export function pathNeedsLaterMessages(pathname: string): boolean {
  return LATER_PATHS.test(pathname) || LAZY_PATHS.test(pathname)
}

const loaders: Record<Group, Record<string, () => Promise<{ default: Messages }>>> = {
  lazy: import.meta.glob<{ default: Messages }>('../../locales/*.json', { query: '?lazy' }),
  later: import.meta.glob<{ default: Messages }>('../../locales/*.json', { query: '?later' }),
}
const loaded: Record<Group, Map<string, Messages>> = { lazy: new Map(), later: new Map() }
const pending: Record<Group, Map<string, Promise<Messages>>> = { lazy: new Map(), later: new Map() }
/** The catalogues of the mounted language providers (app/i18n/LocaleProvider.tsx), which loaded groups join. */
const joined = new Map<string, Set<Catalogue>>()

/**
 * Loads (once) and registers one group of a language's messages: they join the catalogue of every
 * mounted provider of that language before the promise resolves, so a component suspended on it
 * (`useLazyMessages`, `useLaterMessages`) renders them. The same promise is returned every time, so a
 * component may suspend on it with React's `use`.
 */
export function loadMessageGroup(group: Group, locale: Locale): Promise<Messages> {
  let run = pending[group].get(locale)
  if (!run) {
    const load = loaders[group][`../../locales/${locale}.json`]
    if (!load) return Promise.reject(new Error(`No messages for ${locale}`))
    run = load().then((m) => {
      addMessageGroup(group, locale, m.default)
      return m.default
    })
    pending[group].set(locale, run)
  }
  return run
}

/**
 * The lazy group, with the later one: the pages of the lazy group (the cabinet, the sign-in pages) show
 * the later forms too (sign-in, promo codes, addresses). Resolves to the lazy messages.
 */
export const loadLazyMessages = (locale: Locale) =>
  Promise.all([loadMessageGroup('lazy', locale), loadMessageGroup('later', locale)]).then(([lazy]) => lazy)
export const loadLaterMessages = (locale: Locale) => loadMessageGroup('later', locale)

/** Registers one group of `locale`'s messages and adds them to the catalogue of every mounted provider of that language. */
export function addMessageGroup(group: Group, locale: Locale, messages: Messages) {
  loaded[group].set(locale, messages)
  // From now on the load is a settled thenable React's `use` reads without suspending.
  pending[group].set(locale, settled(messages))
  for (const target of joined.get(locale) ?? []) joinMissing(target, catalogue(messages))
}

/**
 * Adds the ids `target` lacks: a provider's own messages win over a group's. The shipped groups and the
 * core are disjoint, so nothing is lost; a provider given messages of its own (a test's, a preview's)
 * keeps them when a group loads later, instead of showing whichever loaded last.
 */
function joinMissing(target: Catalogue, group: Catalogue) {
  const into = target as Record<string, unknown>
  for (const [id, message] of Object.entries(group)) if (!(id in into)) into[id] = message
}

export const addLazyMessages = (locale: Locale, messages: Messages) => addMessageGroup('lazy', locale, messages)

/**
 * Suspends (React `use`) until the lazy messages of `locale` are there: lazily loaded modals call it first.
 * `use` is called on every render, loaded or not (platform/shared/settled-thenable.ts says why).
 */
export function useLazyMessages(locale: Locale) {
  use(loadMessageGroup('lazy', locale))
}

/**
 * Suspends until the later messages are there: every component that shows one calls it first. The
 * language is the surrounding provider's (app/i18n/LocaleProvider.tsx), unless given.
 */
export function useLaterMessages(locale?: Locale) {
  const iso = useContext(IntlContext)?.locale
  use(loadMessageGroup('later', locale ?? LOCALES.find((l) => LOCALE_ISO[l] === iso) ?? LOCALES[0]))
}

/**
 * A lazy component's loader that also starts loading the later messages of the page's language
 * (`<html lang>`), so the component, which waits for them (`useLaterMessages`), does not fetch them
 * only after its own chunk arrived. The component's own wait stays what makes it right.
 */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang
    if (isLocale(lang)) loadMessageGroup('later', lang).catch(() => {})
    return load()
  }
}

/** Every group of `locale` loaded so far, as shipped (undefined before any loads). */
export function loadedLazyMessagesOf(locale: Locale): Messages | undefined {
  const lazy = loaded.lazy.get(locale)
  const later = loaded.later.get(locale)
  return lazy && later ? { ...lazy, ...later } : (lazy ?? later)
}

const withGroups = new WeakMap<Messages, { lazy?: Messages; later?: Messages; all: Messages }>()

/**
 * A language's core messages with every group of it loaded so far, as one object that stays the same
 * until another group loads: head() reads its texts through it on every render, and textIntl keeps
 * one intl object (and one expanded catalogue) per messages object (app/i18n/messages.ts).
 */
export function withLoadedGroups(locale: Locale, core: Messages | undefined): Messages {
  const lazy = loaded.lazy.get(locale)
  const later = loaded.later.get(locale)
  if (!core) return { ...lazy, ...later }
  const known = withGroups.get(core)
  if (known && known.lazy === lazy && known.later === later) return known.all
  const all = { ...lazy, ...later, ...core }
  withGroups.set(core, { lazy, later, all })
  return all
}

/** Every group of `locale` loaded so far, as a new catalogue the caller may extend (empty before any loads). */
export function loadedLazyMessages(locale: Locale): Catalogue {
  // catalogue() hands out a fresh object each call: the later group joins the lazy one's copy.
  return Object.assign(catalogue(loaded.lazy.get(locale)), catalogue(loaded.later.get(locale)))
}

/**
 * A provider's catalogue takes the groups of `locale` loaded from now on (and those already loaded);
 * returns the function that stops it. Called from an effect: only mounted providers in the browser
 * join, never a server render.
 */
export function joinLazyMessages(locale: Locale, target: Catalogue): () => void {
  joinMissing(target, loadedLazyMessages(locale))
  let set = joined.get(locale)
  if (!set) {
    set = new Set()
    joined.set(locale, set)
  }
  set.add(target)
  return () => set.delete(target)
}

/** Test hook: forget the groups loaded so far. */
export function resetLazyMessages() {
  for (const group of ['lazy', 'later'] as const) {
    loaded[group].clear()
    pending[group].clear()
  }
}
