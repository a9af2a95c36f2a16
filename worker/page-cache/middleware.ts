import type { Context, MiddlewareHandler } from 'hono'
import { COOKIES, PAGE_CACHE_LOOKUP_TIMEOUT_MS, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_TTL_SECONDS, TIMINGS } from '../../app.config'
import { readCookie } from '../cookies'
import type { AppEnv } from '../types'
import { cacheKey, localeOf, MAX_KEY_BYTES, normaliseGroupId, pathPrefix, requestSkipReason, sitePrefix } from './key'
import { type PageCacheEnv, type PageCacheStore, storeFromEnv } from './store'

export const PAGE_CACHE_HEADER = 'x-page-cache'
/** Stands in for the CSP nonce inside stored HTML; a hit gets the new response's nonce. */
export const NONCE_PLACEHOLDER = '__PAGE_CACHE_NONCE__'
/** Response headers a cached page keeps; the security headers (CSP with its nonce) are set per response. */
const KEPT_HEADERS = ['content-type', 'content-language', 'cache-control', 'link', 'vary', 'x-robots-tag']

export interface StoredPage {
  /** Status (always 200 today). */
  s: number
  /** Kept headers. */
  h: [string, string][]
  /** HTML with the nonce replaced by the placeholder. */
  b: string
  /** Expiry, ms since the epoch (the stores expire entries too; this guards clock-free stores). */
  e: number
}

export interface PageCacheOptions {
  /** Picks the store for a request; defaults to Upstash/KV from the bindings. */
  store?: (env: PageCacheEnv) => PageCacheStore | null
  ttlSeconds?: number
  lookupTimeoutMs?: number
  storeTimeoutMs?: number
  now?: () => number
}

type Ctx = Context<AppEnv>

class TimeoutError extends Error {}

/** Rejects after `ms` without cancelling the work (a store call cannot be aborted). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function waitUntil(c: Ctx, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (plain app.fetch without ctx): the promise still runs.
  }
}

function mark(response: Response, state: 'HIT' | 'MISS' | 'BYPASS'): Response {
  try {
    response.headers.set(PAGE_CACHE_HEADER, state)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(PAGE_CACHE_HEADER, state)
    return copy
  }
}

/** Why a rendered response must not be stored, or null when it may. */
export function responseSkipReason(response: Response): string | null {
  if (response.status !== 200) return 'status'
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return 'not-html'
  if (response.headers.getSetCookie().length > 0 || response.headers.has('set-cookie')) return 'sets-cookie'
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  if (/\b(private|no-store)\b/.test(cacheControl)) return 'private'
  if (!response.body) return 'no-body'
  return null
}

function keyFor(c: Ctx, url: URL): string | null {
  const groupId = normaliseGroupId(readCookie(c, COOKIES.userGroupId))
  if (groupId === null) return null
  const key = cacheKey({
    siteToken: c.env.SITE_TOKEN ?? '',
    groupId,
    locale: localeOf(url.pathname),
    ageValid: readCookie(c, COOKIES.isAgeValid) === 'true',
    path: url.pathname,
  })
  return new TextEncoder().encode(key).length <= MAX_KEY_BYTES ? key : null
}

function replayed(page: StoredPage, nonce: string): Response {
  const headers = new Headers(page.h)
  return new Response(page.b.replaceAll(NONCE_PLACEHOLDER, nonce), { status: page.s, headers })
}

/**
 * The edge page cache (docs/decisions/0005-page-cache.md). Looks the page up before rendering;
 * after a cacheable render, stores it in waitUntil with a timeout. Every response it passes says
 * `x-page-cache: HIT | MISS | BYPASS`. A failing or slow store is logged and the page is served uncached.
 */
