import type { Context } from 'hono'
import { configuredOrigin, type OriginEnv } from '#platform/origin.ts'
import { defaultMemoryLayer } from '#platform/page-cache/entry.ts'
import { pathPrefix, sitePrefix } from '#platform/page-cache/key.ts'
import { boundStores, type PageCacheEnv, type PageCacheStore } from '#platform/page-cache/store.ts'
import { cleanPath } from '#platform/paths.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import type { PageCacheOptions } from '../middleware/page-cache'
import type { AppEnv } from '../types'

type Ctx = Context<AppEnv>

function timingSafeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

/** The shortest purge secret a deployment takes, as for CART_COOKIE_SECRET (decision 0015). */
export const MIN_PURGE_TOKEN_LENGTH = 32

/** Whether this is a deployment (a PUBLIC_ORIGIN is configured), not local development. */
function deployed(env: OriginEnv): boolean {
  try {
    return configuredOrigin(env) !== null
  } catch {
    return true
  }
}

/**
 * The keys a `{prefix}` purge deletes: those under it, and the page the prefix itself names when it
 * ends in a slash - `/ro/` is the Romanian pages, the home page `/ro` (key `…:/ro#…`) among them.
 */
function sectionPrefixes(token: string, prefix: string): string[] {
  const page = keyPath(prefix)
  if (!prefix.endsWith('/')) return [`${sitePrefix(token)}${page}`]
  const under = `${sitePrefix(token)}${page === '/' ? '' : page}/`
  return page === '/' ? [under] : [under, pathPrefix(token, page)]
}

/**
 * A purge's path as the pages' keys spell it: escaped as a request's URL is (`/uk/категорія` is
 * `/uk/%D0%BA…`), then cleaned as the Worker cleans a page's path before the page cache (slashes
 * middleware, paths.cleanPath: one slash, no trailing one, lower case). `/ro/FAQ`, `/ro/faq/` and
 * `/RO//faq` name the page `/ro/faq`; they purged nothing, and said so with a 200 (round 12 stranger audit).
 */
function keyPath(raw: string): string {
  return cleanPath(new URL(raw.replace(/\/{2,}/g, '/'), 'http://purge.invalid').pathname)
}

/**
 * POST /__cache/purge - `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>` and a JSON body
 * `{ "path": "/ro/telefoane" }` (every variant of one page), `{ "prefix": "/ro/" }` or `{ "all": true }`
 * (this site's pages). 401 without a token, 403 with a wrong one or when no secret is configured,
 * 503 when a deployment's secret is shorter than MIN_PURGE_TOKEN_LENGTH.
 */
export function pageCachePurge(
  options: Pick<PageCacheOptions, 'store' | 'memory'> = {},
): (c: Ctx) => Promise<Response> {
  const pickStores = (env: PageCacheEnv): PageCacheStore[] => {
    if (!options.store) return boundStores(env)
    const store = options.store(env)
    return store ? [store] : []
  }
  const memory = options.memory === undefined ? defaultMemoryLayer : options.memory
  return async (c) => {
    const env = c.env as AppEnv['Bindings'] & PageCacheEnv
    const auth = c.req.header('Authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(auth)
    if (!match) return c.json({ error: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' })
    const secret = env.PAGE_CACHE_PURGE_TOKEN?.trim()
    // A deployment's secret must be one nobody guesses: the endpoint answers every try at once, and
    // whoever holds the secret can empty the cache (a full render per page for everyone).
    if (secret && secret.length < MIN_PURGE_TOKEN_LENGTH && deployed(env))
      return c.json(
        {
          error: `PAGE_CACHE_PURGE_TOKEN is shorter than ${MIN_PURGE_TOKEN_LENGTH} characters: purging is off until a longer secret is set (wrangler secret put PAGE_CACHE_PURGE_TOKEN)`,
        },
        503,
      )
    if (!secret || !timingSafeEqual(match[1] ?? '', secret)) return c.json({ error: 'Forbidden' }, 403)

    let body: { path?: unknown; prefix?: unknown; all?: unknown }
    try {
      body = await c.req.json()
    } catch {
      return c.json({ error: 'Body must be JSON: {path} | {prefix} | {all: true}' }, 400)
    }
    const token = c.env.SITE_TOKEN ?? ''
    let prefixes: string[]
    if (body?.all === true) prefixes = [sitePrefix(token)]
    else if (typeof body?.path === 'string' && body.path.startsWith('/'))
      prefixes = [pathPrefix(token, keyPath(body.path))]
    else if (typeof body?.prefix === 'string' && body.prefix.startsWith('/'))
      prefixes = sectionPrefixes(token, body.prefix)
    else return c.json({ error: 'Body must be JSON: {path} | {prefix} | {all: true}; paths start with /' }, 400)

    if (memory) for (const prefix of prefixes) memory.deletePrefix(prefix)
    // This isolate's kept answers go too (the settings and footer among them), so the pages the cache
    // does not hold (the cart, a URL with a query) show the change at once as well (decision 0095).
    resetSiteMemo()
    const stores = pickStores(env)
    if (stores.length === 0) return c.json({ purged: 0, store: null })
    let purged = 0
    for (const store of stores) {
      try {
        for (const prefix of prefixes) purged += await store.deletePrefix(prefix)
      } catch (error) {
        // Which store and why (the Upstash adapter names its host; no token is in it): the caller is the operator.
        const reason = error instanceof Error ? error.message : String(error)
        console.error(`[page-cache] purge failed (${store.name}): ${reason}`)
        return c.json({ error: `Purge failed (${store.name}): ${reason}`, store: store.name }, 502)
      }
    }
    // `store`: the one pages are served from (the first); `stores`: every one emptied.
    return c.json({ purged, store: stores[0]?.name, stores: stores.map((store) => store.name) })
  }
}
