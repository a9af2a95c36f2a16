import type { MiddlewareHandler } from 'hono'
import { isLocale } from '#config'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/**
 * E-mailed links in the path form many back ends use (operator round 12, finding 3): djoser's
 * ACTIVATION_URL and PASSWORD_RESET_CONFIRM_URL without their `#/` (`activate/{uid}/{token}`,
 * `password/reset/confirm/{uid}/{token}`), with or without a language prefix. The shop's own link is
 * the home page's `?action=activate|reset_password&uid=..&token=..` (decision 0016), which the home
 * page reads; these paths were a 404, and the capitals redirect (slashes) lowercased the uid on the way.
 *
 * So, before slashes: a 302 to the shop's form, uid and token exactly as sent (percent-decoded once,
 * re-encoded as query values). A 302, not a 301: the link is a one-time secret no cache or redirect
 * probe (straight-redirects) should keep or follow. The home page judges the link's shape (a malformed
 * one is "invalid", not a 404); the back end judges the token. Without a known language the target is
 * `/`, whose language redirect keeps the query. djoser's default `#/activate/...` never reaches the
 * server (a fragment): README, "Connecting a back end", tells the operator which settings to change.
 */
const LINK_PATH = /^(?:\/([A-Za-z]{2}))?\/(activate|password\/reset\/confirm)\/([^/]{1,512})\/([^/]{1,512})\/?$/i

/** The shop's own form of a link path, or null when the path is no link. */
export function emailLinkPathTarget(url: URL): string | null {
  // Runs of '/' as one: a domain setting ending in '/' (djoser's `{protocol}://{domain}/{url}`) makes
  // `//ro/activate/..`, which went on to slashes and its lowercasing 301, the uid and token lowercased (review a1).
  const match = LINK_PATH.exec(url.pathname.replace(/\/{2,}/g, '/'))
  if (!match) return null
  const [, prefix, kind = '', rawUid = '', rawToken = ''] = match
  let uid: string
  let token: string
  try {
    uid = decodeURIComponent(rawUid)
    token = decodeURIComponent(rawToken)
  } catch {
    return null
  }
  const lang = prefix?.toLowerCase()
  const query = new URLSearchParams(url.search)
  for (const key of ['action', 'uid', 'token']) query.delete(key)
  const link = new URLSearchParams({
    action: kind.toLowerCase() === 'activate' ? 'activate' : 'reset_password',
    uid,
    token,
  })
  const rest = query.toString()
  return `/${isLocale(lang) ? lang : ''}?${link}${rest ? `&${rest}` : ''}`
}

export const emailLinkPaths: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const target = emailLinkPathTarget(requestUrl(c))
  if (!target) return next()
  c.header('Cache-Control', 'no-store')
  return c.redirect(target, 302)
}
