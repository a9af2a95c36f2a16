import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { categoryQuery } from '#app/features/catalogue/catalogue.functions.ts'
import {
  CategoryPage,
  effectiveSort,
  ListingUnavailable,
  pageCleanup,
  validateListingSearch,
} from '#app/features/catalogue/index.ts'
import { loadCmsPageForRoute } from '#app/features/content/cms.functions.ts'
import { CmsPage } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { type MainCallSettings, mainBesideShell, shellQuery } from '#app/shell/shell.functions.ts'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

// The age gate loads only on a page that shows it (as the product route's), not in every category's first load.
const AgeGate = lazy(() => import('#app/modals/AgeGate.tsx').then((m) => ({ default: m.AgeGate })))

/** /{lang}/{category slug}: a category listing whose URL (?page, ?sort, ?filter) is the state. */
export const Route = createFileRoute('/$lang/$slug')({
  validateSearch: validateListingSearch,
  // Validated again: the router keeps unknown raw keys next to the validated ones.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: async ({ context, params, deps, location }) => {
    const listing = (settings: MainCallSettings) =>
      categoryQuery({
        lang: context.lang,
        slug: params.slug,
        page: deps.page ?? 1,
        sort: effectiveSort(deps, settings),
        filter: deps.filter,
        cumulative: settings.pagination_option === 'load_more',
      })
    // A server render asks for the listing beside the settings, not after them (mainBesideShell); in the
    // browser the shell is in the cache already.
    const { shell, data: result } = import.meta.env.SSR
      ? await mainBesideShell(context.queryClient, context.lang, listing)
      : await context.queryClient
          .ensureQueryData(shellQuery(context.lang))
          .then(async (shell) => ({ shell, data: await context.queryClient.ensureQueryData(listing(shell.settings)) }))
    // Another language's slug of this category: its own slug in this language, as products do, with
    // the page rule applied to the query it keeps (one hop for `/ro/telefony?page=1`, not two).
    if (result.status === 'redirect')
      throw redirect({
        href: `/${context.lang}/${encodeURI(result.slug)}${pageCleanup(location.searchStr, 1e9) ?? location.searchStr}`,
        statusCode: 301,
      })
    // One URL per page: page=1 (or a page that is no page) without it, a page past the last the last one
    // (no listing, or an age-gated one, which has no pages for this viewer (decision 0041): no last page).
    const data = result.status === 'ok' ? result.data : null
    const clean = pageCleanup(location.searchStr, !data || data.category.age_hidden ? 1e9 : data.pages)
    if (clean !== null) throw redirect({ href: `${location.pathname}${clean}`, statusCode: 301 })
    if (result.status === 'not-found') {
      // Not a category: maybe a page built in the admin (same single-segment path space).
      const cms = await loadCmsPageForRoute(context.queryClient, context.lang, params.slug)
      if (!cms) throw notFound()
      return { listing: null, cms, origin: shell.origin }
    }
    // A failing back end keeps the page up with a notice instead of an error page.
    return { listing: data, cms: null, origin: shell.origin, addresses: data?.addresses }
  },
  notFoundComponent: NotFoundPage,
  // Neither a listing nor a page: the products failed to load, a 503 (decision 0099).
  headers: ({ loaderData }) => mainContentHeaders(Boolean(loaderData && !loaderData.listing && !loaderData.cms)),
  head: ({ loaderData, matches }) => {
    if (loaderData?.cms) {
      const page = loaderData.cms.page
      // none of its own: "Title - " and the shop's description (server renders)
      return pageHead(matches, {
        title: page.title,
        seoTitle: page.seo_title,
        description: page.seo_description,
        list: [],
      })
    }
    const listing = loaderData?.listing
    if (!listing) return loaderData ? unavailableHead : {}
    const { seo_info: seo, category } = listing
    // The title as the back end names it (no shop name added, as a product's); the description its SEO
    // fields', else its products' names (pageHead's list); Open Graph (server renders only, as the
    // helper's), without an image for an age-gated one.
    const head = pageHead(
      matches,
      {
        title: category.title,
        seoTitle: seo.title || category.seo_title || category.title,
        description: seo.description || category.seo_description,
        list: listing.products,
      },
      seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : [],
    )
    return {
      meta: openGraph(
        matches,
        head.meta,
        import.meta.env.SSR ? { image: category.age_hidden ? null : seo.img || category.image } : undefined,
      ),
    }
  },
  component: CategoryRoute,
})

function CategoryRoute() {
  const { listing, cms, origin } = Route.useLoaderData()
  const search = validateListingSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  if (cms) return <CmsPage page={cms.page} />
  if (!listing) return <ListingUnavailable />
  // An age-restricted category for a viewer who has not confirmed their age: the server sent no products (decision 0041).
  if (listing.category.age_hidden)
    return (
      <Suspense fallback={null}>
        <AgeGate title={listing.category.title} />
      </Suspense>
    )
  return (
    <CategoryPage
      listing={listing}
      search={search}
      origin={origin}
      navigate={(next) => void navigate({ search: next, ...KEEP_PLACE })}
    />
  )
}
