import { createFileRoute } from '@tanstack/react-router'
import { loadAdvertsArea, OwnAdvertsPage, orAdvertsLogin, pageOf } from '../../../app/features/adverts'
import { getOwnAdvertsFn } from '../../../app/features/adverts/mine.functions'
import { ListingUnavailable } from '../../../app/features/catalogue'
import { NotFoundPage } from '../../../app/features/errors'
import { pageHead } from '../../../app/lib/head'

/** /{lang}/adverts/my: the owner's published adverts (signed in; decision 0030). */
export const Route = createFileRoute('/$lang/adverts/my')({
  // No validateSearch: the route tree (every page's first load) stays small; the loader reads `page`.
  loaderDeps: ({ search }) => ({ page: (search as Record<string, unknown>).page }),
  loader: async ({ context, deps }) => {
    const shell = await loadAdvertsArea(context)
    const page = pageOf(deps.page)
    const result = orAdvertsLogin(context.lang, await getOwnAdvertsFn({ data: { lang: context.lang, kind: 'my', page } }))
    return { result, page, origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.myTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: OwnRoute,
})

function OwnRoute() {
  const { result, page, origin } = Route.useLoaderData()
  if (!result.ok) return <ListingUnavailable />
  return <OwnAdvertsPage kind="my" adverts={result.adverts} pages={result.pages} page={page} rates={result.rates} origin={origin} />
}
