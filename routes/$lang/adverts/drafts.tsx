import { createFileRoute } from '@tanstack/react-router'
import { loadAdvertsArea, OwnAdvertsPage, orAdvertsLogin, pageOf, requireAdvertsSession } from '../../../app/features/adverts'
import { getOwnAdvertsFn } from '../../../app/features/adverts/mine.functions'
import { ListingUnavailable } from '../../../app/features/catalogue'
import { NotFoundPage } from '../../../app/features/errors'
import { pageHead } from '../../../app/lib/head'

/** /{lang}/adverts/drafts: the owner's drafts (signed in; decision 0030). */
export const Route = createFileRoute('/$lang/adverts/drafts')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => (pageOf(raw.page) > 1 ? { page: pageOf(raw.page) } : {}),
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireAdvertsSession(context.lang),
  loader: async ({ context, deps }) => {
    const shell = await loadAdvertsArea(context)
    const result = orAdvertsLogin(context.lang, await getOwnAdvertsFn({ data: { lang: context.lang, kind: 'drafts', page: deps.page ?? 1 } }))
    return { result, origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.draftsTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: OwnRoute,
})

function OwnRoute() {
  const { result, origin } = Route.useLoaderData()
  const search = Route.useSearch()
  if (!result.ok) return <ListingUnavailable />
  return <OwnAdvertsPage kind="drafts" adverts={result.adverts} pages={result.pages} page={search.page ?? 1} rates={result.rates} origin={origin} />
}
