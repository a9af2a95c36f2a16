import type { MiddlewareHandler } from 'hono'
import { cleanPath } from '#platform/paths.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'
import { searchAliasTarget } from './search-alias'

/**
 * Trailing slashes, double slashes and capitals in a page path get a 301 to the clean path
 * (paths.cleanPath) before the page cache; the query string is kept. The search page's `?q=` gets a
 * 301 to its `?query=` (search-alias.ts).
 */
export const slashes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = requestUrl(c)
  const cleaned = cleanPath(url.pathname)
  if (cleaned !== url.pathname) return c.redirect(cleaned + url.search, 301)
  const alias = searchAliasTarget(url)
  if (alias) return c.redirect(alias, 301)
  await next()
}
