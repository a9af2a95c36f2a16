import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { Locale } from '#config'
import { loadAdvertsArea, orAdvertsLogin, pageOf, pastLastPage } from './area'
import { getOwnAdvertFn, getOwnAdvertsFn } from './mine.functions'
import type { OwnListKind } from './mine-rules'

/**
 * The loader of /{lang}/adverts/my and /{lang}/adverts/drafts (decision 0029): the area's gate, the
 * page from the raw query (the routes have no validateSearch, to keep the route tree small), and the
 * owner's list; a token the back end refused goes to sign-in.
 */
export async function loadOwnAdverts(
  context: { queryClient: QueryClient; lang: Locale },
  kind: OwnListKind,
  rawPage: unknown,
) {
  const shell = await loadAdvertsArea(context)
  const page = pageOf(rawPage)
  const result = orAdvertsLogin(context.lang, await getOwnAdvertsFn({ data: { lang: context.lang, kind, page } }))
  // Past the last page: the last one (a temporary redirect: the list grows again).
  const last = result.ok ? pastLastPage(`/${context.lang}/adverts/${kind}`, page, result.pages) : null
  if (last !== null) throw redirect({ href: last, statusCode: 302 })
  return { result, page, origin: shell.origin }
}

/**
 * The loader of /{lang}/adverts/my/{slug} (issue 51 point 5): the owner's own advert, paused or a
 * draft, with the session's token. Not the owner's (the back end's 404) is the 404 page, as on the
 * public page; a refused token goes home like the owner's lists.
 */
export async function loadOwnAdvertPage(context: { queryClient: QueryClient; lang: Locale }, slug: string) {
  const shell = await loadAdvertsArea(context)
  const result = orAdvertsLogin(
    context.lang,
    await getOwnAdvertFn({ data: { lang: context.lang, slug: slug.slice(0, 200) } }),
  )
  if (!result.ok && result.notFound) throw notFound()
  return { result, origin: shell.origin }
}
