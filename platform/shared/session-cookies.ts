import { COOKIE_PATHS, COOKIES, SERVER_COOKIE_MAX_AGE, SERVER_COOKIES, TIMINGS } from '#config'
import { rawCookieValues } from './cookie-flags'

/**
 * The session's cookies (accounts spec 3 and 9, decision 0017), as plain data both the Worker (Hono)
 * and server functions (TanStack Start) write:
 * - `token`: the access token, HttpOnly, sent everywhere;
 * - `refresh_token`: HttpOnly, sent only to /api/auth (the refresh and logout endpoints);
 * - `token_expires`: readable by scripts, `<exp seconds>` or `<exp seconds>:r` with rememberMe - how
 *   the page knows it is signed in and when to refresh, with no token material in it;
 * - `user-group-id`: readable, the page cache's group key (0 for guests).
 * With rememberMe they last 2 days (access) and 7 days (the rest); without it they end with the browser.
 */
export interface CookieSpec {
  name: string
  value: string
  path: string
  httpOnly: boolean
  secure: boolean
  sameSite: 'Lax'
  /** Seconds; absent: a browser-session cookie; 0: delete it. */
  maxAge?: number
}

/**
 * A cookie's value from a request's Cookie header: the one reading the Worker (worker/lib/cookies.ts
 * readCookie, the group check in platform/cookies/group.ts) and server functions (platform/request.server.ts
 * requestCookie) share, so a request's token is the same token everywhere. The first copy with a
 * value wins (`cookieValues` gives every copy); one pair of surrounding double quotes is not part of the value
 * (RFC 6265 cookie-value); the value is percent-decoded when it decodes; empty or absent gives
 * undefined. The page's boolean flags are read raw instead (worker/middleware/viewer-flags/index.ts),
 * where any such spelling is 'odd'.
 */
export function cookieFrom(header: string | null | undefined, name: string): string | undefined {
  return cookieValues(header, name)[0]
}

/**
 * At most this many copies of one cookie are checked in a request (a browser holds one per path and
 * domain it has the cookie for): each check costs an HMAC or a back-end call (the group, cart_guest and
 * token copies).
 */
export const MAX_COOKIE_COPIES = 4

/**
 * Every value of `name` in a Cookie header, each read as `cookieFrom` reads one, in the header's
 * order, without repeats or empty ones. A browser sends one copy per path and domain it holds the
 * cookie for (longest path first): a `token` an old front end left on `Path=/ro` or on the parent
 * domain comes with the session's own. Which copy is the session's is for the back end to say
 * (platform/cart-session.ts sessionToken).
 */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = []
  for (const raw of rawCookieValues(header ?? '', name)) {
    let value = raw
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      value = decodeURIComponent(value)
    } catch {}
    if (value && !values.includes(value)) values.push(value)
  }
  return values
}

export interface SessionTokens {
  access: string
  /**
   * null: the back end gave none (the spec's POST /api/v1/loginByEmail answers "token, user"): the
   * session lasts as long as its access token, and an earlier session's refresh cookie is cleared.
   */
  refresh: string | null
}

/** The `exp` (and `iat`, when a number) claims of a JWT in epoch seconds, or null when the token is not a readable JWT with an exp. */
function tokenClaims(jwt: string | undefined | null): { exp: number; iat: number | null } | null {
  const payload = jwt?.split('.')[1]
  if (!payload || payload.length > 4_000) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const { exp, iat } = JSON.parse(json) as { exp?: unknown; iat?: unknown }
    if (!(typeof exp === 'number' && Number.isFinite(exp) && exp > 0)) return null
    return { exp, iat: typeof iat === 'number' && Number.isFinite(iat) && iat > 0 && iat < exp ? iat : null }
  } catch {
    return null
  }
}

/** The `exp` claim of a JWT in epoch seconds, or null when the token is not a readable JWT. */
export function tokenExpiry(jwt: string | undefined | null): number | null {
  return tokenClaims(jwt)?.exp ?? null
}

/** How far the back end's clock may be from ours (s) before a new token's expiry is read on ours. */
export const TOKEN_CLOCK_SLACK_S = 60

/**
 * A token just issued: when it runs out by this Worker's clock. Its `exp` is on the back end's clock;
 * a token whose `iat` (issued now, by the back end's clock) is more than TOKEN_CLOCK_SLACK_S from our
 * now was issued by a clock that is off by that much, so it lives its lifetime (exp - iat) from our
 * now. Session 63's operator audit: a back end 10 minutes behind gave 5-minute tokens that were
 * spent on arrival here; the page gate sent every account page to the refresh and back until the
 * browser gave up (ERR_TOO_MANY_REDIRECTS). Null when the token says no exp.
 */
export function clockedExpiry(jwt: string, nowMs: number): number | null {
  const claims = tokenClaims(jwt)
  if (!claims) return null
  const now = Math.floor(nowMs / 1000)
  if (claims.iat === null || Math.abs(now - claims.iat) <= TOKEN_CLOCK_SLACK_S) return claims.exp
  return now + (claims.exp - claims.iat)
}

