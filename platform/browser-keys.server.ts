import { SERVER_COOKIE_MAX_AGE, SERVER_COOKIES } from '#config'
import { base64url } from '#contract/base64url.ts'
import { BROWSER_KEY, BROWSER_KEY_HEADER } from '#contract/wire.ts'
import {
  currentRequestUrl,
  requestIsSecure,
  requestProofCookie,
  shopperIpHeaders,
  writeCookies,
} from '#platform/request.server.ts'

/**
 * The browser's keys, each 32 random bytes (base64url) in an HttpOnly cookie of its own:
 * - the registering browser's device key (issue 50, decision 0064). Registration (e-mail or phone)
 *   sends it, so the back end binds the activation link to this browser; the activation sends it
 *   back, so only this browser keeps the password typed at registration and is signed in by the link.
 *   Any other browser that opens the link sets a password.
 * - the sign-in key (decision 0121, `signInHeaders`).
 */
type KeyCookie = 'registrationDevice' | 'browserKey'

const isKey = (value: string) => BROWSER_KEY.test(value)

/**
 * This browser's key of the cookie `name` (platform/shared/proof-cookies.ts): its one well-formed copy.
 * Junk copies do not count; well-formed copies that disagree are no key.
 */
function cookieKey(name: KeyCookie): string | undefined {
  return requestProofCookie(SERVER_COOKIES[name], isKey).value
}

/**
 * This browser's key of the cookie `name`, or a new one when it sends none well-formed; written back, its
 * lifetime renewed (a malformed one is replaced). Junk copies beside it (planted on the parent domain,
 * which this Worker's `Path=/` cookie does not replace) are ignored: counted as copies, they made the
 * key no key, and a browser with a junk copy and no key never got one (session 69). Well-formed copies
 * that disagree (one planted by a sibling host) are no key, and none is made: a new key written on
 * `Path=/` replaced the shopper's own, which the back end knew, on every call (review of session 65) -
 * the browser then stayed a stranger to its account for as long as the planted copy lived.
 */
function keptKey(name: KeyCookie): string | undefined {
  const cookie = requestProofCookie(SERVER_COOKIES[name], isKey)
  if (cookie.value !== undefined) return writtenKey(name, cookie.value)
  if (cookie.copies === 'disagree') return undefined
  return writtenKey(name, base64url(crypto.getRandomValues(new Uint8Array(32))))
}

function writtenKey(name: KeyCookie, key: string): string {
  writeCookies([
    {
      name: SERVER_COOKIES[name],
      value: key,
      path: '/',
      httpOnly: true,
      secure: requestIsSecure(),
      sameSite: 'Lax',
      maxAge: SERVER_COOKIE_MAX_AGE[name],
    },
  ])
  return key
}

/** This browser's device key, when it registered within the link's lifetime. */
export function deviceKey(): string | undefined {
  return cookieKey('registrationDevice')
}

/** The device key for a registration: this browser's (renewed for another 24 h), or a new one; none beside a planted copy. */
export function registrationDeviceKey(): string | undefined {
  return keptKey('registrationDevice')
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
  const key = keptKey('browserKey')
  return { ...shopperIpHeaders(), ...(key ? { [BROWSER_KEY_HEADER]: key } : {}) }
}
