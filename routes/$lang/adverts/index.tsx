import { createFileRoute } from '@tanstack/react-router'
import { AdvertsListPage, loadAdvertsArea, validateAdvertSearch } from '../../../app/features/adverts'
import { advertListQueryOptions } from '../../../app/features/adverts/adverts.functions'
import { ListingUnavailable } from '../../../app/features/catalogue'
import { NotFoundPage } from '../../../app/features/errors'
import { pageHead } from '../../../app/lib/head'

/** /{lang}/adverts: the marketplace list, on themes with the `adverts` flag; the URL query is the state. */
export const Route = createFileRoute('/$lang/adverts/')({
  validateSearch: validateAdvertSearch,
  // Validated again: the router keeps unknown raw keys next to the validated ones.
  loaderDeps: ({ search }) => validateAdvertSearch(search),
  loader: async ({ context, deps }) => {
    const shell = await loadAdvertsArea(context)
    const result = await context.queryClient.ensureQueryData(advertListQueryOptions(context.lang, deps))
    return { data: result.status === 'ok' ? result.data : null, origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.title' }),
  notFoundComponent: NotFoundPage,
  // The loader goes with the page's chunk: shop pages do not carry adverts code (decision 0025).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: AdvertsRoute,
})

function AdvertsRoute() {
  const { data, origin } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!data) return <ListingUnavailable />
  return <AdvertsListPage data={data} search={search} origin={origin} navigate={(next) => void navigate({ search: next as never, resetScroll: false })} />
}
