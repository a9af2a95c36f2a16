import { type PageAddresses, withLocale } from '#app/shell/seo.ts'
import { LIMITS, LOCALES } from '#config'
import type { ListingRequest } from './listing'
import { MAX_PAGE } from './listing-search'

/**
 * The one page rule of a listing URL, given the listing's last page: spec 2.3 "page 1 removes it"
 * (page=1, 0, junk: no parameter), and a page past the last one is the last one (page=8 of 7, or
 * page=99999, which asks the back end for page 1: validateListingSearch drops it). The query the URL
 * should have, the other parameters kept in their order; null when the URL is already clean. The
 * listing routes (category, brand, promotion) answer the clean URL with a 301, like articles. A module
 * of its own: only those routes' loaders use it, so it rides in their chunks, not in every page's first load.
 */
export function pageCleanup(searchStr: string, last: number): string | null {
  const params = new URLSearchParams(searchStr)
  const raw = params.get('page')
  if (raw === null) return null
  const asked = Number(raw)
  const page = Number.isInteger(asked) ? Math.min(asked, last, MAX_PAGE) : 1
  if (page > 1 && String(page) === raw) return null
  if (page > 1) params.set('page', String(page))
  else params.delete('page')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * The query of a list page's canonical and alternates: each page is its own (`?page=N`), page 1 has
 * none, and load-more mode shows at most maxLoadMorePages. Sort and filter stay out of it.
 */
export function pageQuery(req: Pick<ListingRequest, 'page' | 'cumulative'>): string {
  const page = req.cumulative ? Math.min(req.page, LIMITS.maxLoadMorePages) : req.page
  return page > 1 ? `?page=${page}` : ''
}

/**
 * The addresses of a list page whose path is the same in every language (a brand's, a promotion's
 * slug has one spelling): its path under each language prefix with its page (pageQuery), so page 2's
 * canonical is page 2, as a category's is.
 */
export function samePathAddresses(pathname: string, req: Pick<ListingRequest, 'page' | 'cumulative'>): PageAddresses {
  const query = pageQuery(req)
  return Object.fromEntries(LOCALES.map((l) => [l, `${withLocale(pathname, l)}${query}`])) as PageAddresses
}
