import type { z } from 'zod'
import type { Locale } from '#config'
import { parseFilterQuery, type promosResultSchema } from '#contract/catalogue.ts'
import type { promotionSchema } from '#contract/content.ts'
import { reportContentExpiry } from '#platform/backend/content-expiry.ts'
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
import { activePromotions, plainText } from './rules'

export type Promotion = z.infer<typeof promotionSchema>
export type PromosListing = SlimListing<z.infer<typeof promosResultSchema>>

const PAGE_SIZE = 100

/**
 * Promotions still running (expireDate in the future). A failure gives an empty list (logged) and
 * `unavailable` when a later try may mend it (not a 4xx): the list page answers 503 and the home page
 * says a section is missing (decision 0099).
 */
export async function loadPromotions(
  locale: Locale,
  now = Date.now(),
): Promise<{ promotions: Promotion[]; unavailable: boolean }> {
  const result = await callForRequest(locale, 'promotions', { query: { page: 1, page_size: PAGE_SIZE } })
  if (!result.ok) {
    return { promotions: [], unavailable: failedForNow(result) }
  }
  const promotions = activePromotions(result.data.data, now)
  // A page listing them is kept no longer than the first of them runs (spec 3).
  reportEndings(promotions)
  return { promotions, unavailable: false }
}

/** The running promotions' ends, for the page cache: a page listing them is not kept past the first. */
function reportEndings(promotions: readonly { expireDate: string | null | undefined }[]) {
  reportContentExpiry(promotions.map((p) => Date.parse(p.expireDate ?? '')))
}

/**
 * Promotion products with filters (GET /general/v2/promos/), plus the running promotions; the spec's
 * key group titles in the page's language (filter-titles.ts).
 */
export async function loadPromos(locale: Locale, req: ListingRequest): Promise<ListingResult<PromosListing>> {
  const result = await loadPagesPastLast(req, (page) =>
    callForRequest(locale, 'promos', { query: promosQuery(listingQueryOf(req, page)) }),
  )
  const listing = toListingResult(result, 'promos')
  if (listing.status !== 'ok') return listing
  // The promotion page shows its promotion only while it runs (offerPageState).
  reportEndings(activePromotions(listing.data.promos, Date.now()))
  return { status: 'ok', data: { ...listing.data, filters: await namedGroups(locale, listing.data.filters) } }
}

/** The most characters a `filters` query may have (the contract's listingQuerySchema). */
const MOST_FILTER_CHARS = 2000
/** Filter keys whose values are ids: sent as JSON numbers, as the contract's example has them. */
const ID_KEYS = new Set(['brand_id', 'categoryId'])

/**
 * The promos call with its `filters` as JSON (spec 7.1: "GET /general/v2/promos/ | filters as JSON"):
 * `{"brand_id":[3],"color":["black"],"price":[100,500]}` (an open side of the price null), not the
 * listings' `brand_id:3;color:black;price:100-500`, which a back end that reads the spec's JSON cannot
 * parse (a 400 is the promotion's not-found page). The reference back end reads both (parseFilterQuery).
 * A selection whose JSON would be longer than the query allows is sent in the short form.
 */
function promosQuery<Q extends { filters?: string }>(query: Q): Q {
  const selection = query.filters ? parseFilterQuery(query.filters) : null
  if (!selection) return query
  const json: Record<string, (string | number | null)[]> = {}
  for (const [key, values] of Object.entries(selection)) {
    if (key === 'price') {
      const [from = '', to = ''] = values[0]?.split('-') ?? []
      json.price = [from ? Number(from) : null, to ? Number(to) : null]
    } else json[key] = ID_KEYS.has(key) ? values.map((v) => (/^\d{1,15}$/.test(v) ? Number(v) : v)) : values
  }
  const filters = JSON.stringify(json)
  return filters.length > MOST_FILTER_CHARS ? query : { ...query, filters }
}

/**
 * The promotion page's text: GET /general/promotions/{id} (spec 7.1), its description as plain
 * text. The page's products come with filters from the promos call; a failure here leaves only the
 * text out (logged).
 */
export async function loadPromotionText(locale: Locale, id: number): Promise<string | null> {
  const result = await callForRequest(locale, 'promotion', { params: { id } })
  if (!result.ok) {
    return null
  }
  return plainText(result.data.description) || null
}
