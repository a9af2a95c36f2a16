import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { SORT_OPTIONS } from '../../../app.config'
import { localeSchema } from '../../api/contract/common'
import { type ListingRequest, loadCategoryListing, loadSearch } from './catalogue.server'

const listingInput = z.object({
  lang: localeSchema,
  page: z.number().int().min(1).max(10_000),
  sort: z.enum(SORT_OPTIONS),
  filter: z.string().max(2000).optional(),
  cumulative: z.boolean().optional(),
})

const categoryInput = listingInput.extend({ slug: z.string().min(1).max(300) })
const searchInput = listingInput.extend({ query: z.string().max(200) })
type CategoryInput = z.infer<typeof categoryInput>
type SearchInput = z.infer<typeof searchInput>

const requestOf = (input: ListingRequest): ListingRequest => ({ page: input.page, sort: input.sort, filter: input.filter, cumulative: input.cumulative })

export const getCategoryListing = createServerFn({ method: 'GET' })
  .validator((input: unknown) => categoryInput.parse(input))
  .handler(({ data }) => loadCategoryListing(data.lang, data.slug, requestOf(data)))

export const getSearchResults = createServerFn({ method: 'GET' })
  .validator((input: unknown) => searchInput.parse(input))
  .handler(({ data }) => loadSearch(data.lang, data.query, requestOf(data)))

const fetchCategory = createIsomorphicFn()
  .server((input: CategoryInput) => loadCategoryListing(input.lang, input.slug, requestOf(input)))
  .client((input: CategoryInput) => getCategoryListing({ data: input }))

const fetchSearch = createIsomorphicFn()
  .server((input: SearchInput) => loadSearch(input.lang, input.query, requestOf(input)))
  .client((input: SearchInput) => getSearchResults({ data: input }))

export const categoryQuery = (input: CategoryInput) =>
  queryOptions({ queryKey: ['category', input], queryFn: () => fetchCategory(input), staleTime: 60_000 })

export const searchQuery = (input: SearchInput) =>
  queryOptions({ queryKey: ['search', input], queryFn: () => fetchSearch(input), staleTime: 60_000 })
