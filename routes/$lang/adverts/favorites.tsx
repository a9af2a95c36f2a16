import { createFileRoute } from '@tanstack/react-router'
import { FavoriteAdvertsPage, idOf, loadAdvertsArea, orAdvertsLogin, pageOf, requireAdvertsSession } from '../../../app/features/adverts'
import { getFavoriteAdvertsFn } from '../../../app/features/adverts/mine.functions'
import { ListingUnavailable } from '../../../app/features/catalogue'
import { NotFoundPage } from '../../../app/features/errors'
import { pageHead } from '../../../app/lib/head'

/** /{lang}/adverts/favorites: the user's favourite adverts by category (signed in; decision 0030). */
export const Route = createFileRoute('/$lang/adverts/favorites')({
  validateSearch: (raw: Record<string, unknown>): { category?: number; page?: number } => {
    const category = idOf(raw.category)
    const page = pageOf(raw.page)
    return { ...(category ? { category } : {}), ...(page > 1 ? { page } : {}) }
  },
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireAdvertsSession(context.lang),
  loader: async ({ context, deps }) => {
    const shell = await loadAdvertsArea(context)
    const result = orAdvertsLogin(context.lang, await getFavoriteAdvertsFn({ data: { lang: context.lang, category: deps.category, page: deps.page ?? 1 } }))
    return { result, origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.favoritesTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: FavoritesRoute,
})

function FavoritesRoute() {
  const { result, origin } = Route.useLoaderData()
  const search = Route.useSearch()
  if (!result.ok) return <ListingUnavailable />
  return <FavoriteAdvertsPage data={result.data} rates={result.rates} category={search.category} page={search.page ?? 1} origin={origin} />
}
