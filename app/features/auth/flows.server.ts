import { env } from 'cloudflare:workers'
import { configuredSocialProviders } from '#app/lib/social-config.ts'
import { type Locale, SERVER_COOKIE_MAX_AGE, SERVER_COOKIES } from '#config'
import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'
import { base64url } from '#contract/base64url.ts'
import { callEndpoint } from '#platform/backend/call.ts'
import { doneButUnread } from '#platform/backend/client.ts'
import { deviceKey, registrationDeviceKey, signInHeaders } from '#platform/browser-keys.server.ts'
import { endAccountCartSessions, endCartSession, uidAccountId } from '#platform/cart-session.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import {
  callForRequest,
  currentRequestUrl,
  requestCookie,
  requestIsSecure,
  requestProofCookie,
  requestSessionToken,
  shopperIpHeaders,
  writeCookies,
} from '#platform/request.server.ts'
import { adminConfig } from '#platform/site.server.ts'
import { loginWithPassword } from './auth.server'
import type { CodeChannel } from './code-login'
import { authErrorMessages, errorCodeOf, loginFailure, UNKNOWN_ERROR } from './rules'
import { startSession } from './session.server'
import {
  checkSocialState,
  isSocialState,
  makeSocialState,
  type SignInArea,
  socialAuthorizeUrl,
  socialCallbackPath,
  socialTokenEndpoint,
} from './social'

/**
 * The sign-in flows' server side (accounts spec 4, 7, 8; decision 0021): activation, password reset
 * and change, code sign-in and social sign-in. Every call that hands out tokens starts the session
 * here (HttpOnly cookies, user-group-id); failures come back as the texts to show.
 */

/** `signedIn: false`: the call went through but started no session (an activation answered without tokens). */
export type FlowResult =
  | { ok: true; signedIn?: false }
  | {
      ok: false
      errors: string[]
      rateLimited?: boolean
      code?: string | null
      email?: string | null
      /** The back end refused the token it had just issued (startSession): no session, the form says so. */
      sessionRefused?: boolean
    }

const config = (locale: Locale) => adminConfig(env, { locale })

/** A refused flow call; `fields` as authErrorMessages takes them (the form's fields among the machine-data keys). */
function failed(status: number, body: unknown, fields?: readonly string[]): FlowResult {
  const code = errorCodeOf(body)
  // A 429 with a code of its own (registration limits) says why; others show the too-many text.
  if (status === 429 && !code) return { ok: false, errors: [], rateLimited: true }
  return { ok: false, errors: authErrorMessages(body, UNKNOWN_ERROR, fields), code }
}

/** The account id (`sub`) of a JWT the back end just issued, or null. */
export function tokenSubject(jwt: string): number | null {
  const payload = jwt.split('.')[1]
  if (!payload || payload.length > 4_000) return null
  try {
    const sub = (
      JSON.parse(
        atob(
          payload
            .replace(/-/g, '+')
            .replace(/_/g, '/')
            .padEnd(Math.ceil(payload.length / 4) * 4, '='),
        ),
      ) as { sub?: unknown }
    ).sub
    return typeof sub === 'string' && /^[1-9]\d{0,8}$/.test(sub) ? Number(sub) : null
  } catch {
    return null
  }
}

/** After the back end accepted a reset or a claim of the link's account: every cart socket of it closes (issue 50). */
async function endAccountSockets(uid: string): Promise<void> {
  const id = uidAccountId(uid)
  if (id !== null) await endAccountCartSessions(env, id)
}

/**
 * djoser's refusal of an activation token that was already used (`PermissionDenied`, 403
 * `{"detail": "Stale token for given user."}`): matched by its shape, a 403 whose `detail` says the
 * token is stale, never any 403.
 */
function staleActivationToken(status: number, body: unknown): boolean {
  if (status !== 403 || !body || typeof body !== 'object') return false
  const detail = (body as { detail?: unknown }).detail
  return typeof detail === 'string' && detail.length <= 200 && /\bstale token\b/i.test(detail)
}

/**
 * POST /auth/users/activation/ (spec 4: activation signs in; an answer without tokens activates
 * without signing in: `signedIn: false`). The link proves the mailbox; the
 * password typed at registration stands only for the browser that registered (its device cookie,
 * decision 0064). Any other browser gets `code: "password_required"` (with the address the link is
 * for) and sends `password` next. An activation is a claim: every earlier session of the account
 * ends, and so do its cart sockets.
 */
