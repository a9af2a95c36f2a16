import type { Context } from 'hono'
import { Hono } from 'hono'
import { FALLBACK_LOCALE, isLocale, type Locale, SERVER_COOKIES } from '#config'
import type { AccountId } from '#contract/auth.ts'
import { callEndpoint } from '#platform/backend/call.ts'
import { endCartSession, plausibleTokens, requestSession, verifiedUserId } from '#platform/cart-session.ts'
import { signedGroupCookies } from '#platform/cookies/group.ts'
import { forgetRotation, refreshRefusedMark, rotatedHere, sessionRefresh } from '#platform/session-refresh.ts'
import { loginPath } from '#platform/shared/protected-pages.ts'
import {
  cookieValues,
  endedSessionCookies,
  groupCookie,
  parseSessionHint,
  refreshCookie,
  refreshedCookies,
  refreshRefusedCookie,
  remembersSession,
  secureFor,
} from '#platform/shared/session-cookies.ts'
import { adminConfig } from '#platform/site.server.ts'
import { applyCookies, setSiteCookie } from '../lib/cookies'
import { viewerGroup } from '../middleware/viewer-group'
import type { AppEnv } from '../types'

/**
 * The session endpoints (accounts spec 4 "Authentication", decision 0017). The refresh token cookie
 * is only ever sent here (Path=/api/auth):
 * - POST /api/auth/refresh: a new access token from the refresh token; the user data is reloaded
 *   and `user-group-id` rewritten. 200 `{ signedIn: true, expires }`; a refresh token refused twice
 *   ends the session (cookies cleared, 401 `{ signedIn: false }`), refused once it is a 409 that
 *   asks again (refusedOnce); a failing back end is 503 and keeps it.
 * - GET /api/auth/refresh?next=/ro/cabinet: the same for a page load whose access token has run
 *   out; redirects back to `next` (a path on this site only), or to `/{lang}?login=true` (refused
 *   once: to itself, to ask again).
 * - POST /api/auth/logout: tells the back end (best effort) and expires every session cookie.
 */
type Ctx = Context<AppEnv>

function localeOf(c: Ctx): Locale {
  const lang = c.req.query('lang')
  return isLocale(lang) ? lang : FALLBACK_LOCALE
}

type RefreshOutcome =
  | { kind: 'ok'; expires: number }
  | { kind: 'ended' }
  | { kind: 'again' }
  | { kind: 'unavailable'; message: string }

/**
 * How long (ms) a refresh refused for the first time waits before it asks the browser to send it again:
 * time for a racing refresh's answer (the same token, another tab, another isolate) to reach the browser
 * first - that refresh is past the back end's rotation and has the user data to load still.
 */
export const REFRESH_RACE_WAIT_MS = 1_500

/**
 * A refresh token the back end refuses is not always a session that ended: a back end that rotates
 * them refuses the old one once another tab's refresh of it rotated it, and that refresh's answer,
 * with the new cookie, may not have reached the browser yet. Expiring the cookies then overwrote the
 * new one, and every tab was signed out (review a1). So the first refusal of these copies clears
 * nothing: after REFRESH_RACE_WAIT_MS it answers 'again' and marks the copies (refreshRefusedCookie);
 * the browser asks again with the cookie it then holds - the rotated one when another tab's refresh
 * rotated it. The same copies refused again, with their mark, end the session. A rotation made by
 * this isolate answers the racing refresh itself (platform/session-refresh.ts ROTATION_GRACE_MS).
 */
async function refusedOnce(c: Ctx, copies: readonly string[], secure: boolean): Promise<boolean> {
  if (copies.length === 0) return false
  const mark = await refreshRefusedMark(copies)
  // Any copy: a planted copy first kept a refused session asking again for ever (stranger audit a3).
  if (cookieValues(c.req.header('Cookie'), SERVER_COOKIES.refreshRefused).includes(mark)) return false
  await new Promise((resolve) => setTimeout(resolve, REFRESH_RACE_WAIT_MS))
  applyCookies(c, [refreshRefusedCookie(mark, secure)])
  return true
}

async function refreshSession(c: Ctx): Promise<RefreshOutcome> {
  const secure = secureFor(new URL(c.req.url))
  const rememberMe = remembersSession(c.req.header('Cookie'))
  const locale = localeOf(c)
  // Every copy of the refresh cookie, as every copy of `token` is read (platform/session-refresh.ts).
  const copies = refreshCopies(c)
  let pick = await sessionRefresh(c.env, copies, locale)
  if (pick.kind === 'refused' && (await refusedOnce(c, copies, secure))) {
    // The racing refresh was this isolate's after all (its answer came while this one waited): its pair.
    if (!(await rotatedHere(copies))) return { kind: 'again' }
    pick = await sessionRefresh(c.env, copies, locale)
  }
  if (pick.kind === 'refused' || pick.kind === 'ambiguous') {
    applyCookies(c, endedSessionCookies(secure))
    return { kind: 'ended' }
  }
  if (pick.kind === 'unavailable') return { kind: 'unavailable', message: pick.message }
  const { access } = pick
  // A refreshed session can refresh again: a token that does not say its expiry is taken to live minutes.
  const cookies = refreshedCookies(access, { rememberMe, secure, refreshable: true })
  applyCookies(c, cookies)
  // A back end that rotates refresh tokens refuses the old one next time: the new one replaces it.
  if (pick.rotated) applyCookies(c, [refreshCookie(pick.rotated, { rememberMe, secure })])
  const expires = parseSessionHint(cookies[1]?.value)?.expires ?? 0
  const group = await callEndpoint(adminConfig(c.env, { locale, accessToken: access }), 'userGroup')
  // The group's signature is bound to the access token (decision 0038): sign it again for the new one.
  // When the user data cannot load, the group this session had keeps its place, if it was genuine.
  const groupId = group.ok ? group.data.group_user_type.id : Number(await viewerGroup(c))
  if (groupId > 0) applyCookies(c, await signedGroupCookies(c.env, groupId, access, { rememberMe, secure }))
  else if (group.ok) applyCookies(c, [groupCookie(groupId, rememberMe, secure)])
  return { kind: 'ok', expires }
}

