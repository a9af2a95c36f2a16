import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { brandListingQuery } from '#app/features/brands/brands.functions.ts'
import { BrandPage } from '#app/features/brands/index.ts'
import { effectiveSort, ListingUnavailable, listPageSeo, validateListingSearch } from '#app/features/catalogue/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { type MainCallSettings, mainBesideShell, shellQuery } from '#app/shell/shell.functions.ts'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

/** On the server only: a browser's navigations follow the shop's own clean links (listPageSeo says why). */
const serverListPageSeo = createIsomorphicFn()
  .server(listPageSeo)
  .client(() => null)

/** /{lang}/brands/{slug}: the brand's products; the URL (?page, ?sort, ?filter) is the state. */
export const Route = createFileRoute('/$lang/brands/$brand')({
  validateSearch: validateListingSearch,
  // Validated again: the router keeps unknown raw keys next to the validated ones.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: async ({ context, params, deps, location }) => {
    const slug = params.brand.slice(0, 300)
    const inputOf = (settings: MainCallSettings) => ({
      lang: context.lang,
      slug,
      page: deps.page ?? 1,
      sort: effectiveSort(deps, settings),
      filter: deps.filter,
      cumulative: settings.pagination_option === 'load_more',
    })
    // A server render asks for the brand beside the settings, not after them (mainBesideShell, as a
    // category): a hanging back end costs the page one timeout, not two; in the browser the shell is in the cache.
    const { shell, data: result } = import.meta.env.SSR
      ? await mainBesideShell(context.queryClient, context.lang, (settings) => brandListingQuery(inputOf(settings)))
      : await context.queryClient.ensureQueryData(shellQuery(context.lang)).then(async (shell) => ({
          shell,
          data: await context.queryClient.ensureQueryData(brandListingQuery(inputOf(shell.settings))),
        }))
    const input = inputOf(shell.settings)
    // One URL per page, as a category's: the server's 301 and the page's addresses (listPageSeo).
    const listing = result.status === 'ok' ? result.data : null
    const seo = serverListPageSeo(location.pathname, location.searchStr, listing ? listing.pages : 1e9, input)
    if (seo?.clean != null) throw redirect({ href: `${location.pathname}${seo.clean}`, statusCode: 301 })
    if (result.status === 'not-found') throw notFound()
    return { listing, origin: shell.origin, addresses: seo?.addresses }
  },
  // The brand's products failed to load: a 503 (decision 0099).
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.listing === null),
  head: ({ loaderData, matches }) => {
    const brand = loaderData?.listing?.brand
    if (brand)
      return {
        // The description: the brand's own, else its products' names.
        meta: openGraph(
          matches,
          pageHead(matches, {
            title: brand.name,
            description: brand.description,
            list: loaderData.listing?.products,
          }).meta,
          { title: brand.name, image: brand.image },
        ),
      }
    return loaderData ? unavailableHead : {}
  },
  notFoundComponent: NotFoundPage,
  component: BrandRoute,
})

function BrandRoute() {
  const { listing, origin } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!listing) return <ListingUnavailable />
  return (
    <BrandPage
      listing={listing}
      search={search}
      origin={origin}
      navigate={(next) => void navigate({ search: next, ...KEEP_PLACE })}
    />
  )
}
