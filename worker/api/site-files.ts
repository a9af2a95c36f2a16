import type { Context, Handler } from 'hono'
import { FALLBACK_LOCALE } from '#config'
import { sharedAnswer, sharedAnswerTtlMs } from '#platform/backend/shared-answers.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import { safeAssetUrl } from '#platform/shared/site-assets.ts'
import { adminConfig, loadGlobalSettings } from '#platform/site.server.ts'
import { RETRY_AFTER } from '../html/unavailable-page'
import type { AppEnv } from '../types'

/**
 * The back end's default site files (`GET /settings/default-site-files/`, spec 7.1; decision 0044):
 * robots.txt, ads.txt and the web manifest. Each answer is cached by browsers and CDNs for an hour;
 * a back end that fails never breaks them (robots.txt and the manifest fall back to the shop's own).
 */
async function siteFiles(c: Context<AppEnv>) {
  // Reused inside the isolate as the pages' shared answers are: each robots.txt, ads.txt or manifest
  // request, `?x=N` included, asked the back end again (session 62's audit).
  const result = await sharedAnswer(
    adminConfig(c.env, { locale: FALLBACK_LOCALE }),
    'defaultSiteFiles',
    {},
    sharedAnswerTtlMs(c.env.SHARED_ANSWER_SECONDS),
  )
  return result.ok ? result.data : null
}

const CACHE = { 'Cache-Control': 'public, max-age=3600' }

/** robots.txt: the operator's text when the back end gives one, else allow all but the Worker's own endpoints; the sitemap line always (absolute URL). */
export function robotsText(operator: string | null | undefined, origin: string): string {
  const own = operator?.trim()
  const body = own || 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__cache/'
  return /^sitemap:/im.test(body) ? `${body}\n` : `${body}\nSitemap: ${origin}/sitemap.xml\n`
}

export const robots: Handler<AppEnv> = async (c) => {
  const origin = safePublicOrigin(c.env, new URL(c.req.url))
  const files = await siteFiles(c)
  return c.text(robotsText(files?.robots, origin), 200, CACHE)
}

/** ads.txt: the operator's text; none configured: 404; the back end failing: 503 (a crawler retries). */
export const adsTxt: Handler<AppEnv> = async (c) => {
  const files = await siteFiles(c)
  if (!files)
    return c.text('ads.txt is unavailable\n', 503, { 'Cache-Control': 'no-store', 'Retry-After': RETRY_AFTER })
  const text = files.ads_txt?.trim()
  return text ? c.text(`${text}\n`, 200, CACHE) : c.text('Not found\n', 404, CACHE)
}

/** The web manifest: the back end's name, short name and colour, else the settings' shop name and primary colour; the favicon as its icon. */
export function webManifest(
  files: { manifest: { name: string; short_name: string; theme_color: string }; favicon: string | null } | null,
  fallback: { name: string; color: string | null; favicon: string | null },
) {
  const name = files?.manifest.name.trim() || fallback.name
  const color = files?.manifest.theme_color.trim() || fallback.color
  const icon = safeAssetUrl(files?.favicon) ?? safeAssetUrl(fallback.favicon) ?? '/favicon.svg'
  return {
    name,
    short_name: files?.manifest.short_name.trim() || name,
    start_url: '/',
    display: 'browser',
    ...(color && /^#[0-9a-f]{3,8}$/i.test(color) ? { theme_color: color } : {}),
    icons: [{ src: icon, sizes: 'any', ...(icon.endsWith('.svg') ? { type: 'image/svg+xml' } : {}) }],
  }
}

export const manifest: Handler<AppEnv> = async (c) => {
  const [files, settings] = await Promise.all([siteFiles(c), loadGlobalSettings(c.env, { locale: FALLBACK_LOCALE })])
  const body = webManifest(files, {
    name: settings.data.project || 'Shop',
    color: settings.data.colors.primary ?? null,
    favicon: settings.data.icons.favicon ?? null,
  })
  return c.body(JSON.stringify(body), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', ...CACHE })
}
