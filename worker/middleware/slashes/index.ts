import type { MiddlewareHandler } from 'hono'
import { cleanPath } from '#platform/paths.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'
import { searchAliasTarget } from './search-alias'

/**
 * The query of a redirect this middleware makes anyway, with the list pages' page rule applied
 * (app/features/catalogue/page-rule.ts: page 1, 0 or junk is no parameter, `02` is `2`), so that
 * `/ro/brands/apple/?page=1` is one hop to `/ro/brands/apple`, not two. The other keys as they were;
 * a page past a list's last is the route's to answer.
 */
export function withCleanPage(search: string): string {
  const params = new URLSearchParams(search)
  const raw = params.get('page')
  if (raw === null) return search
  const page = Number(raw)
  if (Number.isInteger(page) && page > 1) {
    if (String(page) === raw) return search
    params.set('page', String(page))
  } else params.delete('page')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * Trailing slashes, double slashes and capitals in a page path get a 301 to the clean path
 * (paths.cleanPath) before the page cache; the query string is kept, but for a page 1 or a junk page
 * (withCleanPage). The search page's `?q=` gets a 301 to its `?query=` (search-alias.ts).
 */
export const slashes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = requestUrl(c)
  const cleaned = cleanPath(url.pathname)
  if (cleaned !== url.pathname) {
    const target = cleaned + withCleanPage(url.search)
    // `/ro/search/?q=ab`: straight to `?query=ab`, one hop.
    return c.redirect(searchAliasTarget(new URL(target, url)) ?? target, 301)
  }
  const alias = searchAliasTarget(url)
  if (alias) return c.redirect(alias, 301)
  await next()
}