/**
 * `next` when it is a path of this site (no scheme, no host, no `//`), else the language's home.
 * Printable ASCII only, as a browser's `location` gives it (percent-encoded): a control character
 * made the Location header a 500 or a header a client refuses.
 */
export function safeNext(next: string | undefined, locale: Locale): string {
  if (next && /^\/(?![/\\])[!-~]*$/.test(next) && next.length <= 2_048) return next
  return `/${locale}`
}

export const authApi = new Hono<AppEnv>()

authApi.post('/api/auth/refresh', async (c) => {
  c.header('Cache-Control', 'no-store')
  const outcome = await refreshSession(c)
  if (outcome.kind === 'ok') return c.json({ signedIn: true, expires: outcome.expires })
  if (outcome.kind === 'ended') return c.json({ signedIn: false }, 401)
  // Refused once (refusedOnce): the page asks again, with the cookie it holds then (session-client.ts).
  if (outcome.kind === 'again') return c.json({ error: 'Conflict: the refresh token was refused once, ask again' }, 409)
  return c.json({ error: `Service Unavailable: the session could not be refreshed (${outcome.message})` }, 503)
})

/** How long the page gate lets a page through after a refresh sent it back (SERVER_COOKIES.refreshHop). */
const REFRESH_HOP_SECONDS = 10

authApi.get('/api/auth/refresh', async (c) => {
  c.header('Cache-Control', 'no-store')
  const next = c.req.query('next')
  const lang = next?.split('/')[1]
  const locale = isLocale(lang) ? lang : FALLBACK_LOCALE
  const outcome = await refreshSession(c)
  if (outcome.kind === 'ok') {
    setSiteCookie(c, SERVER_COOKIES.refreshHop, '1', REFRESH_HOP_SECONDS, { httpOnly: true })
    return c.redirect(safeNext(next, locale), 302)
  }
  if (outcome.kind === 'ended') return c.redirect(loginPath(locale), 302)
  // Refused once (refusedOnce): the browser asks again, with the cookies it holds then.
  if (outcome.kind === 'again') {
    const self = new URL(c.req.url)
    return c.redirect(`${self.pathname}${self.search}`, 302)
  }
  return c.text('Service Unavailable: the session could not be refreshed, try again in a moment', 503)
})

/** Whose the session's access token is, or undefined when the back end refuses it or fails. */
async function accountOf(c: Ctx, token: string, locale: Locale): Promise<AccountId | undefined> {
  try {
    return (await verifiedUserId(c.env, token, locale)) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The request's `refresh_token` copies, by the rule `token` copies are read with (plausibleTokens): junk
 * that cannot be a token, and copies that are no JWT beside a JWT one, are not refreshed - each copy
 * refreshed is a back-end call, and its new token another (session 69).
 */
const refreshCopies = (c: Ctx) => plausibleTokens(cookieValues(c.req.header('Cookie'), SERVER_COOKIES.refreshToken))

authApi.post('/api/auth/logout', async (c) => {
  c.header('Cache-Control', 'no-store')
  const locale = localeOf(c)
  // Of several `token` copies (another path's or domain's), the session's: the one the back end accepts.
  const session = await requestSession(c.env, c.req.raw, locale)
  // Of several refresh copies, the session account's (a planted copy must not be the one forgotten);
  // one copy is sent as it is, without asking the back end first.
  const copies = refreshCopies(c).filter((r) => r.length >= 10 && r.length <= 4_000)
  let refresh = copies.length === 1 ? copies[0] : undefined
  let fresh: string | undefined
  if (copies.length > 1 || (copies.length === 1 && !session)) {
    const account = session ? await accountOf(c, session, locale) : undefined
    const pick = await sessionRefresh(c.env, copies, locale, account)
    // A back end that rotated the token on this ask knows the rotated one now: that is the one to forget.
    refresh = pick.kind === 'ok' ? (pick.rotated ?? pick.refresh) : undefined
    if (pick.kind === 'ok') fresh = pick.access
  }
  // A refresh token being forgotten no longer answers a racing refresh of this isolate (ROTATION_GRACE_MS).
  for (const copy of new Set([...copies, ...(refresh ? [refresh] : [])])) await forgetRotation(copy)
  const body = refresh ? { refresh } : {}
  // An access cookie that has run out (remember-me keeps the refresh token 7 days, the access token 2)
  // still leaves a refresh token the back end must forget: a fresh access token carries the logout.
  const token = session ?? fresh
  if (token) {
    // Before the back end forgets the token: it still names the account whose sockets to close.
    await endCartSession(c.env, token, 'this')
    const result = await callEndpoint(adminConfig(c.env, { locale, accessToken: token }), 'logout', {
      body,
    })
    if (!result.ok && !(result.kind === 'status' && result.status === 401))
      console.warn('[auth] logout: the back end did not confirm', result.message)
  }
  applyCookies(c, endedSessionCookies(secureFor(new URL(c.req.url))))
  return c.json({ signedIn: false })
})
