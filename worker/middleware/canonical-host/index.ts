import type { MiddlewareHandler } from 'hono'
import { publicOriginFor } from '#platform/origin.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/** Paths answered on any host: the health check of a load balancer that asks by IP. */
const ANY_HOST = new Set(['/healthz'])

/**
 * Requests for another host or scheme than the public origin: GET and HEAD are redirected (301) to
 * the same path on the public origin - a fixed origin, so no open redirect - and other methods get
 * 421. Without PUBLIC_ORIGIN, non-loopback hosts get 421 too: a deployment must name its origin.
 */
export const canonicalHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  if (ANY_HOST.has(url.pathname)) return next()
  let origin: string | null
  try {
    origin = publicOriginFor(c.env, url)
  } catch (error) {
    console.error('[origin]', String(error))
    return c.text(`Service Unavailable: the shop is misconfigured (${(error as Error).message})`, 503)
  }
  if (origin === null)
    return c.text(
      'Misdirected Request: this shop answers only at its configured address (PUBLIC_ORIGIN is not set)',
      421,
    )
  if (url.origin === origin) return next()
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(`${origin}${url.pathname}${url.search}`, 301)
  return c.text(`Misdirected Request: send this request to ${origin}`, 421)
}
