import { canonicalPageQuery, MAX_LIST_PAGE } from '#platform/shared/page-param.ts'

/**
 * The one page rule of a listing URL, given the listing's last page: spec 2.3 "page 1 removes it"
 * (page=1, 0, junk: no parameter), and a page past the last one is the last one (page=8 of 7, or
 * page=99999, which asks the back end for page 1: validateListingSearch drops it). The query the URL
 * should have, the other parameters kept as they came (canonicalPageQuery, the Worker's own page
 * rule); null when the URL is already clean. The listing routes (category, brand, promotion) answer
 * the clean URL with a 301, like articles. A module of its own: only the category route's loader
 * imports it in the browser (the brand's and the promotion's apply it on the server:
 * serverPageCleanup), so it rides in that route's chunk.
 */
export function pageCleanup(searchStr: string, last: number): string | null {
  return canonicalPageQuery(searchStr, Math.min(last, MAX_LIST_PAGE))
}
