import type { Context, MiddlewareHandler } from 'hono'
import { COOKIES, PAGE_CACHE_LOOKUP_TIMEOUT_MS, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MEMORY_MAX_CHARS, PAGE_CACHE_MEMORY_TTL_MS, PAGE_CACHE_TTL_SECONDS, TIMINGS } from '../../app.config'
import { readCookie } from '../cookies'
import type { AppEnv } from '../types'
import { cacheKey, knownGroupIds, localeOf, MAX_KEY_BYTES, normaliseGroupId, normalisePath, pathPrefix, requestSkipReason, sitePrefix } from './key'
import { withRenderRecord } from './render-record'
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

/**
 * The stored value: one line of JSON metadata, a newline, then the HTML as it is (no JSON escaping
 * of a 100+ kB page, so a hit is a slice and one replaceAll).
 */
export function encodePage(page: StoredPage): string {
  return `${JSON.stringify({ s: page.s, h: page.h, e: page.e })}\n${page.b}`
}

export function decodePage(raw: string): StoredPage | null {
  const cut = raw.indexOf('\n')
  if (cut < 0) return null
  const meta = JSON.parse(raw.slice(0, cut)) as Omit<StoredPage, 'b'>
  if (typeof meta?.s !== 'number' || typeof meta.e !== 'number' || !Array.isArray(meta.h)) return null
  return { ...meta, b: raw.slice(cut + 1) }
}

/**
 * A small in-isolate layer in front of the store: recent pages for a few seconds, so a hot page
 * costs no store round trip. Purges clear it in the isolate that handles them; other isolates
 * drop their copy within `ttlMs` (Workers KV itself propagates changes in up to 60 s).
 */
/** A page ready to replay: the HTML encoded once, split where the nonce goes. */
export interface PreparedPage extends StoredPage {
  parts: Uint8Array[]
  bytes: number
}

const encoder = new TextEncoder()

export function preparePage(page: StoredPage): PreparedPage {
  const parts = page.b.split(NONCE_PLACEHOLDER).map((p) => encoder.encode(p))
  return { ...page, parts, bytes: parts.reduce((n, p) => n + p.length, 0) }
}

export interface MemoryLayer {
  get(key: string, now: number): PreparedPage | null
  set(key: string, page: PreparedPage, now: number): void
  deletePrefix(prefix: string): void
}

export function memoryLayer(ttlMs = PAGE_CACHE_MEMORY_TTL_MS, maxBytes = PAGE_CACHE_MEMORY_MAX_CHARS): MemoryLayer {
  const entries = new Map<string, { page: PreparedPage; until: number }>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (entry) bytes -= entry.page.bytes
    entries.delete(key)
  }
  return {
    get(key, now) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.until <= now) {
        drop(key)
        return null
      }
      return entry.page
    },
    set(key, page, now) {
      if (ttlMs <= 0 || page.bytes > maxBytes) return
      drop(key)
      entries.set(key, { page, until: Math.min(now + ttlMs, page.e) })
      bytes += page.bytes
      // Oldest first (Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    deletePrefix(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) drop(key)
    },
  }
}

/** The layer used by the Worker's own middleware and purge route. */
export const defaultMemoryLayer = memoryLayer()

export interface PageCacheOptions {
  /** Picks the store for a request; defaults to Upstash/KV from the bindings. */
  store?: (env: PageCacheEnv) => PageCacheStore | null
  ttlSeconds?: number
  lookupTimeoutMs?: number
  storeTimeoutMs?: number
  now?: () => number
  /** The in-isolate layer; `false` turns it off. Middleware and purge must share one. */
  memory?: MemoryLayer | false
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
  const groupId = normaliseGroupId(readCookie(c, COOKIES.userGroupId), knownGroupIds(c.env.PAGE_CACHE_GROUP_IDS))
  if (groupId === null) return null
  const path = normalisePath(url.pathname)
  const key = cacheKey({
    siteToken: c.env.SITE_TOKEN ?? '',
    groupId,
    locale: localeOf(path),
    ageValid: readCookie(c, COOKIES.isAgeValid) === 'true',
    path,
  })
  return new TextEncoder().encode(key).length <= MAX_KEY_BYTES ? key : null
}

