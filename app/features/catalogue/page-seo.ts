import type { PageAddresses } from '#app/shell/seo.ts'
import type { ListingRequest } from './listing'
import { samePathAddresses } from './page-addresses'
import { pageCleanup } from './page-rule'

/**
 * A brand's or a promotion's list page as search engines get it: the query its URL should have
 * (pageCleanup: null when clean, else the route's 301) and its addresses in each language (page 2 is
 * its own canonical). Those routes call it on the server only (createIsomorphicFn): the page a crawler
 * and the page cache get, while a browser's navigations follow the shop's own clean links. So no chunk
 * of it rides beside the category page's first load, whose route applies pageCleanup itself.
 */
export function listPageSeo(
  pathname: string,
  searchStr: string,
  last: number,
  req: Pick<ListingRequest, 'page' | 'cumulative'>,
): { clean: string | null; addresses: PageAddresses } {
  return { clean: pageCleanup(searchStr, last), addresses: samePathAddresses(pathname, req) }
}
