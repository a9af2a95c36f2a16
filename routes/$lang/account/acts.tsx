import { createFileRoute } from '@tanstack/react-router'
import { ActsPage, type ActsSearch, actsLoader, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { parsedByLoader } from '#app/lib/search-params.ts'

/** /{lang}/account/acts: the acts (accounts spec 3, 7), company and dates in the URL query. */
export const Route = createFileRoute('/$lang/account/acts')({
  validateSearch: parsedByLoader<ActsSearch>(),
  beforeLoad: requireCabinet,
  loaderDeps: ({ search }) => ({ search }),
  loader: actsLoader,
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.acts', noindex: true }),
  component: function ActsRoute() {
    const data = Route.useLoaderData()
    return <ActsPage {...data} />
  },
})
