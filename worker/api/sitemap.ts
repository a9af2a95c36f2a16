import type { Handler } from 'hono'
import { FALLBACK_LOCALE } from '#config'
import { callEndpoint } from '#platform/backend/call.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import { adminConfig } from '#platform/site.server.ts'
import type { AppEnv } from '../types'

export const SITEMAP_FAILURE_TEXT = 'Bad Gateway: Unable to fetch sitemap'

/** /sitemap.xml is proxied from the admin API's /general/sitemap-file. */
export const sitemap: Handler<AppEnv> = async (c) => {
  const result = await callEndpoint(adminConfig(c.env, { locale: FALLBACK_LOCALE }), 'sitemap', {
    // The shop's own origin, never the Host header (the back end would otherwise guess one).
    query: { base_url: safePublicOrigin(c.env, new URL(c.req.url)) || undefined },
  })
  if (!result.ok) {
    console.warn(`[sitemap] ${result.message}`)
    return c.text(SITEMAP_FAILURE_TEXT, 502)
  }
  return c.body(result.data, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
}
