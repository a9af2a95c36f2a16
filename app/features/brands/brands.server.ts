import type { z } from 'zod'
import { LIMITS, type Locale } from '#config'
import type { brandDetailSchema, brandSchema } from '#contract/catalogue.ts'
import { callForRequest } from '#platform/request.server.ts'
import { failedForNow } from '#platform/shared/main-content.ts'
import {
  type ListingRequest,
  type ListingResult,
  listingQueryOf,
  loadPagesPastLast,
  namedGroups,
  type SlimListing,
  toListingResult,
} from '../catalogue'
import { type FeaturedBrand, featuredBrandLinks } from './rules'

export type Brand = z.infer<typeof brandSchema>
type AnsweredBrandListing = SlimListing<z.infer<typeof brandDetailSchema>>
/** A brand page's listing: its brand always named (brandNamedBySlug when the answer has none). */
export type BrandListing = Omit<AnsweredBrandListing, 'brand'> & { brand: NonNullable<AnsweredBrandListing['brand']> }

const PAGE_SIZE = 500
const MAX_PAGES = 10

/**
 * Every brand, in the back end's order (featured first). A failure gives an empty list (logged), and
 * `unavailable` when a later try may mend it (failedForNow): the brands page's list is its main
 * content, whose empty state would say the shop has no brands - it says the list is unavailable and
 * answers 503 instead (decision 0099). A refusal (a 4xx) keeps the empty state.
 */
export async function loadBrands(locale: Locale): Promise<{ brands: Brand[]; unavailable: boolean }> {
  const first = await callForRequest(locale, 'brands', { query: { page: 1, page_size: PAGE_SIZE } })
  if (!first.ok) {
    return { brands: [], unavailable: failedForNow(first) }
  }
  const pages = Math.min(first.data.pages, MAX_PAGES)
  if (pages <= 1) return { brands: first.data.data, unavailable: false }
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) =>
      callForRequest(locale, 'brands', { query: { page: i + 2, page_size: PAGE_SIZE } }),
    ),
  )
  return { brands: [...first.data.data, ...rest.flatMap((r) => (r.ok ? r.data.data : []))], unavailable: false }
}

/**
 * The home page's featured brands: the first LIMITS.featuredBrands of the back end's order, asked for
 * as one page of that size. Loading every brand (up to 10 calls of 500 on a large catalogue) to show
 * 12 made an uncached home render parse the whole list. Only what their links show (featuredBrandLinks);
 * a failure gives an empty list (logged).
 */
/** The home page's featured brands; `unavailable` when the call failed as a later try may mend (the home page says a section is missing). */
export async function loadFeaturedBrands(locale: Locale): Promise<{ brands: FeaturedBrand[]; unavailable: boolean }> {
  const query = (page: number) => ({ query: { page, page_size: LIMITS.featuredBrands } })
  const first = await callForRequest(locale, 'brands', query(1))
  if (!first.ok) return { brands: [], unavailable: failedForNow(first) }
  // A back end that pages by its own size (a DRF page of 2 where 12 were asked; session 67's operator
  // audit: the home page showed 2 brands) is asked for its next pages, at most FEATURED_MORE_PAGES more
  // calls in one go: by page number on the same call, never by its `next` URL (another host's; the
  // client keeps to the back end's origin), and a later page that fails only shows fewer brands.
  const got = first.data.data.length
  const more =
    got > 0 && got < LIMITS.featuredBrands
      ? Math.min(Math.ceil(LIMITS.featuredBrands / got) - 1, first.data.pages - 1, FEATURED_MORE_PAGES)
      : 0
  const rest = await Promise.all(Array.from({ length: more }, (_, i) => callForRequest(locale, 'brands', query(i + 2))))
  const brands = [...first.data.data, ...rest.flatMap((r) => (r.ok ? r.data.data : []))]
  return { brands: featuredBrandLinks(brands), unavailable: false }
}

/** The most calls after the first for the home page's brands (a back end paging by a size under LIMITS.featuredBrands). */
export const FEATURED_MORE_PAGES = 2

/** A brand page: the brand and its products, with the category listing's query; the spec's key group titles in the page's language (filter-titles.ts). */
export async function loadBrandListing(
  locale: Locale,
  slug: string,
  req: ListingRequest,
): Promise<ListingResult<BrandListing>> {
  const result = await loadPagesPastLast(req, (page) =>
    callForRequest(locale, 'brand', { params: { slug }, query: listingQueryOf(req, page) }),
  )
  const listing = toListingResult(result, 'brand', true)
  if (listing.status !== 'ok') return listing
  const brand = listing.data.brand ?? brandNamedBySlug(slug)
  return { status: 'ok', data: { ...listing.data, brand, filters: await namedGroups(locale, listing.data.filters) } }
}

/** A brand page answered without its brand: named by its slug (`apple` -> Apple, `de-longhi` -> De Longhi). */
export function brandNamedBySlug(slug: string): NonNullable<BrandListing['brand']> {
  // The route's slug is decoded already: decoding it again threw on a slug with a `%` (a 500).
  const words = slug.split(/[-_\s]+/).filter(Boolean)
  const name = words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join(' ') || slug
  return { id: 0, name, slug, image: null, featured: false, productCount: null, description: '' }
}