/**
 * The expiry taken for an access token that does not say its own (an opaque token - the spec's
 * loginByEmail answers "token, user", no JWT promised - or a JWT whose exp is no number): its
 * cookie's lifetime from now, or a few minutes when the session can refresh it (`refreshable`). The back end still decides: a token it refuses ends the session (a 401).
 * Session 59's operator audit: such a token got expiry 0, so the shopper was told "signed in" and was not.
 */
export function assumedExpiry(nowMs: number, refreshable = false): number {
  return Math.floor(nowMs / 1000) + (refreshable ? OPAQUE_REFRESHABLE_SECONDS : SERVER_COOKIE_MAX_AGE.access)
}

/**
 * How long an access token that does not say its expiry is taken to live when the session can refresh
 * it (a refresh token came with it): short, so the page gate and the browser refresh it before the back
 * end's own lifetime runs out. Taken to live the cookie's 2 days, a 5-minute opaque token was refused
 * after 5 minutes and the 401 ended the session though its refresh token was good (round 12 operator
 * audit). A token living less than this (minus TIMINGS.tokenExpirySkew) still ends its session.
 */
const OPAQUE_REFRESHABLE_SECONDS = 240

/** A token counts as valid while its expiry is more than 30 s away (TIMINGS.tokenExpirySkew). */
export function isTokenFresh(expSeconds: number | null, nowMs: number): boolean {
  return expSeconds !== null && expSeconds * 1000 - nowMs > TIMINGS.tokenExpirySkew
}

export interface SessionHint {
  expires: number
  rememberMe: boolean
}

export function formatSessionHint(hint: SessionHint): string {
  return hint.rememberMe ? `${hint.expires}:r` : String(hint.expires)
}

/** Reads `token_expires`; anything malformed is no session. */
export function parseSessionHint(value: string | undefined | null): SessionHint | null {
  const match = /^(\d{1,12})(:r)?$/.exec(value ?? '')
  if (!match) return null
  return { expires: Number(match[1]), rememberMe: match[2] === ':r' }
}

/**
 * The session hint of a Cookie header (or `document.cookie`): the first `token_expires` copy that reads
 * as one (parseSessionHint), for the page gate and the browser alike. A junk copy first (planted on the
 * parent domain with a longer path, which the browser sends first) hid the session's own hint: the page
 * gate sent a live session to sign-in and the page showed it signed out (session 69).
 */
export function sessionHintIn(cookieHeader: string | null | undefined): SessionHint | null {
  for (const copy of cookieValues(cookieHeader, COOKIES.tokenExpires)) {
    const hint = parseSessionHint(copy)
    if (hint) return hint
  }
  return null
}

/**
 * Whether the sign-in asked to be remembered, as the Worker writes the session's cookies again (a
 * refresh, a group signed again): only when every `token_expires` copy says so. `token_expires` is
 * readable and unsigned, so a copy planted on a longer path comes first: read alone, `1:r` turned a
 * sign-in that was to end with the browser into a 2-day one (stranger audit a3, session 67).
 */
export function remembersSession(cookieHeader: string | null | undefined): boolean {
  const copies = cookieValues(cookieHeader, COOKIES.tokenExpires)
  return copies.length > 0 && copies.every((copy) => parseSessionHint(copy)?.rememberMe === true)
}

function cookie(
  name: string,
  value: string,
  path: string,
  httpOnly: boolean,
  secure: boolean,
  maxAge?: number,
): CookieSpec {
  return maxAge === undefined
    ? { name, value, path, httpOnly, secure, sameSite: 'Lax' }
    : { name, value, path, httpOnly, secure, sameSite: 'Lax', maxAge }
}

/**
 * The refresh token's cookie (HttpOnly, sent to the Worker's session endpoints only): at sign-in, and
 * when a refresh rotates it (worker/api/auth.ts). Null expires it. Its lifetime follows rememberMe.
 */
export function refreshCookie(refresh: string | null, opts: { rememberMe: boolean; secure: boolean }): CookieSpec {
  return cookie(
    SERVER_COOKIES.refreshToken,
    refresh ?? '',
    COOKIE_PATHS.refresh,
    true,
    opts.secure,
    refresh === null ? 0 : opts.rememberMe ? SERVER_COOKIE_MAX_AGE.refresh : undefined,
  )
}

/** How long the mark of a refused refresh stands (seconds): the retry comes within a few. */
const REFRESH_REFUSED_MAX_AGE = 60

/** The mark of refresh copies the back end refused once (SERVER_COOKIES.refreshRefused), sent to /api/auth only. */
export function refreshRefusedCookie(mark: string, secure: boolean): CookieSpec {
  return cookie(SERVER_COOKIES.refreshRefused, mark, COOKIE_PATHS.refresh, true, secure, REFRESH_REFUSED_MAX_AGE)
}

/** The cookies that start a session (sign-in, activation, social sign-in). */
export function sessionCookies(
  tokens: SessionTokens,
  opts: { rememberMe: boolean; secure: boolean; groupId?: number },
): CookieSpec[] {
  const [token, hint, ...short] = refreshedCookies(tokens.access, { ...opts, refreshable: !!tokens.refresh })
  const out = [token, refreshCookie(tokens.refresh, opts), hint, ...short]
  if (opts.groupId !== undefined) out.push(groupCookie(opts.groupId, opts.rememberMe, opts.secure))
  return out
}

