import type { MiddlewareHandler } from 'hono'
import { FALLBACK_LOCALE, SERVER_COOKIES } from '#config'
import { ambiguousSession, requestSession } from '#platform/cart-session.ts'
import { loginPath, protectedPageLocale } from '#platform/shared/protected-pages.ts'
import {
  cookieValues,
  isTokenFresh,
  sessionHintIn,
  shortTokenStands,
  tokenExpiry,
} from '#platform/shared/session-cookies.ts'
import { readCookie } from '../../lib/cookies'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/**
 * The access rule for page loads (accounts spec 2): a protected page (platform/shared/protected-pages.ts)
 * needs an access token valid for more than 30 s. One that has run out while the session lives
 * (`token_expires` present) goes through GET /api/auth/refresh, which returns to the page; without a
 * session the shopper goes to `/{lang}?login=true`. The page itself re-checks on the server render
 * (the cabinet setting, a refused token).
 */
export const sessionGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = requestUrl(c)
  const lang = protectedPageLocale(url.pathname)
  if (!lang) return next()
  c.header('Cache-Control', 'no-store')
  // Of several `token` copies (an old front end's on /ro, a parent domain's), the session's is the one
  // the back end accepts (sessionToken): read first, a stale copy would send every load to a refresh
  // that writes a new token on / and comes back to the same copy.
  const tokens = cookieValues(c.req.header('Cookie'), SERVER_COOKIES.token)
  const token = await requestSession(c.env, c.req.raw, FALLBACK_LOCALE)
  // A token that does not say its expiry (opaque, or a JWT without a numeric exp) lives as its session's
  // hint says (assumedExpiry): without it such a session went to a refresh that could not help, in a loop.
  const hint = sessionHintIn(c.req.header('Cookie'))
  const expires = tokenExpiry(token) ?? (token ? (hint?.expires ?? null) : null)
  // A token the refresh gave that is short even new stands until it runs out (SERVER_COOKIES.shortToken):
  // sent back to the refresh, it came back with another such token, for ever.
  const now = Date.now()
  // Just back from the refresh (SERVER_COOKIES.refreshHop): the page renders and the back end judges the
  // token - never a second refresh in a row, whatever a token or a clock says (no redirect loop).
  const justRefreshed = token !== undefined && readCookie(c, SERVER_COOKIES.refreshHop) === '1'
  if (
    justRefreshed ||
    isTokenFresh(expires, now) ||
    shortTokenStands(readCookie(c, SERVER_COOKIES.shortToken), expires, now)
  ) {
    await next()
    // personal pages: no browser or shared cache keeps them
    c.header('Cache-Control', 'no-store')
    return
  }
  // Two accounts' copies: a refresh would write a new token beside the same two and come back here.
  if (!ambiguousSession(tokens, token) && hint) {
    return c.redirect(`/api/auth/refresh?${new URLSearchParams({ next: url.pathname + url.search })}`, 302)
  }
  return c.redirect(loginPath(lang), 302)
}
