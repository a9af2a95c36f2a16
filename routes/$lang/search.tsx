import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, retainSearchParams } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { searchPreview, searchQuery } from '#app/features/catalogue/catalogue.functions.ts'
import { effectiveSort, type ListingSearch, pageCleanup, validateListingSearch } from '#app/features/catalogue/index.ts'
import { SearchPage, searchQueryFor, searchText } from '#app/features/search/index.ts'
import { headText, pageHead } from '#app/lib/head.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

type SearchPageSearch = ListingSearch & { query?: string }

/**
 * Keeps ?query (control characters removed, trimmed, at most 200 characters) next to the listing's
 * ?page, ?sort and ?filter. The router leaves it the string in the URL (app/features/search/search-params.ts).
 * ?q, what a shopper or another site usually writes, is read as ?query when there is none.
 */
function validateSearchPage(raw: Record<string, unknown>): SearchPageSearch {
  const out: SearchPageSearch = validateListingSearch(raw)
  const query = searchText(raw.query ?? raw.q)
  if (query) out.query = query
  return out
}

/**
 * The page rule of a listing URL (pageCleanup), on the server only as a brand's (listPageSeo says why):
 * page 1 names no page, and a page past the last is the last, a 301 - not an empty list.
 */
const serverPageCleanup = createIsomorphicFn()
  .server(pageCleanup)
  .client(() => null)

/** /{lang}/search?query=...: search results; fewer than 2 characters shows the empty state with no call. */
export const Route = createFileRoute('/$lang/search')({
  validateSearch: validateSearchPage,
  // Pager links and listing changes keep the query.
  search: { middlewares: [retainSearchParams(['query'])] },
  // Validated again: the router keeps unknown raw keys next to the validated ones.
  loaderDeps: ({ search }) => validateSearchPage(search),
  loader: async ({ context, deps, location }) => {
    const shell = await context.queryClient.ensureQueryData(shellQuery(context.lang))
    const query = searchQueryFor(deps.query)
    if (query === null) return { query, result: null, origin: shell.origin }
    const result = await context.queryClient.ensureQueryData(
      searchQuery({
        lang: context.lang,
        query,
        page: deps.page ?? 1,
        sort: effectiveSort(deps, shell.settings),
        filter: deps.filter,
        cumulative: shell.settings.pagination_option === 'load_more',
      }),
    )
    const clean = result.status === 'ok' ? serverPageCleanup(location.searchStr, result.data.pages) : null
    if (clean != null) throw redirect({ href: `${location.pathname}${clean}`, statusCode: 301 })
    return {
      query,
      result: result.status === 'ok' ? result.data : result.status === 'not-found' ? null : ('error' as const),
      refused: result.status === 'error' && result.refused === true,
      origin: shell.origin,
    }
  },
  // The results failed to load: a 503 (decision 0099), not when the back end refused the query (a 4xx).
  // Search pages are noindex anyway.
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.result === 'error' && !loaderData.refused),
  head: ({ loaderData, matches }) =>
    pageHead(matches, {
      title: loaderData?.query ? `${headText(matches, 'search.title')}: ${loaderData.query}` : undefined,
      titleId: 'search.title',
      noindex: true,
    }),
  component: SearchRoute,
})

function SearchRoute() {
  const { query, result, origin } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const lang = useLocale()
  const { settings } = useShell()
  const client = useQueryClient()
  const preview =
    query === null
      ? undefined
      : searchPreview(client, {
          lang,
          query,
          sort: effectiveSort(search, settings),
          cumulative: settings.pagination_option === 'load_more',
        })
  return (
    <SearchPage
      query={query}
      result={result}
      search={search}
      origin={origin}
      preview={preview}
      navigate={(next) => void navigate({ search: { ...next, query: search.query }, ...KEEP_PLACE })}
    />
  )
}
