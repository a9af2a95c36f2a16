import { FALLBACK_LOCALE, type Locale, SERVER_COOKIES } from '#config'
import { type AccountId, accountIdSchema } from '#contract/auth.ts'
import type { CartStore } from '#durable-objects/cart-store.ts'
import { callEndpoint } from './backend/call'
import { warnOnceAMinute } from './backend/failures'
import type { Env } from './env'
import { repeatedSessionCookies } from './shared/ended-session-copies'
import { cookieValues, MAX_COOKIE_COPIES, tokenExpiry } from './shared/session-cookies'
import { adminConfig } from './site.server'

/**
 * The cart's sessions, shared by the Worker's cart API (worker/api/cart.ts) and the app's account
 * flows: who an access token is (cached briefly per isolate), the name of an account's cart object,
 * and what ending a session or deleting an account does to that object.
 */

/**
 * How long a verified access token's user id is reused inside one isolate (ms): a session ended by
 * logout, a password change or an account deletion stops reading the cart within this (issue 25).
 */
export const TOKEN_CACHE_MS = 5_000
/**
 * The token checks kept: accepted tokens and refused ones apart, each dropping its oldest entry when
 * full. The cache was one map emptied when full, so a stranger sending 2,000 junk tokens to /api/cart
 * emptied every shopper's entry and each of their next requests asked the back end again.
 */
export const TOKEN_CACHE_MAX = { accepted: 2_000, refused: 500 } as const
const tokenCache = { accepted: new Map<string, CachedCheck>(), refused: new Map<string, CachedCheck>() }
type CachedCheck = { userId: AccountId | null; at: number }

export function resetCartIdentityCache() {
  tokenCache.accepted.clear()
  tokenCache.refused.clear()
  checking.clear()
}

function forgetToken(token: string) {
  tokenCache.accepted.delete(token)
  tokenCache.refused.delete(token)
}

/**
 * The checks under way in this isolate, by token: the same token asked again before the first answer
 * (a page's or a function's parallel personal calls each read the session) waits for that answer. A
 * request with four made-up copies cost 15 back-end calls, each copy asked up to three times (session 62).
 */
const checking = new Map<string, Promise<AccountId | null>>()

/** The user id behind an access token (admin API /auth/users/me/), null when the token is refused; throws when the back end fails. */
export async function verifiedUserId(env: Env, token: string, locale: Locale): Promise<AccountId | null> {
  const hit = tokenCache.accepted.get(token) ?? tokenCache.refused.get(token)
  if (hit && Date.now() - hit.at < TOKEN_CACHE_MS) return hit.userId
  const pending = checking.get(token)
  if (pending) return pending
  const check = askWhoTokenIs(env, token, locale).finally(() => checking.delete(token))
  checking.set(token, check)
  return check
}

async function askWhoTokenIs(env: Env, token: string, locale: Locale): Promise<AccountId | null> {
  const result = await callEndpoint(adminConfig(env, { locale, accessToken: token }), 'me')
  let userId: AccountId | null
  if (result.ok) userId = result.data.id
  else if (result.kind === 'status' && (result.status === 401 || result.status === 403)) userId = null
  else throw new Error(`cannot verify the shopper: ${result.message}`)
  forgetToken(token)
  const kind = userId === null ? 'refused' : 'accepted'
  const cache = tokenCache[kind]
  if (cache.size >= TOKEN_CACHE_MAX[kind]) cache.delete(cache.keys().next().value!)
  cache.set(token, { userId, at: Date.now() })
  return userId
}

/**
 * What an access token can look like: a JWT (the spec's /auth/jwt/create/, 100+ characters) or an
 * opaque token (DRF's are 40): at least 8 characters of a token's alphabet. Set low on purpose: a back
 * end's own short token beside a longer planted one must still be found by asking.
 */
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9._~+/=-]{8,4000}$/

/**
 * A request's `token` copies that can be tokens, each once (none such: the copies as sent, so a back
 * end's own shape still reaches it). Four junk copies planted beside the session's signed the shopper
 * out and hid the session's group (stranger audit a3, session 67). Longer made-up copies still count:
 * which copy is the session's is told only by asking. When one copy is a JWT (it says its expiry), the
 * copies that are not are no token of this back end's and do not count either (session 69): a back end
 * gives one kind of token, and junk beside a JWT session cost a back-end call each.
 */
export function plausibleTokens(sent: readonly string[]): readonly string[] {
  const plausible = [...new Set(sent)].filter((token) => PLAUSIBLE_TOKEN.test(token))
  if (plausible.length === 0) return sent
  const jwts = plausible.filter((token) => tokenExpiry(token) !== null)
  return jwts.length > 0 ? jwts : plausible
}

/**
 * How long sessionToken remembers what the back end said of a copy, to tell a request's copies apart
 * (ms). Longer than TOKEN_CACHE_MS, which says who a token is for the cart's own use: a refused copy
 * stays refused (a token the back end refused does not come back), and an accepted one is still used
 * with the back end judging it; ended by logout, it is forgotten at once (forgetToken).
 */
