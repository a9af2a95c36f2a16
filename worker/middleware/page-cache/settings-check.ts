import type { Context } from 'hono'
import { isLocale, type Locale } from '#config'
import { settingsFingerprint } from '#platform/page-cache/fingerprint.ts'
import { loadGlobalSettings, memoisedGlobalSettings } from '#platform/site.server.ts'
import { waitUntil } from '../../lib/wait-until'
import type { AppEnv } from '../../types'
import type { RenderRecord } from './render-record'

/**
 * A cached page and the site settings it was rendered with (decision 0128). A spec back end cannot
 * call the purge when its operator changes a setting (hides the prices, drops a language), so each
 * stored page keeps the fingerprint of the settings its render read, and a hit compares it with the
 * settings this isolate's memo holds: a page rendered with others is a miss, rendered and stored again.
 */

/** The fingerprint stored with a page of `locale`: of the settings its render read in that language, if it read them. */
export function renderedFingerprint(record: RenderRecord, locale: string): string | undefined {
  const settings = record.settings?.get(locale)
  return settings ? settingsFingerprint(settings) : undefined
}

/** The memo keys whose load a hit has started and that has not ended yet: one load at a time. */
const loading = new Set<string>()

/**
 * Loads the settings after the response (the memo shares one load, and keeps a failure 5 s), and
 * hashes them there: the next hit finds their fingerprint made (a 1.7 MB menu takes ~20 ms).
 */
function loadAfterResponse(c: Context<AppEnv>, locale: Locale) {
  const key = `${c.env.ADMIN_API_URL}|${c.env.SITE_TOKEN}|${locale}`
  if (loading.has(key)) return
  loading.add(key)
  waitUntil(
    c,
    loadGlobalSettings(c.env, { locale })
      .then((loaded) => loaded.degraded || settingsFingerprint(loaded.data))
      .catch(() => {})
      .finally(() => loading.delete(key)),
  )
}

/**
 * Whether the page was rendered with other settings than this isolate holds for its language now.
 * A hit never waits for the back end: while the memo is fresh this is a lookup and a string
 * comparison; when it has expired (or holds nothing yet) the page is judged by the last settings it
 * held (none: served as it is) and the settings are loaded after the response, so a change reaches
 * the isolate's hits at most one memo time (60 s) and one request after it reached the back end.
 */
export function settingsChanged(c: Context<AppEnv>, page: { f?: string }, locale: string): boolean {
  if (page.f === undefined || !isLocale(locale)) return false
  const held = memoisedGlobalSettings(c.env, { locale })
  if (!held?.fresh) loadAfterResponse(c, locale)
  return held !== null && settingsFingerprint(held.settings) !== page.f
}
