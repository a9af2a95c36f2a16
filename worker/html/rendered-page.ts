import type { Context } from 'hono'
import { isLocale } from '#config'
import type { GlobalSettings } from '#contract/settings.ts'
import { CAPTCHA } from '#platform/shared/captcha-config.ts'
import {
  hasLinkToken,
  isSocialCallbackPath,
  LINK_SCRUB_SCRIPT,
  SOCIAL_SCRUB_SCRIPT,
} from '#platform/shared/link-stash.ts'
import { loadGlobalSettings, renderedGlobalSettings } from '#platform/site.server.ts'
import { requestUrl } from '../lib/request-url'
import { fontSources } from '../middleware/security-headers/font-csp'
import { devModeOn } from '../middleware/viewer-flags'
import type { AppEnv } from '../types'
import { isHtml, rewriteHtmlStream } from './html-stream'
import { paintFirst, paintFirstRewrite } from './paint-first'
import { type CspSources, cspFor, encodeCspSources, mergeCspSources, TAGS_CSP_HEADER, tagFragments } from './site-tags'
import { hasFragments, tagInjection } from './tag-injection'

/**
 * The site settings of a page path (`/{lang}/…`; the settings are memoised per language), or null
 * for paths outside a language. `load: false` takes what the render just used (renderedGlobalSettings:
 * no second back-end wait after a slow or failed render; a failed answer gives null, no tags).
 */
export async function settingsOfPage(
  c: Context<AppEnv>,
  { load }: { load: boolean } = { load: true },
): Promise<GlobalSettings | null> {
  const lang = /^\/([a-z]{2})(?:\/|$)/.exec(c.req.path)?.[1]
  if (!isLocale(lang)) return null
  // Dev mode as the renderer saw it (a quoted or repeated cookie is not dev mode): the tags come from the settings the page was rendered with.
  const identity = { locale: lang, devMode: devModeOn(c) }
  try {
    return load ? (await loadGlobalSettings(c.env, identity)).data : await renderedGlobalSettings(c.env, identity)
  } catch {
    return null
  }
}

/**
 * The captcha's origins, for a site whose settings configure a captcha key: the checkout and, since
 * issue 50, registration and guest phone registration ask for it, and the auth modal's register tab
 * opens on any page. They travel with the page's other CSP additions, so a cached page's HIT carries
 * them without a settings lookup.
 */
export function captchaSources(settings: Pick<GlobalSettings, 'captcha'>): CspSources {
  if (!settings.captcha?.site_key?.trim()) return {}
  const origins = [...CAPTCHA.origins]
  return { 'script-src': origins, 'connect-src': origins, 'frame-src': origins }
}

/**
 * The rendered page in one streaming pass: paint-first (worker/html/paint-first.ts) and the site's tags
 * under this response's nonce, plus the CSP additions of the tags, the site font and the captcha for the security
 * headers (TAGS_CSP_HEADER; stored with a cached page).
 */
export async function renderedPage(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (!isHtml(response)) return response
  const settings = await settingsOfPage(c, { load: false })
  if (!settings) return paintFirst(response)
  const fragments = tagFragments(settings, c.get('nonce'))
  // An e-mailed link's token leaves the address bar before any tag can read it (issue 26).
  const url = requestUrl(c)
  if (hasFragments(fragments) && hasLinkToken(url.searchParams)) {
    fragments.head = `<script nonce="${c.get('nonce')}" data-link-scrub>${LINK_SCRUB_SCRIPT}</script>${fragments.head}`
  }
  // So does a social sign-in provider's token (in the query or the fragment) on its callback page.
  if (hasFragments(fragments) && isSocialCallbackPath(url.pathname)) {
    fragments.head = `<script nonce="${c.get('nonce')}" data-social-scrub>${SOCIAL_SCRUB_SCRIPT}</script>${fragments.head}`
  }
  const out = rewriteHtmlStream(
    response,
    hasFragments(fragments) ? [paintFirstRewrite(), tagInjection(fragments)] : [paintFirstRewrite()],
  )
  const sources = mergeCspSources(
    mergeCspSources(cspFor(settings), fontSources(settings.additional_settings)),
    captchaSources(settings),
  )
  if (Object.keys(sources).length === 0) return out
  const tagged = out === response ? new Response(response.body, response) : out
  tagged.headers.set(TAGS_CSP_HEADER, encodeCspSources(sources))
  return tagged
}
