import type { MiddlewareHandler } from 'hono'
import { cleanPath, isUnprefixedPath } from '#platform/paths.ts'
import { canonicalPageQuery } from '#platform/shared/page-param.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'
import { searchAliasTarget } from './search-alias'

/**
 * Trailing slashes, double slashes and capitals in a page path get a 301 to the clean path
 * (paths.cleanPath) before the page cache, and so does a shop page's `?page` spelled any other way
 * than spec 2.3's (platform/shared/page-param.ts: page 1, 0 or junk is no parameter, `02` is `2`, a
 * second `page` is dropped), the rest of the query as it came: one hop for both, before the router,
 * whose own answer to a respelled search is a temporary redirect (307). The search page's `?q=` gets a
 * 301 to its `?query=` (search-alias.ts). A page past a list's last is the route's to answer.
 */
export const slashes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = requestUrl(c)
  const cleaned = cleanPath(url.pathname)
  // Only the shop's pages: the Worker's own endpoints (the sitemap's ?page) read their queries themselves.
  const page = isUnprefixedPath(cleaned) ? null : canonicalPageQuery(url.search)
  if (cleaned !== url.pathname || page !== null) {
    const target = cleaned + (page ?? url.search)
    // `/ro/search/?q=ab`: straight to `?query=ab`, one hop.
    return c.redirect(searchAliasTarget(new URL(target, url)) ?? target, 301)
  }
  const alias = searchAliasTarget(url)
  if (alias) return c.redirect(alias, 301)
  await next()
}
