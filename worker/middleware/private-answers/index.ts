import type { MiddlewareHandler } from 'hono'
import { setResponseHeader } from '../../lib/response-headers'
import type { AppEnv } from '../../types'

/**
 * Server-function answers (`/_serverFn/*`) are a shopper's own - orders, profile, addresses - or
 * depend on their cookies: no browser or shared cache in front of the Worker (an operator's "cache
 * everything" rule, a company proxy) may keep them. An answer that names its own Cache-Control keeps it.
 */
export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'private, no-store')
}
