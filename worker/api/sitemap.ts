import type { Handler } from 'hono'
import { FALLBACK_LOCALE } from '#config'
import { callEndpoint } from '#platform/backend/call.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import { adminConfig } from '#platform/site.server.ts'
import type { AppEnv } from '../types'

export const SITEMAP_FAILURE_TEXT = 'Bad Gateway: Unable to fetch sitemap'

/** A sitemap or a sitemap index (sitemaps.org), not whatever text a failing back end sends with 200. */
export function isSitemap(text: unknown): text is string {
  return typeof text === 'string' && /<(urlset|sitemapindex)[\s>]/.test(text)
}

/** /sitemap.xml is proxied from the admin API's /general/sitemap-file. */
export const sitemap: Handler<AppEnv> = async (c) => {
  const result = await callEndpoint(adminConfig(c.env, { locale: FALLBACK_LOCALE }), 'sitemap', {
    // The shop's own origin, never the Host header (the back end would otherwise guess one).
    query: { base_url: safePublicOrigin(c.env, new URL(c.req.url)) || undefined },
  })
  if (!result.ok || !isSitemap(result.data)) {
    console.warn(`[sitemap] ${result.ok ? 'the back end answered no sitemap document' : result.message}`)
    return c.text(SITEMAP_FAILURE_TEXT, 502)
  }
  return c.body(result.data, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
}
