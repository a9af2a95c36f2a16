import { LIMITS, type SortOption } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import type { ApiResult } from '#platform/backend/client.ts'
import { isRefusal } from '#platform/shared/main-content.ts'
import { type CardSource, type SlimListing, slimListing } from './card'
import { toApiFilters } from './filter-edit'
import { parseFilterParam } from './filter-query'

export interface ListingRequest {
  page: number
  sort: SortOption
  filter?: string
  /** Load-more mode shows pages 1..page, so a reload restores everything that was shown. */
  cumulative?: boolean
}

export type ListingResult<T> =
  | { status: 'ok'; data: T }
  | { status: 'not-found' }
  /** `refused`: the back end refused the request (a 4xx): trying again later will not help (decision 0099). */
  | { status: 'error'; message: string; refused?: boolean }

/**
 * Listing helpers shared by category, brand, promotion and search pages: the query every listing
 * sends (page, page_size, sort, filters) and load-more mode's pages 1..n merged into one answer.
 */
export function listingQueryOf(req: ListingRequest, page: number) {
  return {
    page,
    page_size: LIMITS.listingPageSize,
    sort: req.sort,
    filters: toApiFilters(parseFilterParam(req.filter)),
  }
}

export async function loadPages<T extends { products: ProductCard[]; data: ProductCard[] }>(
  req: ListingRequest,
  load: (page: number) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const last = req.cumulative ? Math.min(req.page, LIMITS.maxLoadMorePages) : 1
  const pages = req.cumulative ? Array.from({ length: last }, (_, i) => i + 1) : [req.page]
  const results = await Promise.all(pages.map(load))
  const failed = results.find((r) => !r.ok)
  if (failed) return failed
  const ok = results as { ok: true; status: number; data: T }[]
  const base = ok[ok.length - 1]!
  if (ok.length === 1) return base
  const products = ok.flatMap((r) => r.data.products)
  return { ...base, data: { ...base.data, products, data: products } }
}

/**
 * loadPages for a list whose URL names its page: a page past the last is found and answered with the
 * first page, which says how many there are, so the route can send the address to the last one
 * (pageCleanup) instead of showing not-found or an empty list. Past the last is a 404 (as Django's
 * paginator answers) or a later page without a card: a back end that pages by next/previous links
 * only builds them from the page number (page 99's previous is 98), so its answer claims the page
 * (the listing's pages count it) - but no page after the first is empty. The first page is taken only
 * when it says fewer pages than the one asked for.
 */
export async function loadPagesPastLast<T extends { products: ProductCard[]; data: ProductCard[]; pages: number }>(
  req: ListingRequest,
  load: (page: number) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  // The card count of the last page asked for (in load-more mode the merged answer hides it).
  const cards = new Map<number, number>()
  const result = await loadPages(req, async (page) => {
    const answer = await load(page)
    if (answer.ok) cards.set(page, answer.data.products.length)
    return answer
  })
  const asked = Math.max(...cards.keys(), 1)
  const pastLast = result.ok ? asked > 1 && cards.get(asked) === 0 : result.status === 404
  if (!pastLast || req.page <= 1) return result
  const first = await load(1)
  return first.ok && first.data.pages < req.page ? first : result
}

/**
 * A listing for the page: card-sized products (card.ts), 404 as not-found, other failures as an
 * error. `bySlug`: the listing is addressed by a slug in the path (a category, a brand), so a 400 is
 * the back end refusing that address (the reference one refuses slugs over 300 characters) - the
 * not-found page, not "try again later" for an address that can never work.
 */
export function toListingResult<T extends { products: CardSource[]; data?: unknown }>(
  result: ApiResult<T>,
  _tag: string,
  bySlug = false,
): ListingResult<SlimListing<T>> {
  if (result.ok) return { status: 'ok', data: slimListing(result.data) }
  if (result.status === 404 || (bySlug && result.status === 400)) return { status: 'not-found' }
  // The client logged the failure with what the back end said (logCallFailure, once a minute per call);
  // the message is only the call and the failure's kind and status, as it is dehydrated into the page (review r64).
  return { status: 'error', message: result.message, refused: isRefusal(result.status) }
}
