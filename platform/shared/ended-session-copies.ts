import { COOKIES, SERVER_COOKIES } from '#config'
import { rawCookieValues } from './cookie-flags'
import { cookiePathsAbove } from './cookie-paths'
import { type CookieSpec, endedSessionCookies } from './session-cookies'

/*
 * The copies of a session cookie a browser holds on other paths (an old front end's `Path=/ro`).
 * Server-only, and a module of its own: session-cookies.ts is in every page's first load (decision 0086).
 */

/** The five cookies of a session (endedSessionCookies expires them); here, not in session-cookies.ts: the browser never needs the names. */
export const SESSION_COOKIE_NAMES = [
  SERVER_COOKIES.token,
  SERVER_COOKIES.refreshToken,
  COOKIES.tokenExpires,
  COOKIES.userGroupId,
  SERVER_COOKIES.userGroupSig,
] as const

/** The session's cookies (the five `endedSessionCookies` expires) a Cookie header holds more than once, with their counts. */
export function repeatedSessionCookies(header: string | null | undefined): Record<string, number> {
  const repeated: Record<string, number> = {}
  for (const name of SESSION_COOKIE_NAMES) {
    const count = rawCookieValues(header ?? '', name).length
    if (count > 1) repeated[name] = count
  }
  return repeated
}

/**
 * endedSessionCookies for the request that ends the session: a cookie the request holds more than
 * once is also expired on every path above the request's (cookiePathsAbove): a copy on `Path=/ro` - an
 * old front end's - is not removed by the `Path=/` one, and would come back with every request after
 * the next sign-in. A copy written for a parent domain (`Domain=`) is not expired: the header does not
 * say which domain it has, and the parent's copy may be another site's session (a sibling shop or back
 * office on the same domain); such a copy cannot end this session anyway, since the copy the back end
 * accepts is the one read.
 */
export function endedSessionCookiesFor(
  secure: boolean,
  request: { pathname: string; cookieHeader: string | null | undefined },
): CookieSpec[] {
  const ended = endedSessionCookies(secure)
  const repeated = repeatedSessionCookies(request.cookieHeader)
  const above = cookiePathsAbove(request.pathname)
  for (const own of ended.slice(0, SESSION_COOKIE_NAMES.length)) {
    if (!repeated[own.name]) continue
    for (const path of above) if (path !== own.path) ended.push({ ...own, path })
  }
  return ended
}
