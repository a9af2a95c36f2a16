import type { Handler } from 'hono'
import { FALLBACK_LOCALE, SERVER_TIMINGS, THEMES } from '#config'
import { callEndpoint } from '#platform/backend/call.ts'
import { checkBaseUrl } from '#platform/backend/client.ts'
import { createMemo } from '#platform/backend/memo.ts'
import { guestCookieSecret } from '#platform/cookies/guest.ts'
import { configuredOrigin, isLoopbackHost } from '#platform/origin.ts'
import { type PageCacheEnv, storeFromEnv } from '#platform/page-cache/store.ts'
import { BUILD_ID } from '#platform/shared/stale-build.ts'
import { adminConfig } from '#platform/site.server.ts'
import { withTimeout } from '../middleware/page-cache/timeout'
import type { AppEnv } from '../types'
import { MIN_PURGE_TOKEN_LENGTH } from './cache-purge'

type Bindings = AppEnv['Bindings'] & PageCacheEnv

/** A malformed ADMIN_API_URL as the public body says it: the value itself only in the log (checkBaseUrl). */
const PUBLIC_BAD_BASE = 'ADMIN_API_URL must be an http(s) URL (its value is in the log)'

/**
 * The configuration errors that break shoppers, each naming its variable: pages answer 503
 * (PUBLIC_ORIGIN), the cart saves nothing (CART_COOKIE_SECRET), no back-end call is made
 * (ADMIN_API_URL), or a pharmacy is served as an electronics shop, without its prescription rules
 * (THEME: the shop falls back to the default theme, so this is an error, not a warning), every call
 * is refused for want of a site (SITE_TOKEN unset: deleted as a var, its secret never put), purging
 * answers 503 (a deployment's PAGE_CACHE_PURGE_TOKEN too short), or every page answers 421 (PUBLIC_ORIGIN
 * unset while the shop is reached on a public host: `requestUrl` is the probe's own URL).
 * The body is public: a malformed ADMIN_API_URL is not repeated there (checkBaseUrl's log line has it).
 */
export function configurationErrors(env: Bindings, requestUrl?: URL): string[] {
  const errors: string[] = []
  const check = (fn: () => unknown) => {
    try {
      fn()
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error))
    }
  }
  check(() => {
    const origin = configuredOrigin(env)
    if (!origin && requestUrl && !isLoopbackHost(requestUrl.hostname))
      throw new Error(
        'PUBLIC_ORIGIN is not set: the shop answers only on loopback addresses; set it to the https origin it is served on',
      )
    const purge = env.PAGE_CACHE_PURGE_TOKEN?.trim()
    if (origin && purge && purge.length < MIN_PURGE_TOKEN_LENGTH)
      throw new Error(
        `PAGE_CACHE_PURGE_TOKEN is shorter than ${MIN_PURGE_TOKEN_LENGTH} characters: purging answers 503 (wrangler secret put PAGE_CACHE_PURGE_TOKEN --env <theme>)`,
      )
  })
  check(() => guestCookieSecret(env))
  if (typeof env.SITE_TOKEN !== 'string' || !env.SITE_TOKEN.trim())
    errors.push(
      'SITE_TOKEN is not set: the back end knows no site without it ([env.<theme>.vars] SITE_TOKEN, or `npx wrangler secret put SITE_TOKEN --env <theme>`)',
    )
  const base = checkBaseUrl(env.ADMIN_API_URL ?? '')
  if (!base.ok) errors.push(PUBLIC_BAD_BASE)
  else {
    const extra = adminUrlExtra(env.ADMIN_API_URL ?? '')
    if (extra) errors.push(extra)
  }
  if (env.THEME && !(THEMES as readonly string[]).includes(env.THEME))
    errors.push(`THEME ${JSON.stringify(env.THEME.slice(0, 100))} is not one of ${THEMES.join(', ')}`)
  return errors
}

/**
 * An ADMIN_API_URL with a query or fragment (review R2): each call's path is put after the value, so
 * `https://api.shop.md?key=1` sent `?key=1/settings/global_site_settings` - every call a 404, the
 * log naming only the origin. The path prefix stays allowed. Null when there is none.
 */
