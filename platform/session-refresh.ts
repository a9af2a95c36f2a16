import type { Locale } from '#config'
import type { AccountId } from '#contract/auth.ts'
import { callEndpoint } from './backend/call'
import { warnOnceAMinute } from './backend/failures'
import { sessionTag, verifiedUserId } from './cart-session'
import type { Env } from './env'
import { MAX_COOKIE_COPIES } from './shared/session-cookies'
import { adminConfig } from './site.server'

/** The longest refresh token sent on to the back end; a longer cookie is no session. */
const MAX_REFRESH_LENGTH = 4_000

export type RefreshPick =
  /**
   * The session's refresh token and the access token the back end gave for it; `rotated`, the refresh
   * token that replaces it when the back end rotates them (jwtAccessSchema).
   */
  | { kind: 'ok'; refresh: string; access: string; rotated?: string; userId?: AccountId }
  /** No copy, or the back end refused every one: the session ends. */
  | { kind: 'refused' }
  /** Copies the back end accepts name two accounts: which one the shopper signed in to cannot be told. */
  | { kind: 'ambiguous' }
  /** The back end failed: the session is kept for a later try. */
  | { kind: 'unavailable'; message: string }

type Refreshed = { ok: true; access: string; rotated?: string } | { ok: false; refused: boolean; message: string }

async function refreshOne(env: Env, refresh: string, locale: Locale): Promise<Refreshed> {
  if (refresh.length > MAX_REFRESH_LENGTH) return { ok: false, refused: true, message: 'too long' }
  const result = await callEndpoint(adminConfig(env, { locale }), 'jwtRefresh', { body: { refresh } })
  if (result.ok) {
    const rotated = result.data.refresh !== refresh ? result.data.refresh : undefined
    if (rotated) await rememberRotation(refresh, result.data.access, rotated)
    return { ok: true, access: result.data.access, rotated }
  }
  const refused = result.kind === 'status' && result.status >= 400 && result.status < 500
  // Refused because a refresh of this isolate rotated it a moment ago (another tab's): that refresh's pair.
  const raced = refused ? await rotationOf(refresh) : undefined
  if (raced) return { ok: true, access: raced.access, rotated: raced.rotated }
  return { ok: false, refused, message: result.message }
}

/**
 * How long (ms) a refresh that rotated the refresh token answers for the old one: a back end that
 * rotates them (simplejwt's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION) refuses the old
 * token once it is rotated, and two tabs refreshing at once both send it - the first rotated it, the
 * second's 401 expired the cookie the first had just written, and every tab was signed out (review
 * a1). Within this time the second is answered with the first one's pair (the "reuse interval" of
 * rotating token services): it holds the old token, which was good a moment ago. In this isolate
 * only; another isolate's racing refresh is handled by worker/api/auth.ts (refreshRefusedMark).
 */
export const ROTATION_GRACE_MS = 30_000
const ROTATIONS_MAX = 1_000
/** By a hash of the old refresh token (sessionTag): the pair its refresh gave, and when. */
const rotations = new Map<string, { access: string; rotated: string; at: number }>()

async function rememberRotation(old: string, access: string, rotated: string): Promise<void> {
  const key = await sessionTag(old)
  rotations.delete(key)
  if (rotations.size >= ROTATIONS_MAX) rotations.delete(rotations.keys().next().value!)
  rotations.set(key, { access, rotated, at: Date.now() })
}

async function rotationOf(old: string): Promise<{ access: string; rotated: string } | undefined> {
  const key = await sessionTag(old)
  const entry = rotations.get(key)
  if (!entry) return undefined
  if (Date.now() - entry.at < ROTATION_GRACE_MS) return entry
  rotations.delete(key)
  return undefined
}

/**
 * Whether this isolate holds a fresh rotation of one of `copies` (the racing refresh's answer came
 * while the refused one waited).
 */
export async function rotatedHere(copies: readonly string[]): Promise<boolean> {
  for (const copy of copies) if (await rotationOf(copy)) return true
  return false
}

