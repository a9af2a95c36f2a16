import { COOKIES, FALLBACK_LOCALE, SERVER_COOKIES } from '#config'
import { base64url } from '#contract/base64url.ts'
import { plausibleTokens, reportRepeatedSessionCookies, sessionToken } from '../cart-session'
import type { Env } from '../env'
import {
  type CookieSpec,
  cookieValues,
  groupCookie,
  groupSignatureCookie,
  MAX_COOKIE_COPIES,
} from '../shared/session-cookies'
import { type GuestCookieEnv, guestCookieSecret, previousCookieSecret } from './guest'

/**
 * The verified user group (decision 0038). `user-group-id` is a readable cookie (the spec's), so by
 * itself it proves nothing: a guest who sets `user-group-id=1` must not see the group's prices nor be
 * served its cached pages. Sign-in and refresh therefore also write `user-group-sig` (HttpOnly): the
 * HMAC-SHA256, under CART_COOKIE_SECRET, of the site token, the group id and the session's access
 * token. A group counts only when its signature matches the request's own `token` cookie; anything
 * else - no signature, a signature of another group, another session's or another site's - is group
 * 0 (a guest), for price visibility and for the page-cache key alike. While the secret is rotated, a
 * signature under CART_COOKIE_SECRET_PREVIOUS counts too, and the Worker signs the group again with
 * the current secret on the next page or server-function answer (decision 0038).
 */

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/
const GROUP = /^\d{1,6}$/
const encoder = new TextEncoder()

const keys = new Map<string, Promise<CryptoKey>>()
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(`user-group-id:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, key)
  }
  return key
}

const message = (env: GuestCookieEnv, groupId: string, accessToken: string) =>
  encoder.encode(`${env.SITE_TOKEN}\n${groupId}\n${accessToken}`)

/** The signature of `groupId` for the session whose access token is `accessToken`. */
export async function groupSignature(env: GuestCookieEnv, groupId: string, accessToken: string): Promise<string> {
  const key = await hmacKey(guestCookieSecret(env))
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, message(env, groupId, accessToken))))
}

/**
 * `user-group-id` and its signature for a session. Without a usable secret (a deployment missing
 * CART_COOKIE_SECRET) no group is written and the shopper is a guest, which only ever hides.
 */
export async function signedGroupCookies(
  env: GuestCookieEnv,
  groupId: number,
  accessToken: string,
  opts: { rememberMe: boolean; secure: boolean },
): Promise<CookieSpec[]> {
  try {
    const signature = await groupSignature(env, String(groupId), accessToken)
    return [
      groupCookie(groupId, opts.rememberMe, opts.secure),
      groupSignatureCookie(signature, opts.rememberMe, opts.secure),
    ]
  } catch (error) {
    console.warn('[group-cookie] not signed, the shopper stays in group 0:', String(error))
    return []
  }
}

export interface GroupCookies {
  /** Every copy of `user-group-id` and of `user-group-sig` (cookieValues): an old front end's may come first. */
  groups: string[]
  signatures: string[]
  /** Every `token` copy of the request: more than one, the back end says which is the session's. */
  tokens: string[]
  /** The request's session token as decided once for it (requestSession); without it, sessionToken over `tokens`. */
  session?: () => Promise<string | undefined>
}

/** What the group check needs: the signing secret, and the back end for a request with several tokens. */
export type GroupCheckEnv = GuestCookieEnv & Env

/** A verified group: the group, the session's token it is signed for, and whether only the previous secret signed it. */
export interface CheckedGroup {
  group: string
  token: string
  previous: boolean
}

/**
 * The request's group when its signature holds for the session's access token, else undefined (a
 * guest). The session's token is the request's one `token`, or among several copies the one the back
 * end accepts (sessionToken, as server functions and the cart API take it): a copy left by an old
 * front end neither vouches for a group nor hides the session's. Of several `user-group-id` copies,
 * the one the signature is for counts.
 *
 * The signatures are checked here first: only when one holds for some copy is the back end asked
 * which copy is the session's. Session 61's edge audit: a made-up signature beside four made-up
 * tokens cost four calls to the back end per request, before the page cache was read (a HIT too).
 * The previous secret (previousCookieSecret) is tried for a token only when the current one fails.
 */
export async function checkedGroup(env: GroupCheckEnv, cookies: GroupCookies): Promise<CheckedGroup | undefined> {
  const groups = cookies.groups.filter((group) => group !== '0' && GROUP.test(group)).slice(0, MAX_COOKIE_COPIES)
  const signatures = cookies.signatures.filter((signature) => SIGNATURE.test(signature)).slice(0, MAX_COOKIE_COPIES)
  const tokens = plausibleTokens(cookies.tokens).slice(0, MAX_COOKIE_COPIES)
  if (groups.length === 0 || signatures.length === 0 || tokens.length === 0 || tokens.some((t) => t.length > 4_000))
    return undefined
  try {
    const key = await hmacKey(guestCookieSecret(env))
    const previousSecret = previousCookieSecret(env)
    const previousKey = previousSecret ? await hmacKey(previousSecret) : null
    const given = signatures.map((signature) =>
      Uint8Array.from(atob(`${signature.replace(/-/g, '+').replace(/_/g, '/')}=`), (ch) => ch.charCodeAt(0)),
    )
    const signedGroup = async (token: string, under: CryptoKey) => {
      // crypto.subtle.verify compares in constant time.
      for (const bytes of given)
        for (const group of groups)
          if (await crypto.subtle.verify('HMAC', under, bytes, message(env, group, token))) return group
      return undefined
    }
    const signed = new Map<string, Omit<CheckedGroup, 'token'>>()
    for (const token of new Set(tokens)) {
      const group = await signedGroup(token, key)
      if (group) signed.set(token, { group, previous: false })
      else if (previousKey) {
        const old = await signedGroup(token, previousKey)
        if (old) signed.set(token, { group: old, previous: true })
      }
    }
    if (signed.size === 0) return undefined
    const token = cookies.session ? await cookies.session() : await sessionToken(env, cookies.tokens, FALLBACK_LOCALE)
    const found = token === undefined ? undefined : signed.get(token)
    return token === undefined || !found ? undefined : { ...found, token }
  } catch {
    return undefined
  }
}

/**
 * Reads the group cookies of a request - the Worker's first reading of its session cookies, once per
 * request (worker/middleware/viewer-group), where a repeated one is logged.
 */
export function groupCookiesOf(request: Request): GroupCookies {
  const header = request.headers.get('Cookie')
  reportRepeatedSessionCookies(header, request.url)
  return {
    groups: cookieValues(header, COOKIES.userGroupId),
    signatures: cookieValues(header, SERVER_COOKIES.userGroupSig),
    tokens: cookieValues(header, SERVER_COOKIES.token),
  }
}
