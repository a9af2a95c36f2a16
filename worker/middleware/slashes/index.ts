import type { MiddlewareHandler } from 'hono'
import { cleanPath } from '#platform/paths.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/** Trailing slashes, double slashes and capitals in a page path get a 301 to the clean path (paths.cleanPath) before the page cache; the query string is kept. */
export const slashes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  const cleaned = cleanPath(url.pathname)
  if (cleaned !== url.pathname && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    return c.redirect(cleaned + url.search, 301)
  }
  await next()
}
