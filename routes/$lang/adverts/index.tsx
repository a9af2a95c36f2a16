import { createFileRoute, redirect } from '@tanstack/react-router'
import { advertListQueryOptions } from '#app/features/adverts/adverts.functions.ts'
import {
  type AdvertListSearch,
  AdvertsListPage,
  advertPages,
  loadAdvertsArea,
  validateAdvertSearch,
} from '#app/features/adverts/index.ts'
import { ListingUnavailable } from '#app/features/catalogue/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { parsedByLoader } from '#app/lib/search-params.ts'
import { mainContentHeaders } from '#platform/shared/main-content.ts'
import { canonicalPageQuery, MAX_LIST_PAGE } from '#platform/shared/page-param.ts'

/** /{lang}/adverts: the marketplace list, on themes with the `adverts` flag; the URL query is the state. */
export const Route = createFileRoute('/$lang/adverts/')({
  // Parsed by the loader (app/lib/search-params.ts): shop pages do not carry the adverts' query rules.
  validateSearch: parsedByLoader<AdvertListSearch>(),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, location }) => {
    const shell = await loadAdvertsArea(context)
    const search = validateAdvertSearch(deps.search)
    const result = await context.queryClient.ensureQueryData(advertListQueryOptions(context.lang, search))
    // The listings' page rule (catalogue's pageCleanup, read here from page-param.ts, which every page
    // loads: importing pageCleanup split it into a chunk of its own on the category page's first load):
    // a page past the last is the last, a 301 - not "60 adverts" over "no advert matches these
    // filters", nor page 1's adverts at ?page=10001 (a walk, session 74).
    const last = result.status === 'ok' ? Math.max(1, advertPages(result.data.totalCount)) : null
    const clean = last === null ? null : canonicalPageQuery(location.searchStr, Math.min(last, MAX_LIST_PAGE))
    if (clean !== null) throw redirect({ href: `${location.pathname}${clean}`, statusCode: 301 })
    const refused = result.status === 'unavailable' && result.refused
    return { data: result.status === 'ok' ? result.data : null, refused, origin: shell.origin, search }
  },
  // The list failed to load: a 503 (decision 0099); not when the back end refused the query (a 4xx).
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.data === null && !loaderData.refused),
  head: ({ loaderData, matches }) =>
    pageHead(matches, { titleId: 'adverts.title', noindex: loaderData?.data === null }),
  notFoundComponent: NotFoundPage,
  // The loader goes with the page's chunk: shop pages do not carry adverts code (decision 0024).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: AdvertsRoute,
})

function AdvertsRoute() {
  const { data, origin, search } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (!data) return <ListingUnavailable />
  return (
    <AdvertsListPage
      data={data}
      search={search}
      origin={origin}
      // From the URL's query, not the loader's: a sort and then a filter applied before the list has
      // reloaded keep both.
      navigate={(update) =>
        void navigate({
          search: ((prev: Record<string, unknown>) => update(validateAdvertSearch(prev))) as never,
          ...KEEP_PLACE,
        })
      }
    />
  )
}
