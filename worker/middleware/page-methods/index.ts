import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../types'

/** What a page (and the Worker's own GET endpoints: the sitemap, robots.txt, /healthz) answers. */
export const PAGE_METHODS = 'GET, HEAD'

/**
 * Pages answer GET and HEAD only. Anything else - PUT, DELETE, PROPFIND, a POST to a page or to the
 * sitemap - is a 405 naming the methods, not a full render (which a stranger could repeat without
 * the page cache's help) nor the shop's HTML 404 page. Server functions (/_serverFn/*) take POST and
 * pass; the /api and /ws routes answer before this. OPTIONS gets the methods with 204.
 */
export const pageMethods: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD' || c.req.path.startsWith('/_serverFn/')) return next()
  c.header('Allow', PAGE_METHODS)
  if (method === 'OPTIONS') return c.body(null, 204)
  return c.text(`Method Not Allowed: this address answers ${PAGE_METHODS}`, 405)
}
