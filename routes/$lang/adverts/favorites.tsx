import { createFileRoute, redirect } from '@tanstack/react-router'
import {
  FavoriteAdvertsPage,
  idOf,
  loadAdvertsArea,
  orAdvertsLogin,
  pageOf,
  pastLastPage,
} from '#app/features/adverts/index.ts'
import { getFavoriteAdvertsFn } from '#app/features/adverts/mine.functions.ts'
import { ListingUnavailable } from '#app/features/catalogue/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/adverts/favorites: the user's favourite adverts by category (signed in; decision 0029). */
export const Route = createFileRoute('/$lang/adverts/favorites')({
  // No validateSearch: the route tree (every page's first load) stays small; the loader reads the query.
  loaderDeps: ({ search }) => ({
    category: (search as Record<string, unknown>).category,
    page: (search as Record<string, unknown>).page,
  }),
  loader: async ({ context, deps }) => {
    const shell = await loadAdvertsArea(context)
    const [category, page] = [idOf(deps.category), pageOf(deps.page)]
    const result = orAdvertsLogin(
      context.lang,
      await getFavoriteAdvertsFn({ data: { lang: context.lang, category, page } }),
    )
    // Past the last page (its favourites removed): the last one, the category kept.
    const last = result.ok
      ? pastLastPage(`/${context.lang}/adverts/favorites`, page, result.data.pages, { category })
      : null
    if (last !== null) throw redirect({ href: last, statusCode: 302 })
    return { result, category, page, origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.favoritesTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: FavoritesRoute,
})

function FavoritesRoute() {
  const { result, category, page, origin } = Route.useLoaderData()
  if (!result.ok) return <ListingUnavailable />
  return <FavoriteAdvertsPage data={result.data} rates={result.rates} category={category} page={page} origin={origin} />
}
