import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { type Locale, SORT_OPTIONS, type SortOption } from '../../../app.config'
import { bool, int, lang, oneOf, optionalText, record, text } from '../../api/input'
import { loadCategoryListing, loadSearch } from './catalogue.server'
import type { ListingRequest } from './listing'

interface ListingInput {
  lang: Locale
  page: number
  sort: SortOption
  filter?: string
  cumulative?: boolean
}
type CategoryInput = ListingInput & { slug: string }
type SearchInput = ListingInput & { query: string }

function listingInput(input: unknown): ListingInput {
  const r = record(input)
  return {
    lang: lang(r.lang),
    page: int(r.page, 1, 10_000),
    sort: oneOf(r.sort, SORT_OPTIONS),
    filter: optionalText(r.filter, { max: 2000 }),
    cumulative: r.cumulative === undefined ? undefined : bool(r.cumulative),
  }
}
const categoryInput = (input: unknown): CategoryInput => ({ ...listingInput(input), slug: text(record(input).slug, { min: 1, max: 300 }) })
const searchInput = (input: unknown): SearchInput => ({ ...listingInput(input), query: text(record(input).query, { max: 200 }) })

const requestOf = (input: ListingRequest): ListingRequest => ({ page: input.page, sort: input.sort, filter: input.filter, cumulative: input.cumulative })

export const getCategoryListing = createServerFn({ method: 'GET' })
  .validator(categoryInput)
  .handler(({ data }) => loadCategoryListing(data.lang, data.slug, requestOf(data)))

export const getSearchResults = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(({ data }) => loadSearch(data.lang, data.query, requestOf(data)))

const fetchCategory = createIsomorphicFn()
  .server((input: CategoryInput) => loadCategoryListing(input.lang, input.slug, requestOf(input)))
  .client((input: CategoryInput) => getCategoryListing({ data: input }))

const fetchSearch = createIsomorphicFn()
  .server((input: SearchInput) => loadSearch(input.lang, input.query, requestOf(input)))
  .client((input: SearchInput) => getSearchResults({ data: input }))

export const categoryQuery = (input: CategoryInput) => queryOptions({ queryKey: ['category', input], queryFn: () => fetchCategory(input), staleTime: 60_000 })

export const searchQuery = (input: SearchInput) => queryOptions({ queryKey: ['search', input], queryFn: () => fetchSearch(input), staleTime: 60_000 })
