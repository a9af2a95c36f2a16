import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { FALLBACK_LOCALE, isLocale, type Locale } from '#config'
import { loadMenuData, loadShellData } from './shell.server'

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
