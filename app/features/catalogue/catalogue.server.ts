import { type PageAddresses, pageAddresses } from '#app/shell/seo.ts'
import { LOCALES, type Locale } from '#config'
import type { CategoryListing, SearchResult } from '#contract/catalogue.ts'
import { callForRequest } from '#platform/request.server.ts'
import type { SlimListing } from './card'
import { type Banner, categoryBanners } from './category-banners'
import { ownSlug } from './category-slug.server'
import { namedGroups } from './filter-titles'
import { type ListingRequest, type ListingResult, listingQueryOf, loadPagesPastLast, toListingResult } from './listing'
import { pageQuery } from './page-addresses'

/** A category listing with its address in every language (app/shell/seo.ts), for canonical and hreflang. */
export type CategoryPageListing = SlimListing<CategoryListing> & { addresses: PageAddresses }

/** `redirect`: the category was asked for by another language's slug; `slug` is its own in this language. */
export type CategoryListingResult = ListingResult<CategoryPageListing> | { status: 'redirect'; slug: string }

export async function loadCategoryListing(
  locale: Locale,
  slug: string,
  req: ListingRequest,
): Promise<CategoryListingResult> {
  const load = (page: number) =>
    callForRequest(locale, 'category', { params: { slug }, query: listingQueryOf(req, page) })
  const listing = toListingResult(await loadPagesPastLast(req, load), 'category', true)
  if (listing.status !== 'ok') return listing
  // A back end whose answer names no category (spec 7.2 promises only the products): the page is the
  // one asked for, under the slug it was asked by, and its other languages' addresses are that slug
  // under their prefixes (as seoLinks names a page without slugs).
  if (!listing.data.category.url) {
    const slugs = Object.fromEntries(LOCALES.map((l) => [l, slug])) as Record<Locale, string>
    listing.data.category = { ...listing.data.category, url: slug, slugs }
  }
  const own = ownSlug(slug, listing.data.category)
  if (own) return { status: 'redirect', slug: own }
  const query = pageQuery(req)
  const filters = await namedGroups(locale, listing.data.filters)
  return {
    status: 'ok',
    data: { ...listing.data, filters, addresses: pageAddresses(locale, '', listing.data.category, query) },
  }
}

/** A category's banners (`/general/banner-select/{id}`); none when the call fails (banners are decoration). */
export async function loadCategoryBanners(locale: Locale, categoryId: number): Promise<Banner[]> {
  const r = await callForRequest(locale, 'bannerSelect', { params: { id: categoryId } })
  if (!r.ok) {
    return []
  }
  return categoryBanners(r.data, categoryId)
}

export async function loadSearch(
  locale: Locale,
  query: string,
  req: ListingRequest,
): Promise<ListingResult<SlimListing<SearchResult>>> {
  // A page past the last answers with the first, which says how many there are: the route sends the
  // address to the last (pageCleanup), as a category's does, not an empty or not-found list.
  const result = await loadPagesPastLast(req, (page) =>
    callForRequest(locale, 'search', { query: { ...listingQueryOf(req, page), query } }),
  )
  const listing = toListingResult(result, 'search')
  if (listing.status !== 'ok') return listing
  return { status: 'ok', data: { ...listing.data, filters: await namedGroups(locale, listing.data.filters) } }
}