export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const pickStore = options.store ?? storeFromEnv
  const ttl = options.ttlSeconds ?? PAGE_CACHE_TTL_SECONDS
  const lookupTimeout = options.lookupTimeoutMs ?? PAGE_CACHE_LOOKUP_TIMEOUT_MS
  const storeTimeout = options.storeTimeoutMs ?? TIMINGS.pageCacheStoreTimeout
  const now = options.now ?? Date.now

  return async (c, next) => {
    const url = new URL(c.req.url)
    const env = c.env as AppEnv['Bindings'] & PageCacheEnv
    let store: PageCacheStore | null = null
    try {
      store = pickStore(env)
    } catch (error) {
      console.warn('[page-cache] store unavailable', error)
    }
    const key =
      store && requestSkipReason(c.req.method, url) === null && readCookie(c, COOKIES.devMode) !== 'true' ? keyFor(c, url) : null
    if (!store || !key) {
      await next()
      c.res = mark(c.res, 'BYPASS')
      return
    }

    let lookupFailed = false
    try {
      const raw = await withTimeout(store.get(key), lookupTimeout, 'page cache lookup')
      if (raw) {
        const page = JSON.parse(raw) as StoredPage
        if (page && typeof page.b === 'string' && page.e > now()) return mark(replayed(page, c.get('nonce')), 'HIT')
      }
    } catch (error) {
      lookupFailed = true
      console.warn(`[page-cache] lookup failed (${store.name}), serving uncached:`, String(error))
    }

    await next()
    const response = c.res
    if (lookupFailed || responseSkipReason(response) !== null) {
      c.res = mark(response, 'BYPASS')
      return
    }

    // Stream the page to the shopper; store the other branch after the response, bounded in time.
    const [toClient, toStore] = (response.body as ReadableStream<Uint8Array>).tee()
    const headers: [string, string][] = []
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) headers.push([name, value])
    }
    const nonce = c.get('nonce')
    const activeStore = store
    const write = (async () => {
      const html = await new Response(toStore).text()
      if (html.length > PAGE_CACHE_MAX_BYTES) return
      const page: StoredPage = { s: response.status, h: headers, b: nonce ? html.replaceAll(nonce, NONCE_PLACEHOLDER) : html, e: now() + ttl * 1000 }
      await activeStore.put(key, JSON.stringify(page), ttl)
    })()
    waitUntil(
      c,
      withTimeout(write, storeTimeout, 'page cache store').catch((error) => {
        console.warn(`[page-cache] store failed (${activeStore.name}), page served uncached:`, String(error))
      }),
    )
    const out = new Response(toClient, response)
    c.res = mark(out, 'MISS')
  }
}

function timingSafeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

/**
 * POST /__cache/purge - `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>` and a JSON body
 * `{ "path": "/ro/telefoane" }` (every variant of one page), `{ "prefix": "/ro/" }` or `{ "all": true }`
 * (this site's pages). 401 without a token, 403 with a wrong one or when no secret is configured.
 */
export function pageCachePurge(options: Pick<PageCacheOptions, 'store'> = {}): (c: Ctx) => Promise<Response> {
  const pickStore = options.store ?? storeFromEnv
  return async (c) => {
    const env = c.env as AppEnv['Bindings'] & PageCacheEnv
    const auth = c.req.header('Authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(auth)
    if (!match) return c.json({ error: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' })
    const secret = env.PAGE_CACHE_PURGE_TOKEN
    if (!secret || !timingSafeEqual(match[1] ?? '', secret)) return c.json({ error: 'Forbidden' }, 403)

    let body: { path?: unknown; prefix?: unknown; all?: unknown }
    try {
      body = await c.req.json()
    } catch {
      return c.json({ error: 'Body must be JSON: {path} | {prefix} | {all: true}' }, 400)
    }
    const token = c.env.SITE_TOKEN ?? ''
    let prefix: string
    if (body?.all === true) prefix = sitePrefix(token)
    else if (typeof body?.path === 'string' && body.path.startsWith('/')) prefix = pathPrefix(token, body.path)
    else if (typeof body?.prefix === 'string' && body.prefix.startsWith('/')) prefix = `${sitePrefix(token)}${body.prefix}`
    else return c.json({ error: 'Body must be JSON: {path} | {prefix} | {all: true}; paths start with /' }, 400)

    const store = pickStore(env)
    if (!store) return c.json({ purged: 0, store: null })
    try {
      const purged = await store.deletePrefix(prefix)
      return c.json({ purged, store: store.name })
    } catch (error) {
      console.error('[page-cache] purge failed', error)
      return c.json({ error: 'Purge failed' }, 502)
    }
  }
}
