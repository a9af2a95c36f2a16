import { type EnsureQueryDataOptions, hashKey, type QueryClient, queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { FALLBACK_LOCALE, isLocale, type Locale } from '#config'
import { knownShellSettings, loadMenuData, loadShellData } from './shell.server'

/** The shell's calls never fail on a language: an unknown one gets the fallback's shell. */
function shellLang(input: unknown): { lang: Locale } {
  const lang = (input as { lang?: unknown } | null)?.lang
  return { lang: isLocale(lang) ? lang : FALLBACK_LOCALE }
}

export const getShellData = createServerFn({ method: 'GET' })
  .validator(shellLang)
  .handler(({ data }) => loadShellData(data.lang))

export type ShellData = Awaited<ReturnType<typeof loadShellData>>

/** During SSR the loader calls the server code directly; in the browser it goes through the RPC. */
const fetchShell = createIsomorphicFn()
  .server((lang: Locale) => loadShellData(lang))
  .client((lang: Locale) => getShellData({ data: { lang } }))

export const shellQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['shell', lang],
    queryFn: () => fetchShell(lang),
    staleTime: 5 * 60_000,
  })

/** What a page's main call may depend on in the settings: a category's sort and paging, the home page's product of the day. */
export interface MainCallSettings {
  default_sorting?: string | null
  additional_settings: { sort_by_priority: boolean }
  pagination_option: string
  has_product_of_the_day: boolean
}

/** The spec's defaults of those fields (a test holds them to the settings schema's). */
export const SPEC_MAIN_CALL_SETTINGS: MainCallSettings = {
  default_sorting: null,
  additional_settings: { sort_by_priority: false },
  pagination_option: 'pagination',
  has_product_of_the_day: false,
}

// biome-ignore lint/suspicious/noExplicitAny: the query's key type is the caller's
type MainQuery<T> = EnsureQueryDataOptions<T, Error, T, any>

/** The settings this isolate last had from the back end, or null (none in the browser, which has the shell). */
const knownSettings = createIsomorphicFn()
  .server((lang: Locale): MainCallSettings | null => knownShellSettings(lang))
  .client((_lang: Locale): MainCallSettings | null => null)

/**
 * The shell and a page's main query during a server render, the query started beside the settings
 * call rather than after it: on a guess at the settings (the ones this isolate last had, else the
 * spec's defaults), asked again only when the settings, once in, name another query - the guessed one
 * is then dropped from the cache, so the page does not carry it. Two calls that each may take the back
 * end's timeout cost a render one timeout, not two in a row (a slow back end held /ro/telefoane 8 s
 * before its first byte). Server code only (`import.meta.env.SSR`): in the browser the layout's
 * loader has the shell in the cache already, and this stays out of the browser's code.
 */
export async function mainBesideShell<T>(
  client: QueryClient,
  lang: Locale,
  main: (settings: MainCallSettings) => MainQuery<T>,
  known: MainCallSettings | null = knownSettings(lang),
): Promise<{ shell: ShellData; data: T }> {
  const shellLoad = client.ensureQueryData(shellQuery(lang))
  const guessed = main(client.getQueryData(shellQuery(lang).queryKey)?.settings ?? known ?? SPEC_MAIN_CALL_SETTINGS)
  const early = client.ensureQueryData(guessed)
  // A failure of a guessed call nobody awaits is no unhandled rejection.
  early.catch(() => {})
  const shell = await shellLoad
  const wanted = main(shell.settings)
  if (hashKey(wanted.queryKey) === hashKey(guessed.queryKey)) return { shell, data: await early }
  client.removeQueries({ queryKey: guessed.queryKey, exact: true })
  return { shell, data: await client.ensureQueryData(wanted) }
}

export const getMenuData = createServerFn({ method: 'GET' })
  .validator(shellLang)
  .handler(({ data }) => loadMenuData(data.lang))

export type MenuData = Awaited<ReturnType<typeof loadMenuData>>

const fetchMenu = createIsomorphicFn()
  .server((lang: Locale) => loadMenuData(lang))
  .client((lang: Locale) => getMenuData({ data: { lang } }))

/**
 * The menu tree (decision 0053). Not dehydrated: the server renders the navigation from it, the
 * browser keeps that HTML (app/layout/Navigation.tsx) and fetches the tree when the mobile menu
 * opens, the language changes or a page's suggestions need it.
 */
export const menuQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['menu', lang],
    queryFn: () => fetchMenu(lang),
    staleTime: 5 * 60_000,
    meta: { dehydrate: false },
  })
