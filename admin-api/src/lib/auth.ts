import { sign, verify } from 'hono/jwt'
import { TOKEN_EXPIRY_SKEW_MS } from '#contract/wire.ts'
import { tokenKeyOf, tokenState } from '../services/sessions'
import { ApiError } from './api-error'
import { jwtSecret } from './config'
import type { AuthUser, Ctx } from './http'
import { safeEqual } from './secrets'

/**
 * HS256 JWTs. A token counts as valid while its expiry is more than TOKEN_EXPIRY_SKEW_MS (30 s)
 * away. Refresh tokens and logged-out access tokens are revoked by jti; every token of an account
 * dies with a new users.token_key (decision 0015).
 */

export type TokenType = 'access' | 'refresh'

export const ttl = (c: Ctx, typ: TokenType, remember = true) => {
  const access = Number(c.env.ACCESS_TTL) || 172_800
  const refresh = Number(c.env.REFRESH_TTL) || 604_800
  return typ === 'access' ? access : remember ? refresh : Math.min(refresh, 172_800)
}

/**
 * A token of the user. Besides the standard claims it carries `uk`, the account's token_key (a random
 * per-account secret, migration 0013: it dies with the account and is replaced when every session
 * must end), `sid`, the session it belongs to (an access token made from a refresh token keeps it),
 * and `ims`, the issue time in milliseconds, compared with users.tokens_valid_after.
 * Answers null when the account is gone.
 */
export async function issueToken(
  c: Ctx,
  userId: number,
  typ: TokenType,
  opts: { remember?: boolean; ttlSeconds?: number; sid?: string } = {},
): Promise<string> {
  const row = await tokenKeyOf(c, userId)
  if (!row) throw new ApiError(401, 'Invalid or expired token')
  return signToken(c, userId, typ, row.token_key, opts)
}

export function signToken(
  c: Ctx,
  userId: number,
  typ: TokenType,
  tokenKey: string,
  opts: { remember?: boolean; ttlSeconds?: number; sid?: string } = {},
): Promise<string> {
  const ims = Date.now()
  const iat = Math.floor(ims / 1000)
  const exp = iat + (opts.ttlSeconds ?? ttl(c, typ, opts.remember ?? true))
  const sid = opts.sid ?? crypto.randomUUID()
  return sign(
    { sub: String(userId), typ, jti: crypto.randomUUID(), iat, ims, exp, uk: tokenKey, sid },
    jwtSecret(c.env),
    'HS256',
  )
}

/**
 * Verifies a token of the given type; null when invalid, expired, expiring within the skew, revoked,
 * of a user who is gone or not active, without the account's current token_key (`uk`: a token of a
 * deleted account, or one from before every session was ended), or issued before the user's
 * tokens_valid_after (unix ms; a password change ends the other sessions) unless it belongs to the
 * session the change kept (users.keep_session).
 */
export async function verifyToken(c: Ctx, token: string, typ: TokenType): Promise<AuthUser | null> {
  if (!token || token.length > 4000) return null
  let payload: Record<string, unknown>
  try {
    payload = (await verify(token, jwtSecret(c.env), 'HS256')) as Record<string, unknown>
  } catch {
    return null
  }
  const exp = Number(payload.exp)
  if (!Number.isFinite(exp) || exp * 1000 - Date.now() <= TOKEN_EXPIRY_SKEW_MS) return null
  if (payload.typ !== typ || typeof payload.jti !== 'string' || !/^\d{1,9}$/.test(String(payload.sub))) return null
  if (typeof payload.uk !== 'string' || typeof payload.sid !== 'string') return null
  const iat = Number(payload.iat)
  const issuedMs = typeof payload.ims === 'number' ? payload.ims : iat * 1000
  const row = await tokenState(c, payload.jti, payload.sid, Number(payload.sub))
  if (!row || row.revoked || row.status !== 'active' || !safeEqual(payload.uk, row.token_key)) return null
  if (!Number.isFinite(issuedMs)) return null
  if (issuedMs < row.tokens_valid_after && payload.sid !== row.keep_session) return null
  return { id: Number(payload.sub), jti: payload.jti, exp, iat, sid: payload.sid }
}

function bearer(c: Ctx): string | null {
  const h = c.req.header('Authorization') ?? ''
  const m = /^(?:Bearer|JWT)\s+(.+)$/i.exec(h.trim())
  return m ? m[1]!.trim() : null
}

/** The signed-in user, or null (no header). A present but invalid token is a 401. */
export async function optionalUser(c: Ctx): Promise<AuthUser | null> {
  const cached = c.get('user')
  if (cached !== undefined) return cached
  const token = bearer(c)
  if (!token) {
    c.set('user', null)
    return null
  }
  const user = await verifyToken(c, token, 'access')
  if (!user) throw new ApiError(401, 'Invalid or expired token')
  c.set('user', user)
  return user
}

export async function requireUser(c: Ctx): Promise<AuthUser> {
  const user = await optionalUser(c)
  if (!user) throw new ApiError(401, 'Authentication required')
  return user
}

// ---- passwords: pbkdf2_sha256$<iterations>$<salt hex>$<hash hex> ----------------------------------

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
const unhex = (s: string) => new Uint8Array((s.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)))

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return hex(new Uint8Array(bits))
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2_sha256$100000$${hex(salt)}$${await pbkdf2(password, salt, 100_000)}`
}

/** A stored password of the form verifyPassword reads (an account without a password has none). */
export function isPasswordHash(stored: string | null | undefined): stored is string {
  const [alg, iter, salt, hash] = (stored ?? '').split('$')
  const n = Number(iter)
  return alg === 'pbkdf2_sha256' && !!salt && !!hash && Number.isInteger(n) && n >= 1 && n <= 100_000
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false
  const [, iter, salt, hash] = stored.split('$') as [string, string, string, string]
  const n = Number(iter)
  const got = await pbkdf2(password, unhex(salt), n)
  if (got.length !== hash.length) return false
  let diff = 0
  for (let i = 0; i < got.length; i++) diff |= got.charCodeAt(i) ^ hash.charCodeAt(i)
  return diff === 0
}
