import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { FALLBACK_LOCALE, isLocale, type Locale } from '../../app.config'
import { loadShellData } from './shell.server'

export const getShellData = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const lang = (input as { lang?: unknown } | null)?.lang
    return { lang: isLocale(lang) ? lang : FALLBACK_LOCALE }
  })
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
