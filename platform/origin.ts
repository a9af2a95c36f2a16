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
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OriginConfigError('PUBLIC_ORIGIN must be an http(s) origin')
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new OriginConfigError(
      'PUBLIC_ORIGIN must be a bare origin like https://shop.example (no path, query or credentials)',
    )
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new OriginConfigError('PUBLIC_ORIGIN must use https outside local development')
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