export const COPY_CHECK_MS = 10 * 60_000

/**
 * What this isolate knows of a copy for telling copies apart: its account, null when refused, undefined
 * when not known. A refused copy read here is remembered afresh (it stays refused): a planted copy beside a
 * browsing shopper's own is not asked again, and does not come back unknown beside theirs every 10 minutes.
 */
function knownCopy(token: string): AccountId | null | undefined {
  const hit = tokenCache.accepted.get(token) ?? tokenCache.refused.get(token)
  if (!hit || Date.now() - hit.at >= COPY_CHECK_MS) return undefined
  if (hit.userId === null) hit.at = Date.now()
  return hit.userId
}

/**
 * The session's access token among a request's `token` copies (platform/shared/session-cookies.ts
 * cookieValues). One copy, or none, is read as it is, with no back-end call. Several - a browser also
 * holding an old front end's copy on another path or on the parent domain, or a sibling site's, or a
 * planter's - cost the back end at most one call per request (session 69: three junk copies cost three
 * calls to /auth/users/me, every request). More than MAX_COOKIE_COPIES: signed out, nothing asked.
 * Otherwise what this isolate already knows of each copy (COPY_CHECK_MS) counts, and at most one copy it
 * does not know is asked, the first in the header's order (copies on longer paths come first: a
 * planter's, an old front end's):
 * - every copy known: copies the back end accepts all name one account: the first of them is the
 *   session's; accepted copies of different accounts: undefined, signed out - which one the shopper
 *   signed in to cannot be told from the header, and taking the first would let a copy planted by a
 *   sibling host put the shopper's addresses and orders in another account; none accepted (a check that
 *   fails, the back end down, counts as not accepted): the first copy, whose 401 ends the session as the
 *   spec says;
 * - one copy left unknown and none accepted: that copy, read as a lone copy is (the back end judges it
 *   when it is used);
 * - more left unknown, or one beside an accepted copy (it may be another account's): undefined, signed
 *   out for this request without ending anything (no token is used, so no 401); the next request asks the
 *   next copy. Junk copies alone are so read as signed out, one call a request, until all are known
 *   refused.
 * The Worker, server functions and the cart API all take the request's token from here, once per request
 * (requestSession).
 */
export async function sessionToken(env: Env, sent: readonly string[], locale: Locale): Promise<string | undefined> {
  const tokens = plausibleTokens(sent)
  if (tokens.length < 2) return tokens[0]
  // More copies than are asked about: the session's own may be past them (review of session 65).
  if (tokens.length > MAX_COOKIE_COPIES) {
    // Once a minute (decision 0109), its key without the count: a stranger's every request may carry them.
    warnOnceAMinute(
      'session-copies:too-many:token',
      'requests with too many copies',
      `[session] the browser sent ${tokens.length} session cookies (a planted copy?): read as signed out`,
    )
    return undefined
  }
  const known = new Map<string, AccountId | null>()
  for (const token of tokens) {
    const userId = knownCopy(token)
    if (userId !== undefined) known.set(token, userId)
  }
  const accepted = () => tokens.filter((token) => known.get(token) != null)
  let unknown = tokens.filter((token) => !known.has(token))
  // The one call: unless a lone unknown copy beside refused ones is the session's candidate as it is.
  if (unknown.length > 1 || (unknown.length === 1 && accepted().length > 0)) {
    const [asked, ...rest] = unknown as [string, ...string[]]
    let userId: AccountId | null = null
    try {
      userId = await verifiedUserId(env, asked, locale)
    } catch {}
    known.set(asked, userId)
    unknown = rest
  }
  const accounts = new Set(accepted().map((token) => String(known.get(token))))
  if (accounts.size > 1) {
    warnOnceAMinute(
      'session-copies:two-accounts:token',
      'requests with copies of two accounts',
      '[session] the browser sent session cookies of two accounts (a planted copy?): read as signed out',
    )
    return undefined
  }
  if (unknown.length === 0) return accepted()[0] ?? tokens[0]
  if (unknown.length === 1 && accounts.size === 0) return unknown[0]
  warnOnceAMinute(
    'session-copies:untold:token',
    'requests whose copies one call could not tell apart',
    `[session] the browser sent ${tokens.length} session cookies one back-end call could not tell apart: read as signed out for now`,
  )
  return undefined
}

/**
 * The session's token of a request (sessionToken over its `token` copies), decided once per request: the
 * Worker's page gate and group check and the renderer's server functions read the same decision (the
 * Worker hands its renderer's request the decision, shareSession), so one request never asks more than
 * sessionToken's one call, and no layer reads another copy than the next.
 */
const decided = new WeakMap<Request, Promise<string | undefined>>()

export function requestSession(env: Env, request: Request, locale: Locale = FALLBACK_LOCALE) {
  let session = decided.get(request)
  if (!session) {
    session = sessionToken(env, cookieValues(request.headers.get('Cookie'), SERVER_COOKIES.token), locale)
    decided.set(request, session)
  }
  return session
}

