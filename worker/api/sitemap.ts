import type { Handler } from 'hono'
import { FALLBACK_LOCALE, PAGE_CACHE_LOOKUP_TIMEOUT_MS } from '#config'
import { callEndpoint } from '#platform/backend/call.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import { pathPrefix } from '#platform/page-cache/key.ts'
import { type PageCacheEnv, storeFromEnv } from '#platform/page-cache/store.ts'
import { adminConfig } from '#platform/site.server.ts'
import { waitUntil } from '../lib/wait-until'
import { withTimeout } from '../middleware/page-cache/timeout'
import type { AppEnv } from '../types'
import { isSitemap } from './sitemap-document'

export const SITEMAP_FAILURE_TEXT = 'Bad Gateway: Unable to fetch sitemap'

/**
 * The sitemap is judged by its document (isSitemap), not its label: a back end whose web server sends
 * the XML as text/html still has its sitemap served. The client refuses any text/html answer as an
 * error page, so a 2xx one is relabelled text/plain for this call; an HTML page is still refused
 * (by its first tag, and by isSitemap).
 */
const byDocument =
  (send: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    const response = await send(request)
    if (!response.ok || !/\btext\/html\b/i.test(response.headers.get('content-type') ?? '')) return response
    const headers = new Headers(response.headers)
    headers.set('content-type', 'text/plain; charset=utf-8')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }

/**
 * Where a served sitemap is kept for its hour (the Cache API of the data centre): by the shop's
 * origin, the page and the back end, never the request's other query parameters. Every request asked
 * the back end again - about 1 MB and 27 ms of its CPU each, `?x=N` included (session 62's audit).
 * Nothing to keep it in (a runtime without the Cache API): every request asks, as before.
 */
function keptSitemaps(): Cache | null {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default ?? null
}

/** How long a kept sitemap is served, in seconds (its Cache-Control too). */
const KEPT_SECONDS = 3600

/**
 * Which kept sitemaps count: an id in the page cache's store under the path /sitemap.xml, part of
 * every kept sitemap's key. A purge of all pages, of the prefix `/` or of the path /sitemap.xml
 * deletes it with the pages, and every sitemap kept before is never read again - in every data
 * centre, where the Cache API's own delete reaches only the one the purge ran in (operator audit 10,
 * 9: after a purge the shop still served the sitemap of before for up to an hour). None yet (or
 * purged): a new id, written once the sitemap is kept. `''` without a store (the page cache is off,
 * nothing to purge): kept for its hour as before; null when the store did not answer: not kept.
 */
async function keptGeneration(env: PageCacheEnv & { SITE_TOKEN?: string }) {
  let store: ReturnType<typeof storeFromEnv> = null
  try {
    store = storeFromEnv(env)
  } catch {
    return null
  }
  if (!store) return { id: '', write: null }
  const key = `${pathPrefix(env.SITE_TOKEN ?? '', '/sitemap.xml')}kept`
  const id = await withTimeout(store.get(key), PAGE_CACHE_LOOKUP_TIMEOUT_MS, 'sitemap generation').catch(
    () => undefined,
  )
  if (id === undefined) return null
  if (id) return { id, write: null }
  const fresh = crypto.randomUUID()
  const active = store
  return { id: fresh, write: () => active.put(key, fresh, KEPT_SECONDS) }
}

/**
 * /sitemap.xml is proxied from the admin API's /general/sitemap-file; /sitemap.xml?page=N, a child of
 * the back end's sitemap index, from /general/sitemap-file?page=N (a page the back end does not have: 404).
 */
export const sitemap: Handler<AppEnv> = async (c) => {
  const pageText = c.req.query('page')
  if (pageText !== undefined && !/^[1-9]\d{0,3}$/.test(pageText)) return c.text('Not Found', 404)
  const cfg = adminConfig(c.env, { locale: FALLBACK_LOCALE })
  const origin = safePublicOrigin(c.env, new URL(c.req.url))
  const generation = await keptGeneration(c.env as AppEnv['Bindings'] & PageCacheEnv)
  const kept = generation ? keptSitemaps() : null
  const key = new Request(
    `${origin || 'http://shop.invalid'}/sitemap.xml?${new URLSearchParams({ page: pageText ?? '', backend: cfg.baseUrl, kept: generation?.id ?? '' })}`,
  )
  const hit = await kept?.match(key).catch(() => undefined)
  if (hit) return hit
  const result = await callEndpoint({ ...cfg, fetcher: byDocument(cfg.fetcher ?? ((r) => fetch(r))) }, 'sitemap', {
    // The shop's own origin, never the Host header (the back end would otherwise guess one).
    query: {
      base_url: origin || undefined,
      page: pageText === undefined ? undefined : Number(pageText),
    },
  })
  if (!result.ok && pageText !== undefined && result.status === 404) return c.text('Not Found', 404)
  if (!result.ok || !isSitemap(result.data)) {
    console.warn(`[sitemap] ${result.ok ? 'the back end answered no sitemap document' : result.message}`)
    return c.text(SITEMAP_FAILURE_TEXT, 502)
  }
  const response = c.body(result.data, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': `public, max-age=${KEPT_SECONDS}`,
  })
  if (kept)
    waitUntil(
      c,
      Promise.all([kept.put(key, response.clone()), generation?.write?.()]).catch(() => {}),
    )
  return response
}
