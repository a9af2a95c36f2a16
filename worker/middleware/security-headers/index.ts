import type { Context, MiddlewareHandler } from 'hono'
import { base64url } from '#contract/base64url.ts'
import { mapTilesConfig, tilesOrigin } from '#platform/shared/map-tiles.ts'
import { type CspDirective, type CspSources, decodeCspSources, TAGS_CSP_HEADER } from '../../html/site-tags'
import { setResponseHeader } from '../../lib/response-headers'
import type { AppEnv } from '../../types'

/** A fresh, unguessable CSP nonce per response. */
export function createNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)))
}

/**
 * The Content-Security-Policy for HTML pages: scripts only with the nonce, no framing. `tags` are the
 * configured analytics tags' origins (cspFor, decision 0028), the site font's (fontSources,
 * decision 0027) and the captcha's (captchaSources), appended to their directives; none leaves the policy as it was.
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: string[], tags: CspSources = {}): string {
  const plus = (d: CspDirective) => (tags[d]?.length ? ` ${tags[d].join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${plus('script-src')}`,
    `style-src 'self' 'unsafe-inline'${plus('style-src')}`,
    `${`img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim()}${plus('img-src')}`,
    `font-src 'self' data:${plus('font-src')}`,
    `connect-src 'self' ws: wss:${plus('connect-src')}`,
    `frame-src 'self' https://www.youtube-nocookie.com${plus('frame-src')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : []
  } catch {
    return []
  }
}

/**
 * The operator's image origins (IMAGE_ORIGINS, decision 0098), or `https:` when unset: without it a
 * back end whose images live on a CDN showed every product image blocked. An entry that is not an
 * http(s) origin is left out; set but naming none, only the back end's own origin and the tiles remain.
 */
export function imageOrigins(configured: string | undefined): string[] {
  if (configured === undefined || configured.trim() === '') return ['https:']
  return configured.split(/[\s,]+/).flatMap((entry) => {
    try {
      const url = new URL(entry)
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : []
    } catch {
      return []
    }
  })
}

/** The shops map's tile origin (platform/shared/map-tiles.ts), allowed as an image source. */
function mapTileOrigins(env: object): string[] {
  const tiles = mapTilesConfig(env)
  const origin = tiles ? tilesOrigin(tiles.url) : null
  return origin ? [origin] : []
}

let knownImageOrigins: { from: string; origins: string[] } | undefined
/**
 * The CSP's image origins for these variables: the back end's, the operator's (IMAGE_ORIGINS) and the
 * map tiles'. Worked out once per isolate and set of values - every page answer, a HIT too, used to
 * parse the same URLs again.
 */
function cspImageOrigins(env: AppEnv['Bindings']): string[] {
  const vars = env as unknown as Record<string, unknown>
  const from = JSON.stringify([env.ADMIN_API_URL, env.IMAGE_ORIGINS, vars.MAP_TILES_URL, vars.MAP_TILES_ATTRIBUTION])
  if (knownImageOrigins?.from !== from)
    knownImageOrigins = {
      from,
      origins: [...originOf(env.ADMIN_API_URL), ...imageOrigins(env.IMAGE_ORIGINS), ...mapTileOrigins(env)],
    }
  return knownImageOrigins.origins
}

/** The headers every answer carries, whatever its type: c.res gets them (copied once if immutable). */
export function setPlainSecurityHeaders(c: Context): void {
  const set = (name: string, value: string) => setResponseHeader(c, name, value)
  set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  set('X-Content-Type-Options', 'nosniff')
  set('Referrer-Policy', 'strict-origin-when-cross-origin')
  set('X-Frame-Options', 'DENY')
  set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
}

/**
 * Security headers on every response; the CSP on HTML. The nonce is created before rendering so
 * the renderer can put it on every script tag it writes.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = createNonce()
  c.set('nonce', nonce)
  await next()
  const set = (name: string, value: string) => setResponseHeader(c, name, value)
  setPlainSecurityHeaders(c)
  // The render's (or the cached page's) tag origins; the internal header never leaves the Worker.
  const tags = decodeCspSources(c.res.headers.get(TAGS_CSP_HEADER))
  if (c.res.headers.has(TAGS_CSP_HEADER)) {
    try {
      c.res.headers.delete(TAGS_CSP_HEADER)
    } catch {
      c.res = new Response(c.res.body, c.res)
      c.res.headers.delete(TAGS_CSP_HEADER)
    }
  }
  if ((c.res.headers.get('Content-Type') ?? '').includes('text/html')) {
    // A page differs by the viewer's group and age flag (cookies): no cache in front of the Worker may
    // keep it for others, and a browser asks again. Our own page cache (decision 0005) is inside, and a
    // page that names its own Cache-Control (no-store on personal pages) keeps it.
    if (!c.res.headers.has('Cache-Control')) set('Cache-Control', 'private, no-cache')
    set('Content-Security-Policy', contentSecurityPolicy(nonce, cspImageOrigins(c.env), tags))
  }
}
