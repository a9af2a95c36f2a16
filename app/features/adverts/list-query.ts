import { ADVERTS, type AdvertSort } from '#contract/advert-rules.ts'
import { parseAttributeFilters } from './attribute-filters'
import type { AdvertListSearch } from './list-search'

/** The back end's list query for the URL state: page 1 loads half a page first (spec 4), other pages a whole one. */
export function advertListQuery(search: AdvertListSearch): {
  page: number
  page_size: number
  sortBy: AdvertSort
  filters: string
} {
  const filters: Record<string, unknown> = {}
  if (search.category) filters.category = [search.category]
  if (search.region) filters.region = [search.region]
  if (search.location) filters.location = [search.location]
  if (search.sector) filters.sector = [search.sector]
  if (search.attributes) filters.attributes = parseAttributeFilters(search.attributes)
  if (search.price_min !== undefined || search.price_max !== undefined) {
    // an open end is the spec's default range's (accounts spec 5: "price range 0 to 999999999"), not null
    filters.price = [
      search.price_min ?? ADVERTS.queryDefaults.price_min,
      search.price_max ?? ADVERTS.queryDefaults.price_max,
    ]
    filters.price_unit = search.currency ?? ADVERTS.queryDefaults.price_unit
  }
  if (search.type) filters.type = [search.type]
  if (search.negotiable) filters.is_negotiable_price = ADVERTS.queryDefaults.is_negotiable_price
  if (search.area_min !== undefined || search.area_max !== undefined) {
    filters.area = [search.area_min ?? null, search.area_max ?? null]
    filters.area_unit = search.area_unit ?? ADVERTS.queryDefaults.area_unit
  }
  const half = !search.page && !search.more
  return {
    page: search.page ?? 1,
    page_size: half ? ADVERTS.firstLoadSize : ADVERTS.pageSize,
    sortBy: search.sort ?? ADVERTS.defaultSort,
    filters: JSON.stringify(filters),
  }
}
