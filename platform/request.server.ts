import { env } from 'cloudflare:workers'
import { getRequest, getRequestHeader, getRequestUrl, setCookie, setResponseHeader } from '@tanstack/react-start/server'
import { COOKIES, type Locale, SERVER_COOKIES } from '#config'
import { type EndpointName, endpoints, type ResponseOf } from '#contract/endpoints.ts'
import type { GlobalSettings } from '#contract/settings.ts'
import { ageGateActive, withoutAgeRestricted } from './backend/age-gate'
import type { CallOptions } from './backend/call'
import type { ApiFailure, ApiResult } from './backend/client'
import { sharedAnswer, sharedAnswerTtlMs } from './backend/shared-answers'
import { requestSession, sessionToken } from './cart-session'
import { type Flag, flagOf } from './shared/cookie-flags'
import { endedSessionCookiesFor } from './shared/ended-session-copies'
import { forwardedForHeaders } from './shared/forwarded-for'
import { PRICED_ENDPOINTS, pricesHidden, withoutPrices } from './shared/hidden-prices'
import { type ProofCookie, proofCookieOf } from './shared/proof-cookies'
import {
  type CookieSpec,
  cookieFrom,
  cookieValues,
  endedSessionCookies,
  SESSION_ENDED,
  SESSION_HEADER,
  secureFor,
} from './shared/session-cookies'
import { adminConfig, loadGlobalSettings } from './site.server'

/** A cookie of the current request, read as the Worker reads it (cookieFrom); undefined when absent, empty or outside a request. */
export function requestCookie(name: string): string | undefined {
  try {
    return cookieFrom(getRequestHeader('cookie'), name)
  } catch {
    return undefined
  }
}

/**
 * A boolean cookie of the current request (`is_age_valid`, `dev-mode`) as the Worker's page-cache key,
 * its renderer and the browser read it (platform/shared/cookie-flags.ts flagOf): only every copy saying
 * `true` is `true`. The renderer's request already carries the Worker's reading (worker/html/renderer-request.ts);
 * reading it here by the same rule keeps a server function from ever taking a quoted or repeated copy
 * for an answer the page cache did not (session 69). `absent` outside a request.
 */
export function requestFlag(name: string): Flag {
  try {
    return flagOf(getRequestHeader('cookie'), name)
  } catch {
    return 'absent'
  }
}

/** Whether the current request is in development mode (`dev-mode`, requestFlag): the back end gets `Dev-Mode: true`. */
export function requestDevMode(): boolean {
  return requestFlag(COOKIES.devMode) === 'true'
}

/**
 * A cookie that proves something about this browser - the social sign-in's state, the browser keys -
 * read by the one rule of platform/shared/proof-cookies.ts: of its copies (another path's, or a parent
 * domain's planted by a sibling host) only well-formed ones count, and two different ones are none.
 * Taking the first copy, as the browser orders them, would take the planter's (stranger audit s9).
 */
export function requestProofCookie(name: string, wellFormed: (value: string) => boolean): ProofCookie {
  return proofCookieOf(requestCookieCopies(name), wellFormed)
}

/** Every value of the cookie `name` the request sends (cookieValues; none outside a request). */
export function requestCookieCopies(name: string): string[] {
  let header: string | undefined
  try {
    header = getRequestHeader('cookie')
  } catch {
    return []
  }
  return cookieValues(header, name)
}

/**
 * The session's access token for the current request: its one `token` cookie, or among several copies
 * (another path's or domain's) the session's by sessionToken's rule, decided once per request and shared
 * with the Worker that decided it first (requestSession: its page gate, its group check). Undefined when
 * signed out or outside a request.
 */
export async function requestSessionToken(locale: Locale): Promise<string | undefined> {
  const request = currentRequest()
  if (request) return requestSession(env, request, locale)
  let header: string | undefined
  try {
    header = getRequestHeader('cookie')
  } catch {
    return undefined
  }
  return sessionToken(env, cookieValues(header, SERVER_COOKIES.token), locale)
}

/** Writes cookies on the current server-function or page response. */
export function writeCookies(cookies: CookieSpec[]) {
  for (const k of cookies) {
    setCookie(k.name, k.value, {
      path: k.path,
      httpOnly: k.httpOnly,
      secure: k.secure,
      sameSite: 'lax',
      ...(k.maxAge === undefined ? {} : { maxAge: k.maxAge }),
    })
  }
}

/**
 * The shopper's address for the back end's per-client limits (platform/shared/forwarded-for.ts), or
 * nothing outside a request. Without it every shopper would share the Worker's bucket (issue 26).
 */
export function shopperIpHeaders(): Record<string, string> | undefined {
  try {
    return forwardedForHeaders(getRequestHeader('CF-Connecting-IP'), env.CLIENT_IP_SECRET)
  } catch {
    return undefined
  }
}

/**
 * The current request's URL as it reached the Worker, or null outside a request. Never the client's
 * X-Forwarded-Proto (TanStack's getRequestUrl trusts it by default): Cloudflare's request URL has the
 * real scheme, and a forged `https` wrote https links into a page the cache then served to everyone.
 */