/** The request `to` (the renderer's copy of `from`) reads the session `from` decided, when it decided one. */
export function shareSession(from: Request, to: Request): void {
  const session = decided.get(from)
  if (session && from !== to) decided.set(to, session)
}

/** Whether a request's copies could name no session although some were sent: two accounts' (sessionToken). */
export function ambiguousSession(tokens: readonly string[], token: string | undefined): boolean {
  return tokens.length > 1 && token === undefined
}

/**
 * Logs a request whose Cookie header repeats a session cookie (its names and counts, never a value;
 * once a minute per set of names, the others counted),
 * so an operator can see browsers holding copies from another path or domain. The Worker calls it
 * once per request: the group check of every page and server-function request (platform/cookies/group.ts)
 * and the cart API.
 */
export function reportRepeatedSessionCookies(cookieHeader: string | null | undefined, url: string): void {
  const repeated = repeatedSessionCookies(cookieHeader)
  const names = Object.entries(repeated)
  if (names.length === 0) return
  let path = url
  try {
    path = new URL(url).pathname
  } catch {}
  const copies = names.map(([name, count]) => `${count} copies of ${name}`).join(', ')
  // Once a minute per kind of repetition (decision 0109): a stranger's request can carry copies on
  // every request, and each line was written (session 61's edge audit). The kind is the cookies'
  // names, not their counts: a stranger varying the count wrote a line a request, each a new entry
  // of the log's bounded memory (a review of sessions 59-62).
  warnOnceAMinute(
    `session-copies:${names.map(([name]) => name).join(',')}`,
    'requests with these copies',
    `[session] ${path}: the browser sent ${copies} (another path or domain); the copy the back end accepts is the session's`,
  )
}

/**
 * The account an e-mailed link's `uid` names: djoser's base64url of the account's id, padded or not.
 * Ours is a whole number; another back end's may be text such as a UUID (accountIdSchema, as the cart
 * names its object), so its cart object is found
 * (its sockets closed after a reset or claim, its storage purged after a deletion). Null when the uid names
 * no account id.
 */
export function uidAccountId(uid: string): AccountId | null {
  let text: string
  try {
    text = atob(uid.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return null
  }
  if (/^\d+$/.test(text)) return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null
  const id = accountIdSchema.safeParse(text)
  return id.success && typeof id.data === 'string' ? id.data : null
}

/** The name of an account's cart object (`site` is the site token the cart lives under). */
export const userKey = (site: string, userId: AccountId) => `user:${site}:${userId}`

/**
 * Deletes a user's cart object (storage and open sockets) - for the account-deletion flow, which
 * calls it once the back end has confirmed the deletion. `site` is the site token the cart lives under.
 */
export async function deleteUserCart(
  env: { CART_STORE?: DurableObjectNamespace<CartStore> },
  site: string,
  userId: AccountId,
): Promise<void> {
  await cartObject(env, userKey(site, userId)).purge()
}

/** The cart object named `key` (a guest's or an account's); throws when the binding is missing. */
export function cartObject(
  env: { CART_STORE?: DurableObjectNamespace<CartStore> },
  key: string,
): DurableObjectStub<CartStore> {
  const ns = env.CART_STORE
  if (!ns) throw new Error('the CART_STORE Durable Object binding is missing (wrangler.toml)')
  return ns.get(ns.idFromName(key))
}

/** A socket's session: a hash of the access token (the object never holds the token itself). */
export async function sessionTag(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A session ended (logout: `which` 'this'; a password change: 'all', the back end ended every
 * session of the account): the token is forgotten by this isolate's cache at once, and the account
 * cart's sockets of that session (or all of them) are closed - they stop receiving pushes now, not
 * when the page goes. Call it while the token is still valid (it names the account). Best effort:
 * a back end that cannot say whose token it is changes nothing here.
 */
export async function endCartSession(env: Env, token: string, which: 'this' | 'all'): Promise<void> {
  forgetToken(token)
  const ns = env.CART_STORE
  if (!ns) return
  try {
    const me = await callEndpoint(adminConfig(env, { locale: FALLBACK_LOCALE, accessToken: token }), 'me')
    if (!me.ok) return
    await ns
      .get(ns.idFromName(userKey(env.SITE_TOKEN, me.data.id)))
      .closeSessions(which === 'this' ? await sessionTag(token) : undefined)
  } catch (error) {
    console.warn(
      `[cart] could not close the ended session's sockets: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Closes every cart socket of the account and forgets this isolate's cached tokens of it (issue 50:
 * a password reset or an account claim, once the back end confirmed it, ends every session as a
 * password change does; the caller knows the account's id, not a still-valid token). Best effort.
 */
export async function endAccountCartSessions(env: Env, userId: AccountId): Promise<void> {
  for (const [token, hit] of tokenCache.accepted)
    if (String(hit.userId) === String(userId)) tokenCache.accepted.delete(token)
  const ns = env.CART_STORE
  if (!ns) return
  try {
    await ns.get(ns.idFromName(userKey(env.SITE_TOKEN, userId))).closeSessions()
  } catch (error) {
    console.warn(
      `[cart] could not close the account's sockets: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
