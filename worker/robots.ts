import type { Handler } from 'hono'
import { safePublicOrigin } from './origin'
import type { AppEnv } from './types'

/** robots.txt with the sitemap as an absolute URL (crawlers ignore a relative one). */
export const robots: Handler<AppEnv> = (c) => {
  const origin = safePublicOrigin(c.env, new URL(c.req.url))
  return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__cache/\nSitemap: ${origin}/sitemap.xml\n`, 200, { 'Cache-Control': 'public, max-age=3600' })
}
