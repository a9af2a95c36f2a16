import { SERVER_COOKIE_MAX_AGE, SERVER_COOKIES } from '#config'
import { base64url } from '#contract/base64url.ts'
import { BROWSER_KEY, BROWSER_KEY_HEADER } from '#contract/wire.ts'
import {
  currentRequestUrl,
  requestCookie,
  requestIsSecure,
  shopperIpHeaders,
  writeCookies,
} from '#platform/request.server.ts'

/**
 * The registering browser's device key (issue 50, decision 0064): 32 random bytes (base64url) in an
 * HttpOnly cookie. Registration (e-mail or phone) sends it, so the back end binds the activation link
 * to this browser; the activation sends it back, so only this browser keeps the password typed at
 * registration and is signed in by the link. Any other browser that opens the link sets a password.
 */
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/

/** This browser's device key, when it registered within the link's lifetime. */
export function deviceKey(): string | undefined {
  const value = requestCookie(SERVER_COOKIES.registrationDevice)
  return value && DEVICE_KEY.test(value) ? value : undefined
}

/** The device key for a registration: this browser's (renewed for another 24 h), or a new one. */
export function registrationDeviceKey(): string {
  const key = deviceKey() ?? base64url(crypto.getRandomValues(new Uint8Array(32)))
  writeCookies([
    {
      name: SERVER_COOKIES.registrationDevice,
      value: key,
      path: '/',
      httpOnly: true,
      secure: requestIsSecure(),
      sameSite: 'Lax',
      maxAge: SERVER_COOKIE_MAX_AGE.registrationDevice,
    },
  ])
  return key
}

/**
 * The headers of a call a stranger could make against someone else's account - a sign-in, a code, a
 * reset link: the shopper's address (the back end's per-client limits) and this browser's sign-in key
 * (decision 0121), made on its first such call and kept a year in an HttpOnly cookie. A back end that
 * saw this browser sign in to the account does not refuse it for what strangers did to the account.
 */
export function signInHeaders(): Record<string, string> {
  // Outside a request (a test calling the flow) there is no browser to know.
  if (!currentRequestUrl()) return { ...shopperIpHeaders() }
  const known = requestCookie(SERVER_COOKIES.browserKey)
  const key = known && BROWSER_KEY.test(known) ? known : base64url(crypto.getRandomValues(new Uint8Array(32)))
  writeCookies([
    {
      name: SERVER_COOKIES.browserKey,
      value: key,
      path: '/',
      httpOnly: true,
      secure: requestIsSecure(),
      sameSite: 'Lax',
      maxAge: SERVER_COOKIE_MAX_AGE.browserKey,
    },
  ])
  return { ...shopperIpHeaders(), [BROWSER_KEY_HEADER]: key }
}
