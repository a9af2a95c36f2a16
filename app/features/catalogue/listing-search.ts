import { DEFAULT_SORT, SORT_OPTIONS, type SortOption } from '#config'
import { listPage } from '#platform/shared/page-param.ts'
import { parseFilterParam, serializeFilterParam } from './filter-query'

/** The URL state of a product listing: ?page, ?sort and ?filter. Absent means default. */
export interface ListingSearch {
  page?: number
  sort?: SortOption
  filter?: string
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/**
 * Validates raw search params. Invalid parts are dropped rather than rejected (never an error
 * page); page 1 is the default and so never appears; the filter is normalised.
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const out: ListingSearch = {}
  const page = listPage(raw.page)
  if (page) out.page = page
  const sort = first(raw.sort)
  if (typeof sort === 'string' && (SORT_OPTIONS as readonly string[]).includes(sort)) out.sort = sort as SortOption
  const filter = serializeFilterParam(parseFilterParam(first(raw.filter)))
  if (filter) out.filter = filter
  return out
}

export interface SortSettings {
  default_sorting?: string | null
  additional_settings: { sort_by_priority: boolean }
}

/** The priority sort is offered only when the site flag is on. */
export function sortOptionsFor(settings: SortSettings): SortOption[] {
  return SORT_OPTIONS.filter((s) => s !== 'sort_priority-' || settings.additional_settings.sort_by_priority)
}

/** Default sort: the site's default_sorting when valid and offered, else sort_priority- with the flag, else newer+. */
export function defaultSortFor(settings: SortSettings): SortOption {
  const offered = sortOptionsFor(settings)
  const fromSettings = settings.default_sorting
  if (fromSettings && (offered as string[]).includes(fromSettings)) return fromSettings as SortOption
  return settings.additional_settings.sort_by_priority ? 'sort_priority-' : DEFAULT_SORT
}

/** The sort actually used: the URL's when offered, else the default. */
export function effectiveSort(search: ListingSearch, settings: SortSettings): SortOption {
  return search.sort && sortOptionsFor(settings).includes(search.sort) ? search.sort : defaultSortFor(settings)
}

/** The search params to put in a URL: default sort and page 1 removed, filter only when non-empty. */
export function listingSearchParams(
  next: { page?: number; sort?: SortOption; filter?: string },
  settings: SortSettings,
): ListingSearch {
  const out: ListingSearch = {}
  if (next.page && next.page >= 2) out.page = next.page
  if (next.sort && next.sort !== defaultSortFor(settings) && sortOptionsFor(settings).includes(next.sort))
    out.sort = next.sort
  if (next.filter) out.filter = next.filter
  return out
}