export async function activate(
  locale: Locale,
  uid: string,
  token: string,
  password?: { new_password: string; re_new_password: string },
): Promise<FlowResult> {
  const device_key = deviceKey()
  const body = { uid, token, ...(device_key ? { device_key } : {}), ...password }
  const result = await callEndpoint(config(locale), 'activation', { body, headers: signInHeaders() })
  // A 2xx without tokens (djoser's stock activation answers 204, no body): the account is active but
  // no session started - the shopper signs in next. One that says it failed (`error`, `detail`) is a refusal.
  if (doneButUnread(result)) {
    await endAccountSockets(uid)
    return { ok: true, signedIn: false }
  }
  // djoser's answer to a link already used (403 "Stale token for given user."): the account is active,
  // this opening only starts no session - the shopper signs in (a second click, a mail client's preview).
  if (!result.ok && staleActivationToken(result.status, result.body)) return { ok: true, signedIn: false }
  if (!result.ok) {
    const failure = failed(result.status, result.body)
    const email = (result.body as { email?: unknown } | null)?.email
    return !failure.ok && failure.code === ACCOUNTS.errorCodes.passwordRequired
      ? { ...failure, email: typeof email === 'string' ? email : null }
      : failure
  }
  await endAccountSockets(uid)
  // The token refused right after it was issued (logged by startSession): the account is active, the shopper signs in next.
  const started = await startSession(locale, result.data, false)
  return started?.refused ? { ok: true, signedIn: false } : { ok: true }
}

/** POST /auth/users/reset_password/: failures are swallowed (spec 7, 8); the page always says a link was sent if the account exists. */
export async function requestPasswordReset(locale: Locale, email: string): Promise<{ ok: true }> {
  // The shopper's address: the back end limits reset mails per client (without it every shopper is the Worker).
  const result = await callEndpoint(config(locale), 'resetPassword', { body: { email }, headers: signInHeaders() })
  if (!result.ok) console.warn(`[auth] reset_password request failed (swallowed): ${result.message}`)
  return { ok: true }
}

/** POST /auth/users/reset_password_confirm/: on failure the body is shown (spec 8). */
export async function confirmPasswordReset(
  locale: Locale,
  form: { uid: string; token: string; new_password: string; re_new_password: string },
): Promise<FlowResult> {
  const result = await callEndpoint(config(locale), 'resetPasswordConfirm', { body: form })
  if (!result.ok) return failed(result.status, result.body)
  // Every session of the account ended at the back end: its cart sockets close now too (issue 50).
  await endAccountSockets(form.uid)
  return { ok: true }
}

/** POST /auth/users/set_password/ for the signed-in user; errors shown as returned (a 401 ends the session). */
export async function changePassword(
  locale: Locale,
  form: { current_password: string; new_password: string; re_password: string },
): Promise<FlowResult> {
  const token = await requestSessionToken(locale)
  // The back end counts wrong current passwords per client: the shopper's address, not the Worker's.
  const result = await callForRequest(locale, 'setPassword', { body: form, headers: shopperIpHeaders() }, true)
  // Every session of the account has ended: their cart sockets stop receiving pushes now (issue 25).
  if (result.ok && token) await endCartSession(env, token, 'all')
  return result.ok ? { ok: true } : failed(result.status, result.body)
}

/** GET /api/v1/sms-code or /api/v1/email-code: the same answer whether or not the recipient has an account. */
export async function requestCode(locale: Locale, channel: CodeChannel, recipient: string): Promise<FlowResult> {
  const result =
    channel === 'sms'
      ? await callEndpoint(config(locale), 'smsCode', { query: { phone: recipient }, headers: signInHeaders() })
      : await callEndpoint(config(locale), 'emailCode', { query: { email: recipient }, headers: signInHeaders() })
  return result.ok ? { ok: true } : failed(result.status, result.body)
}

/** POST /api/v1/loginByEmail with {phone|email, code}: tokens -> the session. */
export async function loginWithCode(
  locale: Locale,
  channel: CodeChannel,
  recipient: string,
  code: string,
  rememberMe: boolean,
): Promise<FlowResult> {
  const body = channel === 'sms' ? { phone: recipient, code, rememberMe } : { email: recipient, code, rememberMe }
  const result = await callEndpoint(config(locale), 'loginByEmail', { body, headers: signInHeaders() })
  // The code is this form's field: `{ code: ['Invalid code'] }` (a back end written from the spec) is its refusal.
  if (!result.ok)
    return result.status === 429 ? loginFailure(429, result.body) : failed(result.status, result.body, ['code'])
  const started = await startSession(locale, { access: result.data.token, refresh: result.data.refresh }, rememberMe)
  return started?.refused ? { ok: false, errors: [], sessionRefused: true } : { ok: true }
}

/**
 * The adverts area's registration by phone (accounts spec 7: POST /api/register/ with phone): the
 * back end texts a code (the same answer whether or not the phone has an account).
 */
export async function requestPhoneRegistration(
  locale: Locale,
  phone: string,
  captchaToken?: string,
): Promise<FlowResult> {
  const body = captchaToken ? { phone, captcha_token: captchaToken } : { phone }
  const result = await callEndpoint(config(locale), 'phoneRegister', { body, headers: shopperIpHeaders() })
  return result.ok ? { ok: true } : failed(result.status, result.body)
}

/**
 * PATCH /api/register/{phone}/ with the code and the account's fields: an active account whose tokens
 * start the session; an answer without tokens is signed in with the e-mail and password just typed.
 */