/** Logout: the refresh token the back end forgets answers no racing refresh any more, nor does its old one. */
export async function forgetRotation(refresh: string): Promise<void> {
  rotations.delete(await sessionTag(refresh))
  for (const [key, entry] of rotations) if (entry.rotated === refresh) rotations.delete(key)
}

/** For tests: forget every rotation (as another isolate knows none). */
export function forgetRotations(): void {
  rotations.clear()
}

/**
 * The mark of refused refresh copies (worker/api/auth.ts, SERVER_COOKIES.refreshRefused): a hash, so
 * the cookie holds no token; the same copies refused twice end the session.
 */
export function refreshRefusedMark(copies: readonly string[]): Promise<string> {
  return sessionTag(copies.join('\n'))
}

/**
 * The session's refresh token among a request's `refresh_token` copies (cookieValues), refreshed -
 * the rule sessionToken (platform/cart-session.ts) keeps for `token`, for the cookie that makes new
 * ones (stranger audit s9). One copy is refreshed as it is: one back-end call, as before. Several (a
 * copy planted on the parent domain by a sibling host, with a longer path so it comes first) are each
 * refreshed, up to MAX_COOKIE_COPIES of them (more are `ambiguous`), and each new access token asked whose it is:
 * - the accepted copies all name one account: the first of them;
 * - they name two accounts: `ambiguous`, read as signed out. Taking the first copy put the shopper's
 *   next pages, addresses and orders in the planter's account at their first refresh;
 * - none accepted: `refused` when the back end refused them all, else `unavailable`.
 * With `account` (logout knows the session's account from its access token) the copy of that account
 * is taken, and none is `refused`.
 * A jwt/refresh answer is an access token only (accounts spec 4), so asking about a copy changes nothing.
 */
export async function sessionRefresh(
  env: Env,
  copies: readonly string[],
  locale: Locale,
  account?: AccountId,
): Promise<RefreshPick> {
  if (copies.length === 0) return { kind: 'refused' }
  if (copies.length === 1) {
    const one = await refreshOne(env, copies[0]!, locale)
    if (one.ok) return { kind: 'ok', refresh: copies[0]!, access: one.access, rotated: one.rotated }
    return one.refused ? { kind: 'refused' } : { kind: 'unavailable', message: one.message }
  }
  // More copies than are asked about: the session's own may be past them (four planted copies of one
  // account on longer paths came first and were the only ones asked: review of session 65).
  if (copies.length > MAX_COOKIE_COPIES) {
    // Once a minute (decision 0109), its key without the count: a stranger's every request may carry them.
    warnOnceAMinute(
      'session-copies:too-many:refresh',
      'refreshes with too many copies',
      `[session] the browser sent ${copies.length} refresh cookies (a planted copy?): read as signed out`,
    )
    return { kind: 'ambiguous' }
  }
  const results = await Promise.all(
    copies.map(async (refresh) => {
      const one = await refreshOne(env, refresh, locale)
      if (!one.ok) return { refresh, one, userId: null }
      let userId: AccountId | null = null
      try {
        userId = await verifiedUserId(env, one.access, locale)
      } catch (error) {
        return { refresh, one: { ok: false, refused: false, message: String(error) } as Refreshed, userId: null }
      }
      return { refresh, one, userId }
    }),
  )
  const accepted = results.filter(
    (r) => r.one.ok && r.userId !== null && (account === undefined || String(r.userId) === String(account)),
  )
  const accounts = new Set(accepted.map((r) => String(r.userId)))
  if (accounts.size > 1) {
    warnOnceAMinute(
      'session-copies:two-accounts:refresh',
      'refreshes with copies of two accounts',
      '[session] the browser sent refresh cookies of two accounts (a planted copy?): read as signed out',
    )
    return { kind: 'ambiguous' }
  }
  const first = accepted[0]
  if (first?.one.ok)
    return {
      kind: 'ok',
      refresh: first.refresh,
      access: first.one.access,
      rotated: first.one.rotated,
      userId: first.userId!,
    }
  const failed = results.find((r) => !r.one.ok && !r.one.refused)
  if (failed && !failed.one.ok) return { kind: 'unavailable', message: failed.one.message }
  return { kind: 'refused' }
}
