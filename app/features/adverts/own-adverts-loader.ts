import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { loadAdvertsArea, orAdvertsLogin, pageOf } from './area'
import { getOwnAdvertsFn } from './mine.functions'
import type { OwnListKind } from './mine-rules'

/**
 * The loader of /{lang}/adverts/my and /{lang}/adverts/drafts (decision 0029): the area's gate, the
 * page from the raw query (the routes have no validateSearch, to keep the route tree small), and the
 * owner's list; a token the back end refused goes to sign-in.
 */
export async function loadOwnAdverts(context: { queryClient: QueryClient; lang: Locale }, kind: OwnListKind, rawPage: unknown) {
  const shell = await loadAdvertsArea(context)
  const page = pageOf(rawPage)
  const result = orAdvertsLogin(context.lang, await getOwnAdvertsFn({ data: { lang: context.lang, kind, page } }))
  return { result, page, origin: shell.origin }
}