export async function confirmPhoneRegistration(
  locale: Locale,
  phone: string,
  form: { code: string; email: string; first_name: string; last_name?: string; password: string },
): Promise<FlowResult> {
  const result = await callEndpoint(config(locale), 'phoneRegisterConfirm', {
    params: { phone },
    body: { ...form, device_key: registrationDeviceKey() },
    headers: shopperIpHeaders(),
  })
  // the form's code field among the machine-data keys: its refusal is the back end's words (session 62)
  if (!result.ok) return failed(result.status, result.body, ['code'])
  const { access, refresh } = result.data
  if (access) {
    const started = await startSession(locale, { access, refresh }, false)
    return started?.refused ? { ok: false, errors: [], sessionRefused: true } : { ok: true }
  }
  // The account is made but the answer started no session: sign in as the shopper would next.
  const signedIn = await loginWithPassword(locale, form.email, form.password, false)
  return signedIn.ok
    ? { ok: true }
    : {
        ok: false,
        errors: signedIn.errors,
        rateLimited: signedIn.rateLimited,
        ...(signedIn.sessionRefused ? { sessionRefused: true } : {}),
      }
}

function stateCookie(value: string, maxAge: number) {
  return {
    name: SERVER_COOKIES.socialState,
    value,
    path: '/',
    httpOnly: true,
    secure: requestIsSecure(),
    sameSite: 'Lax' as const,
    maxAge,
  }
}

/**
 * Starts a social sign-in: a fresh `state` in a short-lived HttpOnly cookie of this browser, and the
 * provider's authorize URL carrying it and our callback route (on the public origin, never the Host header).
 */
export function startSocialSignIn(
  locale: Locale,
  provider: SocialProvider,
  area: SignInArea,
): { ok: true; url: string } | { ok: false } {
  const base = configuredSocialProviders(env)[provider]
  const origin = safePublicOrigin(env, currentRequestUrl())
  if (!base || !origin) return { ok: false }
  const state = makeSocialState(provider, area, base64url(crypto.getRandomValues(new Uint8Array(32))))
  writeCookies([stateCookie(state, SERVER_COOKIE_MAX_AGE.socialState)])
  return { ok: true, url: socialAuthorizeUrl(base, origin + socialCallbackPath(locale, provider), state) }
}

export interface SocialCallback {
  state: string | null
  access_token: string | null
  oauth_token: string | null
  oauth_verifier: string | null
  error: string | null
}

export type SocialResult =
  | { ok: true; area: SignInArea }
  | { ok: false; area: SignInArea | null; errors: string[]; code: string | null }

/**
 * Finishes a social sign-in on the callback route: the state must match this browser's cookie (which
 * is spent either way), then the provider's token goes to the back end and its tokens start the session.
 */
export async function finishSocialSignIn(
  locale: Locale,
  provider: SocialProvider,
  cb: SocialCallback,
): Promise<SocialResult> {
  // One well-formed copy only (platform/shared/proof-cookies.ts): a second one (a parent domain's, planted
  // by a sibling host) could be the planter's state, and matching it would sign this browser in to the
  // planter's social account. A junk copy is no state and does not refuse the shopper's own.
  const cookie = requestProofCookie(SERVER_COOKIES.socialState, isSocialState).value
  const check = checkSocialState(cookie, cb.state, provider)
  if (requestCookie(SERVER_COOKIES.socialState)) writeCookies([stateCookie('', 0)])
  if (!check.ok) return { ok: false, area: null, errors: [], code: 'state_mismatch' }
  if (cb.error) return { ok: false, area: check.area, errors: [], code: 'access_denied' }
  const cfg = config(locale)
  const result =
    provider === 'twitter'
      ? cb.oauth_token && cb.oauth_verifier
        ? await callEndpoint(cfg, 'twitterAuth', {
            body: { oauth_token: cb.oauth_token, oauth_verifier: cb.oauth_verifier },
          })
        : null
      : cb.access_token
        ? await callEndpoint(cfg, socialTokenEndpoint(provider, check.area), {
            body: { access_token: cb.access_token, platform: 'web' },
          })
        : null
  if (!result) return { ok: false, area: check.area, errors: [], code: ACCOUNTS.errorCodes.socialTokenInvalid }
  if (!result.ok)
    return {
      ok: false,
      area: check.area,
      errors: authErrorMessages(result.body, UNKNOWN_ERROR),
      code: errorCodeOf(result.body),
    }
  // A claim of an unproven account ended every earlier session: their cart sockets close too (issue 50).
  if (result.data.claimed) {
    const id = tokenSubject(result.data.access_token)
    if (id !== null) await endAccountCartSessions(env, id)
  }
  const started = await startSession(
    locale,
    { access: result.data.access_token, refresh: result.data.refresh_token },
    false,
  )
  // The token refused right after it was issued (logged by startSession): no session, the page says sign-in failed.
  if (started?.refused) return { ok: false, area: check.area, errors: [UNKNOWN_ERROR], code: null }
  return { ok: true, area: check.area }
}