/** The stored page with this response's nonce, as bytes: no re-encoding of the HTML per hit. */
function replayed(page: PreparedPage, nonce: string): Response {
  const nonceBytes = encoder.encode(nonce)
  const body = new Uint8Array(page.bytes + nonceBytes.length * (page.parts.length - 1))
  let at = 0
  page.parts.forEach((part, i) => {
    if (i > 0) {
      body.set(nonceBytes, at)
      at += nonceBytes.length
    }
    body.set(part, at)
    at += part.length
  })
  return new Response(body, { status: page.s, headers: new Headers(page.h) })
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
  const memory = options.memory === undefined ? defaultMemoryLayer : options.memory

  return async (c, next) => {
    const url = new URL(c.req.url)
    const env = c.env as AppEnv['Bindings'] & PageCacheEnv
    let store: PageCacheStore | null = null
    try {
      store = pickStore(env)
    } catch (error) {
      console.warn('[page-cache] store unavailable', error)
    }
    const key = store && requestSkipReason(c.req.method, url) === null && readCookie(c, COOKIES.devMode) !== 'true' ? keyFor(c, url) : null
    if (!store || !key) {
      await next()
      c.res = mark(c.res, 'BYPASS')
      return
    }

    const near = memory ? memory.get(key, now()) : null
    if (near) return mark(replayed(near, c.get('nonce')), 'HIT')
    let lookupFailed = false
    try {
      const raw = await withTimeout(store.get(key), lookupTimeout, 'page cache lookup')
      const decoded = raw ? decodePage(raw) : null
      if (decoded && decoded.e > now()) {
        const page = preparePage(decoded)
        if (memory) memory.set(key, page, now())
        return mark(replayed(page, c.get('nonce')), 'HIT')
      }
    } catch (error) {
      lookupFailed = true
      console.warn(`[page-cache] lookup failed (${store.name}), serving uncached:`, String(error))
    }

    // The render runs with a record of the back-end failures it meets: a page that lost data is
    // served (with the spec's defaults and notice) but never stored.
    const record = await withRenderRecord(async (r) => {
      await next()
      return r
    })
    const response = c.res
    if (lookupFailed || responseSkipReason(response) !== null || record.failures.length > 0) {
      if (record.failures.length > 0) console.warn(`[page-cache] not stored: the back end failed during the render (${record.failures[0]})`)
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
      // Streamed parts of the page render after the headers went out: judge them once the body is complete.
      if (record.failures.length > 0) {
        console.warn(`[page-cache] not stored: the back end failed while the page streamed (${record.failures[0]})`)
        return
      }
      const page: StoredPage = { s: response.status, h: headers, b: nonce ? html.replaceAll(nonce, NONCE_PLACEHOLDER) : html, e: now() + ttl * 1000 }
      await activeStore.put(key, encodePage(page), ttl)
      if (memory) memory.set(key, preparePage(page), now())
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
export function pageCachePurge(options: Pick<PageCacheOptions, 'store' | 'memory'> = {}): (c: Ctx) => Promise<Response> {
  const pickStore = options.store ?? storeFromEnv
  const memory = options.memory === undefined ? defaultMemoryLayer : options.memory
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
    else if (typeof body?.path === 'string' && body.path.startsWith('/')) prefix = pathPrefix(token, normalisePath(body.path))
    else if (typeof body?.prefix === 'string' && body.prefix.startsWith('/')) prefix = `${sitePrefix(token)}${normalisePath(body.prefix)}`
    else return c.json({ error: 'Body must be JSON: {path} | {prefix} | {all: true}; paths start with /' }, 400)

    if (memory) memory.deletePrefix(prefix)
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
