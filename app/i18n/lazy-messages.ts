import { use, useContext } from 'react'
import { IntlContext } from 'react-intl'
import { isLocale, LOCALE_ISO, LOCALES, type Locale } from '#config'
import { settled } from '#platform/shared/settled-thenable.ts'
import type { MessageGroup } from './lazy-keys'
import { type Catalogue, catalogue, loadCoreChunk, type Messages } from './messages'

/**
 * Messages outside the core catalogue ship in three more chunks per language, loaded by the code that
 * shows them, so every shop page's first load carries only the core (decisions 0018, 0087, 0103;
 * app/i18n/lazy-keys.ts says which message goes where):
 * - `lazy`: the sign-in flows, the cabinet, the adverts area, the meal plan - pages of their own;
 * - `later`: the forms and modals a shopper reaches from a shop page, the cart page's (checkout,
 *   delivery, quick order, promo codes, sign-in forms, the credit offers);
 * - `aside`: the pages and forms the cart page never shows (compare, the quote cart, reviews, the
 *   credit modal and calculator, the order-checkout page).
 * The build splits each locale file by group (app/i18n/precompile.ts); the source catalogues stay one
 * file per language.
 */
type Group = Exclude<MessageGroup, 'core'>
const GROUPS = ['lazy', 'later', 'aside'] as const

/** The pages whose first render (on the server, or in the browser right after hydration) shows each group. */
const PAGES: Record<Group, RegExp> = {
  lazy: /^\/[a-z]{2}\/(account|orders|cabinet|profile|register|auth|adverts|support|meal-plan|ui-kit-demo)(\/|$)/i,
  // the cart, and the lazy group's pages: their forms (sign-in, promo codes, addresses) are later texts
  later:
    /^\/[a-z]{2}\/(cart|account|orders|cabinet|profile|register|auth|adverts|support|meal-plan|ui-kit-demo)(\/|$)/i,
  // the pages around the cart: none of them shows a later text
  aside: /^\/[a-z]{2}\/(compare|credit|quote-cart|order-checkout)(\/|$)/i,
}

/**
 * The groups the first render of `pathname` shows, which load before it renders: the language layout's
 * loader (routes/$lang/route.tsx) and, in the browser, the wait before hydration
 * (app/i18n/hydrate-messages.ts). A server render (`server`) has the later and aside groups always:
 * its bundle has them, so a component that shows one never suspends a server render.
 */
export function pathMessageGroups(pathname: string, server = false): Group[] {
  return GROUPS.filter((group) => (server && group !== 'lazy') || PAGES[group].test(pathname))
}

/**
 * The later group's chunk per language: the cart page loads it beside the core before it hydrates. The
 * loaders of the others ride in the language's core chunk (IN_CORE_CHUNK, app/i18n/messages.ts): only
 * pages of their own show them, and every page's entry would carry 80 bytes gzip for each (decision 0103).
 */
const laterLoaders = import.meta.glob<{ default: Messages }>('../../locales/*.json', { query: '?later' })
const pending: Record<Group, Map<string, Promise<Messages>>> = { lazy: new Map(), later: new Map(), aside: new Map() }
/** Every group of a language loaded so far, as one object: a new one each time a group loads. */
const loaded = new Map<string, Messages>()
/** The catalogues of the mounted language providers (app/i18n/LocaleProvider.tsx), which loaded groups join. */
const joined = new Map<string, Set<Catalogue>>()

/**
 * Loads (once) and registers one group of a language's messages: they join the catalogue of every
 * mounted provider of that language before the promise resolves, so a component suspended on it
 * (`useLazyMessages`, `useLaterMessages`, `useAsideMessages`) renders them. The same promise is
 * returned every time, so a component may suspend on it with React's `use`.
 */
export function loadMessageGroup(group: Group, locale: Locale): Promise<Messages> {
  let run = pending[group].get(locale)
  if (!run) {
    run = (
      group === 'later'
        ? Promise.resolve(laterLoaders[`../../locales/${locale}.json`])
        : loadCoreChunk(locale).then((core) => core[group])
    )
      // a language without messages has no loader: the load rejects (a TypeError)
      .then((load) => load!())
      .then((m) => {
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
export const loadAsideMessages = (locale: Locale) => loadMessageGroup('aside', locale)

/** Registers one group of `locale`'s messages and adds them to the catalogue of every mounted provider of that language. */
export function addMessageGroup(group: Group, locale: Locale, messages: Messages) {
  loaded.set(locale, { ...loaded.get(locale), ...messages })
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
export const useLazyMessages = (locale: Locale) => useMessageGroup('lazy', locale)

/**
 * Suspends until a group's messages are there: every component that shows one calls its group's hook
 * first. The language is the surrounding provider's (app/i18n/LocaleProvider.tsx), unless given.
 */
function useMessageGroup(group: Group, locale?: Locale) {
  const iso = useContext(IntlContext)?.locale
  use(loadMessageGroup(group, locale ?? LOCALES.find((l) => LOCALE_ISO[l] === iso) ?? LOCALES[0]))
}
export const useLaterMessages = (locale?: Locale) => useMessageGroup('later', locale)
export const useAsideMessages = (locale?: Locale) => useMessageGroup('aside', locale)

/**
 * A lazy component's loader that also starts loading a group of the page's language (`<html lang>`),
 * so the component, which waits for it (`useLaterMessages`, `useAsideMessages`), does not fetch it only
 * after its own chunk arrived. The component's own wait stays what makes it right. For two groups, wrap twice.
 */
const withMessageGroup =
  (group: Group) =>
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () => {
    const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang
    if (isLocale(lang)) loadMessageGroup(group, lang).catch(() => {})
    return load()
  }
export const withLaterMessages = withMessageGroup('later')
export const withAsideMessages = withMessageGroup('aside')

/** Every group of `locale` loaded so far, as shipped (undefined before any loads). */
export const loadedLazyMessagesOf = (locale: Locale): Messages | undefined => loaded.get(locale)

const withGroups = new WeakMap<Messages, { groups?: Messages; all: Messages }>()

/**
 * A language's core messages with every group of it loaded so far, as one object that stays the same
 * until another group loads: head() reads its texts through it on every render, and textIntl keeps
 * one intl object (and one expanded catalogue) per messages object (app/i18n/messages.ts).
 */
export function withLoadedGroups(locale: Locale, core: Messages | undefined): Messages {
  const groups = loaded.get(locale)
  if (!core) return { ...groups }
  const known = withGroups.get(core)
  if (known && known.groups === groups) return known.all
  const all = { ...groups, ...core }
  withGroups.set(core, { groups, all })
  return all
}

/** Every group of `locale` loaded so far, as a new catalogue the caller may extend (empty before any loads). */
export function loadedLazyMessages(locale: Locale): Catalogue {
  // catalogue() hands out a fresh object each call
  return catalogue(loaded.get(locale))
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
  loaded.clear()
  for (const group of GROUPS) pending[group].clear()
}
