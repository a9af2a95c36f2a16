import { type PageAddresses, withLocale } from '#app/shell/seo.ts'
import { LIMITS, LOCALES } from '#config'
import type { ListingRequest } from './listing'

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