function adminUrlExtra(value: string): string | null {
  const trimmed = value.trim()
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (!url.search && !url.hash && !/[?#]$/.test(trimmed)) return null
  return `ADMIN_API_URL has a query or fragment: every call's path would be put after it; give ${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** A failure message with a malformed ADMIN_API_URL's own words (which repeat the value) put as the public body says them. */
function withoutBadBase(env: Bindings, message: string): string {
  const base = checkBaseUrl(env.ADMIN_API_URL ?? '')
  return base.ok ? message : message.replace(base.error, PUBLIC_BAD_BASE)
}

/**
 * One of the two Upstash settings without the other: the store needs both, so the pages are kept in
 * KV (or not at all), while the operator believes them in Upstash (review R2: healthz said "ok").
 */
function upstashHalfSet(env: Bindings): string | null {
  const url = Boolean(env.UPSTASH_REDIS_REST_URL)
  const token = Boolean(env.UPSTASH_REDIS_REST_TOKEN)
  if (url === token || env.PAGE_CACHE_MODE === 'off') return null
  const [set, unset] = url
    ? ['UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN']
    : ['UPSTASH_REDIS_REST_TOKEN', 'UPSTASH_REDIS_REST_URL']
  return `${set} is set without ${unset}: Upstash is not used (set both, or neither)`
}

/**
 * The page cache's store: `ok`, `off` (none configured), or why it failed. Pages are then served
 * uncached (slower, every one a render), so a failing store is reported here but keeps the 200.
 * With half the Upstash settings the store that serves is named with what is missing.
 */
async function pageCacheState(env: Bindings): Promise<string> {
  try {
    const store = storeFromEnv(env)
    const half = upstashHalfSet(env)
    if (!store) return half ? `off: ${half}` : 'off'
    await withTimeout(store.get('healthz:probe'), SERVER_TIMINGS.pageCacheStoreTimeout, `the ${store.name} store`)
    return half ? `ok (${store.name}): ${half}` : 'ok'
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * 200 with JSON once the storefront and its admin back end both answer and the configuration holds;
 * 503 otherwise, the body naming what failed (start scripts and load balancers wait on it). It
 * answers on any host (canonicalHost lets it through), so a misconfigured PUBLIC_ORIGIN shows here.
 */
/**
 * How long one isolate answers /healthz from the same back-end call and page-cache read: a load
 * balancer probes every few seconds, and a stranger's flood of /healthz cost the back end one call
 * (and the store one read) per request - the cheapest amplifier the shop had. Requests within it,
 * in flight or done, share one pair (the memo the site's answers use: a request waits for another's
 * call at most SHARED_WAIT_MS, as workerd cancels a request left waiting on a cancelled one's I/O).
 */
export const HEALTHZ_REUSE_MS = 2_000
const runProbes = (env: Bindings) =>
  Promise.all([callEndpoint(adminConfig(env, { locale: FALLBACK_LOCALE }), 'globalSettings'), pageCacheState(env)])
const kept = createMemo<Awaited<ReturnType<typeof runProbes>>>()

/** The back end's and the store's state, reused HEALTHZ_REUSE_MS per back end, site and store. */
function probes(env: Bindings) {
  const key = JSON.stringify([
    env.ADMIN_API_URL,
    env.SITE_TOKEN,
    env.PAGE_CACHE_MODE,
    env.UPSTASH_REDIS_REST_URL,
    Boolean(env.ADMIN_API),
  ])
  return kept.get(key, HEALTHZ_REUSE_MS, () => runProbes(env))
}

export const healthz: Handler<AppEnv> = async (c) => {
  const started = Date.now()
  const env = c.env as Bindings
  const configuration = configurationErrors(env, new URL(c.req.url))
  // The settings call with the check the layout decides its degraded notice by (loadGlobalSettings):
  // an answer with none of the fields the shop reads (`{}`, a 5 MB `{"pad": ...}`) is no answer
  // (decision 0096), so the shop's pages show the notice and healthz says degraded, not "ok" (review r64).
  // Each field falls back to its default (.catch), so a partly broken answer still passes, as it renders.
  const [result, pageCache] = await probes(env)
  const ok = result.ok && configuration.length === 0
  const body = {
    status: ok ? 'ok' : 'degraded',
    storefront: configuration.length ? 'misconfigured' : 'ok',
    ...(configuration.length ? { configuration } : {}),
    // The call and the failure's kind and status only: what the back end said is in the log (review r64).
    adminApi: result.ok ? 'ok' : withoutBadBase(env, result.message),
    pageCache,
    theme: env.THEME,
    // Which build answers: after a deploy or a rollback the operator sees which one serves (round 13 operator audit).
    build: BUILD_ID,
    adminApiMs: Date.now() - started,
  }
  return c.json(body, ok ? 200 : 503, { 'Cache-Control': 'no-store' })
}
