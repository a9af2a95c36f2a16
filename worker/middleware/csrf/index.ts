import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../types'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Decides whether a mutating request comes from this site. Browsers send Origin on every
 * cross-origin and same-origin POST; Sec-Fetch-Site is the fallback. A request with neither
 * (curl, server-to-server) is allowed only when it carries no cookies to abuse.
 */
export function isSameOriginRequest(req: { url: string; headers: Headers }): boolean {
  const origin = req.headers.get('Origin')
  const target = new URL(req.url).origin
  if (origin && origin !== 'null') return origin === target
  if (origin === 'null') return false
  const site = req.headers.get('Sec-Fetch-Site')
  if (site) return site === 'same-origin' || site === 'none'
  return !req.headers.get('Cookie')
}

/** Mutations from another origin are refused with 403 (CSRF). */
export const csrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw)) {
    return c.json({ error: 'Forbidden: cross-origin request refused' }, 403)
  }
  await next()
}