export function currentRequestUrl(): URL | null {
  try {
    return getRequestUrl({ xForwardedProto: false })
  } catch {
    return null
  }
}

/** The current request itself (an identity for what one render reads once), or null outside a request. */
export function currentRequest(): Request | null {
  try {
    return getRequest()
  } catch {
    return null
  }
}

export function requestIsSecure(): boolean {
  const url = currentRequestUrl()
  return url ? secureFor(url) : true
}

/**
 * A 401 on a signed-in call ends the session (accounts spec 4 and 8): every session cookie expires
 * on this response (a repeated one on the paths above the request's too) and the `X-Session: ended`
 * header tells the page to clear its data and ask for sign-in (app/features/auth/session-client.ts).
 */
export function endSessionOnResponse() {
  const url = currentRequestUrl()
  let cookieHeader: string | undefined
  try {
    cookieHeader = getRequestHeader('cookie')
  } catch {}
  // The copies a repeated cookie has on the paths above this request expire too (endedSessionCookiesFor).
  writeCookies(
    url ? endedSessionCookiesFor(secureFor(url), { pathname: url.pathname, cookieHeader }) : endedSessionCookies(true),
  )
  try {
    setResponseHeader(SESSION_HEADER, SESSION_ENDED)
  } catch {
    // outside a request (tests): the cookies above are all there is to do
  }
}

const endpointNeedsSession = (name: EndpointName) =>
  (endpoints[name] as { auth?: 'required' | 'optional' }).auth === 'required'

/**
 * A personal call that needs a session, with none to make it with: the back end's 401, without asking
 * it. A stranger's cookie-less call of the profile made three back-end calls, each refused (session 62).
 */
function noSession(name: EndpointName): ApiFailure {
  const { method, path } = endpoints[name]
  return { ok: false, kind: 'status', status: 401, body: null, message: `${method} ${path}: HTTP 401, no session` }
}

/**
 * Calls the admin API for the current request. Public data is fetched without the shopper's token,
 * so nothing personal can end up in a cacheable page; `withAuth` adds it for personal calls, and a
 * 401 on such a call ends the session. A shared endpoint's answer may be one this isolate got for
 * another shopper a moment ago (platform/backend/shared-answers.ts); the price and age filters below
 * apply to each request.
 */
export async function callForRequest<N extends EndpointName>(
  locale: Locale,
  name: N,
  opts: CallOptions = {},
  withAuth = false,
): Promise<ApiResult<ResponseOf<N>>> {
  const accessToken = withAuth ? await requestSessionToken(locale) : undefined
  if (withAuth && !accessToken && endpointNeedsSession(name)) return noSession(name)
  const cfg = adminConfig(env, { locale, devMode: requestDevMode(), accessToken })
  const result = await sharedAnswer(cfg, name, opts, sharedAnswerTtlMs(env.SHARED_ANSWER_SECONDS))
  if (!result.ok && result.status === 401 && accessToken) endSessionOnResponse()
  if (!result.ok || !PRICED_ENDPOINTS.has(name)) return result
  let data = result.data
  if (await requestHidesPrices(locale)) data = withoutPrices(data)
  if (await requestHidesAgeRestricted(locale)) data = withoutAgeRestricted(data)
  return data === result.data ? result : { ...result, data }
}

/**
 * Whether this request's viewer may not see prices: the site hides them from guests and the viewer's
 * group is 0. The group is the verified one: the Worker hands the renderer only a `user-group-id` its
 * signature vouches for (platform/cookies/group.ts, decision 0038).
 */
export async function requestHidesPrices(locale: Locale): Promise<boolean> {
  const settings = await loadGlobalSettings(env, { locale, devMode: requestDevMode() })
  return pricesHidden(settings.data.hide_price_for_guests, requestCookie(COOKIES.userGroupId))
}

/**
 * The site settings that shape a phone (`is_romanian`, `phone_mask`) for this request's site: a server
 * function checks a phone against the site's mask (app/ui/site-phone.server.ts, phoneMaskName).
 */
export async function requestPhoneSettings(
  locale: Locale,
): Promise<Pick<GlobalSettings, 'is_romanian' | 'phone_mask'>> {
  const settings = await loadGlobalSettings(env, { locale, devMode: requestDevMode() })
  return { is_romanian: settings.data.is_romanian, phone_mask: settings.data.phone_mask }
}

/**
 * Whether this request's viewer has not confirmed their age on a site that asks for it
 * (`additional_settings.age_restriction`, cookie `is_age_valid`; decision 0041). The cookie is part
 * of the page-cache key, so each cached variant holds only what its viewers may see.
 */
export async function requestHidesAgeRestricted(locale: Locale): Promise<boolean> {
  const settings = await loadGlobalSettings(env, { locale, devMode: requestDevMode() })
  return ageGateActive(settings.data.additional_settings.age_restriction, requestFlag(COOKIES.isAgeValid))
}
