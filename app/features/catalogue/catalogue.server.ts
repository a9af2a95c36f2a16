import type { Locale } from '#config'
import type { CategoryListing, SearchResult } from '#contract/catalogue.ts'
import { callForRequest } from '#platform/request.server.ts'
import type { SlimListing } from './card'
import { type Banner, categoryBanners } from './category-banners'
import { type ListingRequest, type ListingResult, listingQueryOf, loadPages, toListingResult } from './listing'

export async function loadCategoryListing(
  locale: Locale,
  slug: string,
  req: ListingRequest,
): Promise<ListingResult<SlimListing<CategoryListing>>> {
  const result = await loadPages(req, (page) =>
    callForRequest(locale, 'category', { params: { slug }, query: listingQueryOf(req, page) }),
  )
  return toListingResult(result, 'category', true)
}

/** A category's banners (`/general/banner-select/{id}`); none when the call fails (banners are decoration). */
export async function loadCategoryBanners(locale: Locale, categoryId: number): Promise<Banner[]> {
  const r = await callForRequest(locale, 'bannerSelect', { params: { id: categoryId } })
  if (!r.ok) {
    console.warn(`[catalogue] category ${categoryId} banners: ${r.message}`)
    return []
  }
  return categoryBanners(r.data, categoryId)
}

export async function loadSearch(
  locale: Locale,
  query: string,
  req: ListingRequest,
): Promise<ListingResult<SlimListing<SearchResult>>> {
  const result = await loadPages(req, (page) =>
    callForRequest(locale, 'search', { query: { ...listingQueryOf(req, page), query } }),
  )
  return toListingResult(result, 'search')
}
