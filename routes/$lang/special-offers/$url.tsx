import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { effectiveSort, listPageSeo, validateListingSearch } from '#app/features/catalogue/index.ts'
import { OfferNotFound, OfferPage, offerPageState } from '#app/features/offers/index.ts'
import { promosQuery, promotionTextQuery } from '#app/features/offers/offers.functions.ts'
import { pageHead } from '#app/lib/head.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** On the server only: a browser's navigations follow the shop's own clean links (listPageSeo says why). */
const serverListPageSeo = createIsomorphicFn()
  .server(listPageSeo)
  .client(() => null)

/**
 * /{lang}/special-offers/{url}: the promotion's products with filters (GET /general/v2/promos/) and
 * its text (GET /general/promotions/{id}).
 * A failed load, or a promotion that is unknown or over, shows the not-found page with 'Not found'.
 */
export const Route = createFileRoute('/$lang/special-offers/$url')({
  validateSearch: validateListingSearch,
  // Validated again: the router keeps unknown raw keys next to the validated ones.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: async ({ context, params, deps, location }) => {
    const shell = await context.queryClient.ensureQueryData(shellQuery(context.lang))
    const input = {
      lang: context.lang,
      page: deps.page ?? 1,
      sort: effectiveSort(deps, shell.settings),
      filter: deps.filter,
      cumulative: shell.settings.pagination_option === 'load_more',
    }
    const result = await context.queryClient.ensureQueryData(promosQuery(input))
    const state = offerPageState(result, params.url, Date.now())
    if (state.status !== 'ok') throw notFound()
    // One URL per page, as a category's: the server's 301 and the page's addresses (listPageSeo).
    const seo = serverListPageSeo(location.pathname, location.searchStr, state.data.pages, input)
    if (seo?.clean != null) throw redirect({ href: `${location.pathname}${seo.clean}`, statusCode: 301 })
    const text = await context.queryClient.ensureQueryData(promotionTextQuery(context.lang, state.promo.id))
    return {
      listing: state.data,
      promo: state.promo,
      text,
      origin: shell.origin,
      addresses: seo?.addresses,
    }
  },
  head: ({ loaderData, matches }) =>
    loaderData
      ? {
          // The description: the promotion's text, else its products' names. A title that names the
          // shop ("Autumn sale - Shop") does not get the shop's name again (pageHead).
          meta: openGraph(
            matches,
            pageHead(matches, {
              title: loaderData.promo.title,
              description: loaderData.text ?? '',
              list: loaderData.listing.products,
            }).meta,
            { title: loaderData.promo.title, image: loaderData.promo.img },
          ),
        }
      : {},
  notFoundComponent: OfferNotFound,
  component: OfferRoute,
})

function OfferRoute() {
  const { listing, promo, text, origin } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <OfferPage
      promo={promo}
      text={text}
      listing={listing}
      search={search}
      origin={origin}
      navigate={(next) => void navigate({ search: next, ...KEEP_PLACE })}
    />
  )
}
