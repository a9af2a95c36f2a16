import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types'

/**
 * The shop's public origin (issue #13, decision 0012-threat-model). Every absolute URL the shop
 * writes - canonical, hreflang, JSON-LD, share links, the sitemap, hydration data - is built from
 * the configured `PUBLIC_ORIGIN`, never from the request's Host header, because a page rendered for
 * one request is cached and served to everyone. Unset, the shop is in local development and answers
 * only on loopback addresses, each under its own origin (`npm start`, the tests, the bench).
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export interface OriginEnv {
  PUBLIC_ORIGIN?: string
}

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase())
}

/**
 * The configured origin, normalised (`https://shop.example`), or null when unset. A value that is
 * not a bare http(s) origin, or plain http on a public host, is a configuration error.
 */
export function configuredOrigin(env: OriginEnv): string | null {
  const raw = env.PUBLIC_ORIGIN?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new OriginConfigError(`PUBLIC_ORIGIN is not a URL: ${JSON.stringify(raw.slice(0, 100))}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OriginConfigError('PUBLIC_ORIGIN must be an http(s) origin')
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new OriginConfigError('PUBLIC_ORIGIN must be a bare origin like https://shop.example (no path, query or credentials)')
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) throw new OriginConfigError('PUBLIC_ORIGIN must use https outside local development')
  return url.origin
}

export class OriginConfigError extends Error {}

/** The origin to write into pages for this request: the configured one, else a loopback request's own; null when the request may not be served. */
export function publicOriginFor(env: OriginEnv, requestUrl: URL): string | null {
  const configured = configuredOrigin(env)
  if (configured) return configured
  return isLoopbackHost(requestUrl.hostname) ? requestUrl.origin : null
}

/** Like publicOriginFor, but never throws (for renderers that only need a best answer). */
export function safePublicOrigin(env: OriginEnv, requestUrl: URL | null): string {
  try {
    return (requestUrl ? publicOriginFor(env, requestUrl) : configuredOrigin(env)) ?? ''
  } catch {
    return ''
  }
}

/** Paths answered on any host: the health check of a load balancer that asks by IP. */
const ANY_HOST = new Set(['/healthz'])

/**
 * Requests for another host or scheme than the public origin: GET and HEAD are redirected (301) to
 * the same path on the public origin - a fixed origin, so no open redirect - and other methods get
 * 421. Without PUBLIC_ORIGIN, non-loopback hosts get 421 too: a deployment must name its origin.
 */
export const canonicalHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  if (ANY_HOST.has(url.pathname)) return next()
  let origin: string | null
  try {
    origin = publicOriginFor(c.env, url)
  } catch (error) {
    console.error('[origin]', String(error))
    return c.text(`Service Unavailable: the shop is misconfigured (${(error as Error).message})`, 503)
  }
  if (origin === null) return c.text('Misdirected Request: this shop answers only at its configured address (PUBLIC_ORIGIN is not set)', 421)
  if (url.origin === origin) return next()
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(`${origin}${url.pathname}${url.search}`, 301)
  return c.text(`Misdirected Request: send this request to ${origin}`, 421)
}
