import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { int, type ListingInput, lang, listingInput, listingRequestOf, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import { loadCategoryBanners, loadCategoryListing, loadSearch } from './catalogue.server'
import type { PreviewSource } from './MobileFilters'

type CategoryInput = ListingInput & { slug: string }
type SearchInput = ListingInput & { query: string }

const categoryInput = (input: unknown): CategoryInput => ({
  ...listingInput(input),
  slug: text(record(input).slug, { min: 1, max: 300 }),
})
const searchInput = (input: unknown): SearchInput => ({
  ...listingInput(input),
  query: text(record(input).query, { max: 200 }),
})

export const getCategoryListing = createServerFn({ method: 'GET' })
  .validator(categoryInput)
  .handler(({ data }) => loadCategoryListing(data.lang, data.slug, listingRequestOf(data)))

export const getSearchResults = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(({ data }) => loadSearch(data.lang, data.query, listingRequestOf(data)))

export const getCategoryBanners = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), categoryId: int(r.categoryId, 1, 999_999_999) }
  })
  .handler(({ data }) => loadCategoryBanners(data.lang, data.categoryId))

/** A category's banners, loaded in the browser after the page (they are not in the cached HTML). */
export const categoryBannersQuery = (locale: Locale, categoryId: number) =>
  queryOptions({
    queryKey: ['category-banners', locale, categoryId],
    queryFn: () => getCategoryBanners({ data: { lang: locale, categoryId } }),
    staleTime: 300_000,
  })

const fetchCategory = createIsomorphicFn()
  .server((input: CategoryInput) => loadCategoryListing(input.lang, input.slug, listingRequestOf(input)))
  .client((input: CategoryInput) => getCategoryListing({ data: input }))

const fetchSearch = createIsomorphicFn()
  .server((input: SearchInput) => loadSearch(input.lang, input.query, listingRequestOf(input)))
  .client((input: SearchInput) => getSearchResults({ data: input }))

export const categoryQuery = (input: CategoryInput) =>
  queryOptions({ queryKey: ['category', input], queryFn: () => fetchCategory(input), staleTime: 60_000 })

export const searchQuery = (input: SearchInput) =>
  queryOptions({ queryKey: ['search', input], queryFn: () => fetchSearch(input), staleTime: 60_000 })

/**
 * A listing's draft-filter preview for the phone filters (MobileFilters): page 1 of the listing as
 * the applied filter would load it, through the same query, so "show results" then hits the cache.
 */
function previewOf<I extends ListingInput>(
  client: QueryClient,
  input: Omit<I, 'filter' | 'page'>,
  query: (input: I) => ReturnType<typeof categoryQuery> | ReturnType<typeof searchQuery>,
): PreviewSource {
  return {
    key: JSON.stringify(input),
    load: async (filter) => {
      const result = await client.fetchQuery(
        query({ ...input, page: 1, filter } as I) as ReturnType<typeof categoryQuery>,
      )
      return result.status === 'ok' ? result.data : null
    },
  }
}

export const categoryPreview = (client: QueryClient, input: Omit<CategoryInput, 'filter' | 'page'>) =>
  previewOf<CategoryInput>(client, input, categoryQuery)
export const searchPreview = (client: QueryClient, input: Omit<SearchInput, 'filter' | 'page'>) =>
  previewOf<SearchInput>(client, input, searchQuery)