/**
 * The access token's cookie and the readable hint, and the token's short-token mark when it needs one
 * (shortTokenCookie: at sign-in as at a refresh); a refresh replaces just these. The lifetime follows
 * the session's rememberMe.
 */
export function refreshedCookies(
  access: string,
  opts: { rememberMe: boolean; secure: boolean; refreshable?: boolean },
): [CookieSpec, CookieSpec, ...CookieSpec[]] {
  const now = Date.now()
  const expires = clockedExpiry(access, now) ?? assumedExpiry(now, opts.refreshable)
  const short = shortTokenCookie(tokenExpiry(access), expires, now, opts.secure)
  return [
    cookie(
      SERVER_COOKIES.token,
      access,
      COOKIE_PATHS.session,
      true,
      opts.secure,
      opts.rememberMe ? SERVER_COOKIE_MAX_AGE.access : undefined,
    ),
    cookie(
      COOKIES.tokenExpires,
      formatSessionHint({ expires, rememberMe: opts.rememberMe }),
      COOKIE_PATHS.session,
      false,
      opts.secure,
      opts.rememberMe ? SERVER_COOKIE_MAX_AGE.refresh : undefined,
    ),
    ...(short ? [short] : []),
  ]
}

/**
 * The mark of an access token that is not fresh even new (SERVER_COOKIES.shortToken), or none when it
 * is fresh (or has already run out): HttpOnly, for as long as the token lives. `tokenExp` is the
 * token's own exp (null: it says none), `until` when it runs out on our clock (clockedExpiry): the
 * mark names both when they differ (`<exp>:<until>`), the exp alone when they are one.
 */
export function shortTokenCookie(
  tokenExp: number | null,
  until: number,
  nowMs: number,
  secure: boolean,
): CookieSpec | null {
  const left = until - Math.floor(nowMs / 1000)
  if (isTokenFresh(tokenExp ?? until, nowMs) || left <= 0) return null
  const exp = tokenExp ?? until
  const value = exp === until ? String(exp) : `${exp}:${until}`
  return cookie(SERVER_COOKIES.shortToken, value, COOKIE_PATHS.session, true, secure, left)
}

/**
 * Whether the page gate takes a token that is not fresh: the refresh just gave it (its mark names its
 * expiry) and it has not run out on our clock. Such a token was sent back to the refresh for ever.
 */
export function shortTokenStands(mark: string | undefined, expires: number | null, nowMs: number): boolean {
  const [exp, until = exp] = (mark ?? '').split(':')
  return expires !== null && exp === String(expires) && Number(until) * 1000 > nowMs
}

/** `user-group-id`, written after the user data loads (accounts spec 3). */
export function groupCookie(groupId: number, rememberMe: boolean, secure: boolean): CookieSpec {
  return cookie(
    COOKIES.userGroupId,
    String(groupId),
    COOKIE_PATHS.session,
    false,
    secure,
    rememberMe ? SERVER_COOKIE_MAX_AGE.refresh : undefined,
  )
}

/**
 * `user-group-sig`: the Worker's signature of `user-group-id` for this session (platform/cookies/group.ts,
 * decision 0038). HttpOnly; it lives exactly as long as the group cookie it vouches for.
 */
export function groupSignatureCookie(signature: string, rememberMe: boolean, secure: boolean): CookieSpec {
  return cookie(
    SERVER_COOKIES.userGroupSig,
    signature,
    COOKIE_PATHS.session,
    true,
    secure,
    rememberMe ? SERVER_COOKIE_MAX_AGE.refresh : undefined,
  )
}

/**
 * Expires every session cookie, each on the path it was set with. The Worker, which knows the request,
 * expires a repeated cookie's other copies too (endedSessionCookiesFor, ended-session-copies.ts).
 */
export function endedSessionCookies(secure: boolean): CookieSpec[] {
  return [
    cookie(SERVER_COOKIES.token, '', COOKIE_PATHS.session, true, secure, 0),
    cookie(SERVER_COOKIES.refreshToken, '', COOKIE_PATHS.refresh, true, secure, 0),
    cookie(COOKIES.tokenExpires, '', COOKIE_PATHS.session, false, secure, 0),
    cookie(COOKIES.userGroupId, '', COOKIE_PATHS.session, false, secure, 0),
    cookie(SERVER_COOKIES.userGroupSig, '', COOKIE_PATHS.session, true, secure, 0),
  ]
}

/** Cookies are Secure on https and on loopback (browsers accept Secure there); plain http elsewhere cannot keep them. */
export function secureFor(url: URL): boolean {
  return url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost'
}

/**
 * The response header that tells the page its session ended on this request (a 401 from the back
 * end on a signed-in call): the page clears its data and asks for sign-in (accounts spec 4, 8).
 */
export const SESSION_HEADER = 'X-Session'
export const SESSION_ENDED = 'ended'
