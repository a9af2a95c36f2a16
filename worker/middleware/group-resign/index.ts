import type { MiddlewareHandler } from 'hono'
import { COOKIES, SERVER_COOKIES } from '#config'
import { signedGroupCookies } from '#platform/cookies/group.ts'
import { remembersSession, secureFor } from '#platform/shared/session-cookies.ts'
import { applyCookies } from '../../lib/cookies'
import type { AppEnv } from '../../types'
import { REFRESH_HEADER } from '../page-cache'

/** The cookies an answer sets that re-signing the group must not follow: the session's own, written by a sign-in, refresh or sign-out. */
const SESSION_WRITES = [SERVER_COOKIES.token, COOKIES.userGroupId, SERVER_COOKIES.userGroupSig].map(
  (name) => `${name}=`,
)

/**
 * A group whose signature only CART_COOKIE_SECRET_PREVIOUS holds (a secret rotation, decision 0038) is
 * signed again with the current secret on the answer the renderer gave - a page or a server function,
 * never a cached page's (this runs after the page cache, and a page that sets a cookie is not stored) -
 * as sign-in writes it (signedGroupCookies: HttpOnly, the session's lifetime), so the shopper keeps the
 * group's prices after the previous secret is deleted, without waiting for the session's refresh.
 * Not on a stale page's background refresh (its answer reaches no browser), nor on an answer that
 * writes the session's cookies itself (a sign-in or sign-out in a server function).
 */
export const resignedGroup: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const checked = await c.get('viewerGroupCheck')
  if (!checked?.previous || c.req.header(REFRESH_HEADER) !== undefined) return
  if (c.res.headers.getSetCookie().some((cookie) => SESSION_WRITES.some((name) => cookie.startsWith(name)))) return
  const rememberMe = remembersSession(c.req.header('Cookie'))
  const secure = secureFor(new URL(c.req.url))
  applyCookies(c, await signedGroupCookies(c.env, Number(checked.group), checked.token, { rememberMe, secure }))
  // An answer that sets the shopper's cookie is nobody else's: no shared cache keeps it.
  if (!/\b(private|no-store)\b/i.test(c.res.headers.get('Cache-Control') ?? ''))
    c.header('Cache-Control', 'private, no-store')
}
