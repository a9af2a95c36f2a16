import type { Context, MiddlewareHandler } from 'hono'
import {
  PAGE_CACHE_LOOKUP_TIMEOUT_MS,
  PAGE_CACHE_MAX_AGE_SECONDS,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_MISS_WAIT_MS,
  PAGE_CACHE_REFRESH_MARKER_SECONDS,
  PAGE_CACHE_TTL_SECONDS,
  SERVER_TIMINGS,
} from '#config'
import { warnOnceAMinute } from '#platform/backend/failures.ts'
import { wholeNumberVariable } from '#platform/env.ts'
import { configuredOrigin } from '#platform/origin.ts'
import {
  decodePage,
  defaultMemoryLayer,
  encodePage,
  type MemoryLayer,
  noncePlaceholder,
  type PreparedPage,
  preparePage,
  type StoredPage,
} from '#platform/page-cache/entry.ts'
import {
  cacheKey,
  knownGroupIds,
  localeOf,
  MAX_KEY_BYTES,
  normaliseGroupId,
  normalisePath,
  pageShapingDigest,
  requestSkipReason,
} from '#platform/page-cache/key.ts'
import { type PageCacheEnv, type PageCacheStore, storeFromEnv } from '#platform/page-cache/store.ts'
import { TAGS_CSP_HEADER } from '../../html/site-tags'
import { requestUrl } from '../../lib/request-url'
import { waitUntil } from '../../lib/wait-until'
import type { AppEnv } from '../../types'
import { viewerFlags } from '../viewer-flags'
import { viewerGroup } from '../viewer-group'
import { storedTtl, withRenderRecord } from './render-record'
import { renderedFingerprint, settingsChanged } from './settings-check'
import { withTimeout } from './timeout'

export const PAGE_CACHE_HEADER = 'x-page-cache'
/**
 * Response headers a cached page keeps; the security headers (CSP with its nonce) are set per
 * response, from the kept tag origins of the page (decision 0028).
 */
const KEPT_HEADERS = [
  'content-type',
  'content-language',
  'cache-control',
  'link',
  'vary',
  'x-robots-tag',
  TAGS_CSP_HEADER,
]

