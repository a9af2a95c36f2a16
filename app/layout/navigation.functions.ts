import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '#config'
import { serverIntl } from '../i18n/LocaleProvider'
import { loadAsideMessages, loadLaterMessages } from '../i18n/lazy-messages'
import { loadMessages } from '../i18n/messages'
import { loadNavigationData } from '../shell/shell.server'
import { navigationHtml } from './navigation-html.server'
import { navigationHtmlKey } from './navigation-key'

/** On the server the navigation's list as HTML (null: no entries); the browser never asks for it. */
const fetchNavigationHtml = createIsomorphicFn()
  .server(async (lang: Locale): Promise<string | null> => {
    // With the later and aside groups, as the page's own provider has them on the server (routes/$lang/route.tsx).
    const [menu, core] = await Promise.all([
      loadNavigationData(lang),
      loadMessages(lang),
      loadLaterMessages(lang),
      loadAsideMessages(lang),
    ])
    return navigationHtml(lang, menu.desk, menu.hasBrands, menu.brandsPosition, serverIntl(lang, core))
  })
  .client(async (): Promise<string | null> => null)

/**
 * The desktop navigation's list as the server renders it once per menu and language (decision 0093):
 * the language layout's loader loads it in a server render (a dynamic import there, so no browser
 * bundle carries this module), and the Navigation reads it from the cache by its key. Not dehydrated: the HTML reaches the page once, as the navigation itself, and the browser keeps
 * it (app/layout/Navigation.tsx).
 */
export const navigationHtmlQuery = (lang: Locale) =>
  queryOptions({
    queryKey: navigationHtmlKey(lang),
    queryFn: () => fetchNavigationHtml(lang),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { dehydrate: false },
  })