export interface PageCacheOptions {
  /** Picks the store for a request; defaults to Upstash/KV from the bindings. */
  store?: (env: PageCacheEnv) => PageCacheStore | null
  ttlSeconds?: number
  lookupTimeoutMs?: number
  storeTimeoutMs?: number
  now?: () => number
  /** The in-isolate layer; `false` turns it off. Middleware and purge must share one. */
  memory?: MemoryLayer | false
  /**
   * Renders a request again through the whole app (the Worker passes its own `app.fetch`), for the
   * refresh of a stale page. Without it a page past its TTL is a miss.
   */
  refresh?: (request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Promise<Response> | Response
  /** The hard limit of a page's age (default PAGE_CACHE_MAX_AGE_SECONDS, or the PAGE_CACHE_MAX_AGE_SECONDS variable). */
  maxAgeSeconds?: number
}

/** The header that marks the refresh render of a stale page; it counts only with this isolate's own secret. */
export const REFRESH_HEADER = 'x-page-cache-refresh'
let refreshSecret: string | undefined
/** Made on first use: workerd refuses random values in a module's global scope. */
function isolateSecret(): string {
  refreshSecret ??= crypto.randomUUID()
  return refreshSecret
}
/**
 * Renders of a page the cache lacks, running now in this isolate, by key: a request for the same
 * page waits for the first one's stored copy instead of rendering it again (after a purge every
 * shopper of a busy page would otherwise pay a render, and each its back-end calls). Resolves to the
 * stored page, or null when the render was not stored (the waiter then renders itself). Decision 0104.
 */
const rendering = new Map<string, Promise<PreparedPage | null>>()

/** Claims the render of `key`: null when another request holds it; `settle` (once) hands the waiters its result. */
function claimRender(key: string): { settle: (page: PreparedPage | null) => void } | null {
  if (rendering.has(key)) return null
  let resolve: (page: PreparedPage | null) => void = () => {}
  const pending = new Promise<PreparedPage | null>((r) => {
    resolve = r
  })
  rendering.set(key, pending)
  let settled = false
  return {
    settle: (page) => {
      if (settled) return
      settled = true
      rendering.delete(key)
      resolve(page)
    },
  }
}

/** Keys this isolate is refreshing now: one refresh per key at a time. */
const refreshing = new Set<string>()

/** A page's TTL in seconds: the variable when it is a whole number from 1 s to a day, else PAGE_CACHE_TTL_SECONDS. */
export function ttlFrom(configured: string | undefined): number {
  return wholeNumberVariable(configured, 1, 86_400) ?? PAGE_CACHE_TTL_SECONDS
}

/**
 * A page's hard age limit in seconds: the variable when it is a whole number of seconds up to 30
 * days (one under the TTL, 0 say, turns the stale life off), else the default; never under the TTL.
 */
export function maxAgeFrom(configured: string | undefined, ttl: number): number {
  return Math.max(ttl, wholeNumberVariable(configured, 0, 30 * 86_400) ?? PAGE_CACHE_MAX_AGE_SECONDS)
}

type Ctx = Context<AppEnv>

function mark(response: Response, state: 'HIT' | 'STALE' | 'MISS' | 'BYPASS'): Response {
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

/** pageShapingDigest per bindings object: one isolate's env is one object. */
const variants = new WeakMap<object, string>()
function variantOf(env: object): string {
  let variant = variants.get(env)
  if (variant === undefined) {
    variant = pageShapingDigest(env)
    variants.set(env, variant)
  }
  return variant
}

async function keyFor(c: Ctx, url: URL): Promise<string | null> {
  // The age flag as the renderer will see it (worker/middleware/viewer-flags/index.ts): an odd spelling is never cached.
  const { age } = viewerFlags(c)
  if (age === 'odd') return null
  // The verified group (decision 0038): a `user-group-id` the session's signature does not vouch for is group 0.
  const groupId = normaliseGroupId(await viewerGroup(c), knownGroupIds(c.env.PAGE_CACHE_GROUP_IDS))
  if (groupId === null) return null
  const path = normalisePath(url.pathname)
  const key = cacheKey({
    siteToken: c.env.SITE_TOKEN ?? '',
    groupId,
    locale: localeOf(path),
    ageValid: age === 'true',
    path,
    variant: variantOf(c.env),
    // canonicalHost has already refused a misconfigured PUBLIC_ORIGIN, so this does not throw here.
    origin: configuredOrigin(c.env) ? undefined : url.origin,
  })
  return new TextEncoder().encode(key).length <= MAX_KEY_BYTES ? key : null
}

const encoder = new TextEncoder()

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
 * What a refresh renders with: the shopper's cookies - the key's group and age come from them, so the
 * refresh renders the same variant - a browser's Accept, and the refresh secret; nothing else of the
 * request that found the page stale. With all its headers, a stranger's `Accept: application/json`
 * (Start's 406) or a Range or conditional header made every refresh fail (round 12 stranger audit).
 */
function refreshHeaders(request: Request): Headers {
  const headers = new Headers({ Accept: 'text/html', [REFRESH_HEADER]: isolateSecret() })
  const cookie = request.headers.get('Cookie')
  if (cookie) headers.set('Cookie', cookie)
  return headers
}

/** A refresh's answers that say the page will not come back at this address: 404, 410, and the permanent redirects. */
const GONE_FOR_GOOD: ReadonlySet<number> = new Set([404, 410, 301, 308])

/**
 * Renders a stale page again after the response (decision 0065): at most one refresh per key at a
 * time in this isolate, and a short marker in the store keeps other isolates from piling on. The
 * refresh goes through the whole app with the shopper's cookies (so the same key; refreshHeaders) and
 * this isolate's refresh secret; the page cache stores what it renders as on a miss. A refresh that fails
 * (the back end failed, a 5xx) stores nothing: the stale page stays, and it is logged; one that says
 * the page is gone for good (GONE_FOR_GOOD) drops it.
 */
function refreshInBackground(
  c: Ctx,
  store: PageCacheStore,
  key: string,
  refresh: NonNullable<PageCacheOptions['refresh']>,
) {
  if (refreshing.has(key)) return
  refreshing.add(key)
  const marker = `${key}~refresh`
  const task = (async () => {
    if (await store.get(marker)) return
    await store.put(marker, '1', PAGE_CACHE_REFRESH_MARKER_SECONDS)
    const response = await refresh(
      new Request(c.req.url, { headers: refreshHeaders(c.req.raw) }),
      c.env,
      c.executionCtx as ExecutionContext,
    )
    await response.arrayBuffer()
    const state = response.headers.get(PAGE_CACHE_HEADER)
    if (state === 'MISS') return
    // The page is gone or moved for good (a product deleted, a category renamed): its stale copy goes,
    // and the next request gets the 404 or the redirect. Kept, it was served for the page's whole stale
    // life, a day - a deleted product offered for sale (round 11 operator audit, finding 2). An empty
    // entry reads as none; the store lets it expire (KV's shortest lifetime).
    if (GONE_FOR_GOOD.has(response.status)) {
      await store.put(key, '', 60)
      console.warn(`[page-cache] the refresh answered ${response.status}: the stale page is dropped: ${key}`)
      return
    }
    // Refused as a request (a 4xx), not failed by the back end: the next stale hit may try again at
    // once. Held for the marker's minute, one refused refresh kept every shopper's stale hit from
    // refreshing (a stranger's, once a minute, pinned a page's old price for its whole stale life).
    // A redirect that is not for good (a session gate's 302) is held as a failure is.
    if (response.status >= 400 && response.status < 500) await store.put(marker, '', PAGE_CACHE_REFRESH_MARKER_SECONDS)
    console.warn(`[page-cache] refresh not stored (${response.status} ${state}), the stale page stays: ${key}`)
  })()
    .catch((error) => console.warn(`[page-cache] refresh failed, the stale page stays: ${key}`, String(error)))
    .finally(() => refreshing.delete(key))
  waitUntil(c, task)
}

/**
 * A page not stored, in the log once a minute per reason (decision 0109's rule for failures,
 * platform/backend/failures.ts): during an outage every render of every page was refused and wrote
 * its line. The example is the first page's; the next line after the minute, or the first back-end
 * answer after it, says how many more there were.
 */
function notStored(reason: string, example: string | undefined) {
  warnOnceAMinute(
    `[page-cache] not stored: ${reason}`,
    'pages not stored so',
    `[page-cache] not stored: ${reason} (${example})`,
  )
}

/** A page stored for `seconds` only, as a secondary call failed: in the log once a minute (notStored's rule). */
function storedBriefly(seconds: number, example: string | undefined) {
  warnOnceAMinute(
    '[page-cache] stored briefly',
    'pages stored so',
    `[page-cache] stored for ${seconds} s only: a secondary call failed during the render (${example}); the page shows that part at its default`,
  )
}

/**
 * The edge page cache (docs/decisions/0005-page-cache.md). Looks the page up before rendering;
 * after a cacheable render, stores it in waitUntil with a timeout. Every response it passes says
 * `x-page-cache: HIT | STALE | MISS | BYPASS`. A failing or slow store is logged and the page is served uncached.
 */
export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const pickStore = options.store ?? storeFromEnv
  const lookupTimeout = options.lookupTimeoutMs ?? PAGE_CACHE_LOOKUP_TIMEOUT_MS
  const storeTimeout = options.storeTimeoutMs ?? SERVER_TIMINGS.pageCacheStoreTimeout
  const now = options.now ?? Date.now
  const memory = options.memory === undefined ? defaultMemoryLayer : options.memory

  return async (c, next) => {
    const url = requestUrl(c)
    const env = c.env as AppEnv['Bindings'] & PageCacheEnv
    const ttl = options.ttlSeconds ?? ttlFrom(env.PAGE_CACHE_TTL_SECONDS)
    let store: PageCacheStore | null = null
    try {
      store = pickStore(env)
    } catch (error) {
      console.warn('[page-cache] store unavailable', error)
    }
    // HEAD reads the cache as GET does (a monitor's HEAD is no render), but never stores or refreshes.
    const head = c.req.method === 'HEAD'
    const key =
      store && requestSkipReason(head ? 'GET' : c.req.method, url) === null && viewerFlags(c).devMode === 'absent'
        ? await keyFor(c, url)
        : null
    if (!store || !key) {
      await next()
      c.res = mark(c.res, 'BYPASS')
      return
    }

    // The refresh render of a stale page (below) skips the lookup and stores what it renders.
    const isRefresh = c.req.header(REFRESH_HEADER) === isolateSecret()
    // A page rendered with other site settings than the isolate holds now is a miss (decision 0128).
    const locale = localeOf(normalisePath(url.pathname))
    const near = memory && !isRefresh ? memory.get(key, now()) : null
    if (near && !settingsChanged(c, near, locale)) return mark(replayed(near, c.get('nonce')), 'HIT')
    let lookupFailed = false
    if (!isRefresh) {
      try {
        const raw = await withTimeout(store.get(key), lookupTimeout, 'page cache lookup')
        const found = raw ? decodePage(raw) : null
        const decoded = found && !settingsChanged(c, found, locale) ? found : null
        if (decoded && decoded.e > now()) {
          const page = preparePage(decoded)
          if (memory) memory.set(key, page, now())
          return mark(replayed(page, c.get('nonce')), 'HIT')
        }
        if (decoded && options.refresh && (decoded.x ?? 0) > now()) {
          if (!head) refreshInBackground(c, store, key, options.refresh)
          return mark(replayed(preparePage(decoded), c.get('nonce')), 'STALE')
        }
      } catch (error) {
        lookupFailed = true
        console.warn(`[page-cache] lookup failed (${store.name}), serving uncached:`, String(error))
      }
    }

    if (head) {
      await next()
      c.res = mark(c.res, 'BYPASS')
      return
    }

    // Another request of this isolate is rendering this page: take its stored copy when it has one.
    const inFlight = isRefresh ? undefined : rendering.get(key)
    if (inFlight) {
      const page = await withTimeout(inFlight, PAGE_CACHE_MISS_WAIT_MS, 'page render in flight').catch(() => null)
      if (page) return mark(replayed(page, c.get('nonce')), 'HIT')
    }
    // Every way out below settles the claim, so no waiter waits longer than this render.
    const claim = isRefresh ? null : claimRender(key)

    // The render runs with a record of the back-end failures it meets: a page that lost data is
    // served (with the spec's defaults and notice) but never stored.
    const record = await withRenderRecord(async (r) => {
      await next()
      return r
    }).catch((error) => {
      claim?.settle(null)
      throw error
    })
    const response = c.res
    if (lookupFailed || responseSkipReason(response) !== null || record.failures.length > 0 || record.personal) {
      if (record.failures.length > 0) notStored('the back end failed during the render', record.failures[0])
      if (record.personal) notStored("the render used the shopper's session", url.pathname)
      c.res = mark(response, 'BYPASS')
      claim?.settle(null)
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
        notStored('the back end failed while the page streamed', record.failures[0])
        return
      }
      if (record.personal) {
        notStored("the page used the shopper's session while it streamed", url.pathname)
        return
      }
      // Only secondary calls failed: kept briefly, so the next views do not each wait for them again (decision 0127).
      const pageTtl = storedTtl(record, ttl)
      const brief = pageTtl < ttl
      if (brief) storedBriefly(pageTtl, record.secondaryFailures[0])
      const p = noncePlaceholder()
      const maxAge = options.maxAgeSeconds ?? maxAgeFrom(env.PAGE_CACHE_MAX_AGE_SECONDS, ttl)
      const stored = now()
      // What the page shows stops being true at `until` (a promotion's end): it is neither fresh nor
      // served stale after that; already past, it is not kept.
      const until = record.expiresAt ?? Number.POSITIVE_INFINITY
      if (until <= stored) {
        notStored('what the page shows ended while it rendered', url.pathname)
        return
      }
      const page: StoredPage = {
        s: response.status,
        h: headers,
        b: nonce ? html.replaceAll(nonce, p) : html,
        e: Math.min(stored + pageTtl * 1000, until),
        // A page kept briefly (a widget failed) has no stale life: served stale it would show that
        // part at its default for up to a day to the next shopper after it expired (decision 0127).
        x: Math.min(stored + (brief ? pageTtl : maxAge) * 1000, until),
        p,
        f: renderedFingerprint(record, locale),
      }
      // The requests waiting for this render take it now, whatever the store's write comes to.
      const prepared = preparePage(page)
      claim?.settle(prepared)
      // The store keeps it for its whole stale life; the refresh rewrites it.
      await activeStore.put(key, encodePage(page), options.refresh && !brief ? maxAge : pageTtl)
      if (memory) memory.set(key, prepared, now())
    })()
    waitUntil(
      c,
      withTimeout(write, storeTimeout, 'page cache store')
        .catch((error) => {
          console.warn(`[page-cache] store failed (${activeStore.name}), page served uncached:`, String(error))
        })
        .finally(() => claim?.settle(null)),
    )
    const out = new Response(toClient, response)
    c.res = mark(out, 'MISS')
  }
}
