import { ACCOUNTS } from '#contract/accounts.ts'
import { base64url } from '#contract/base64url.ts'
import { jwtSecret } from '../lib/config'
import type { Ctx } from '../lib/http'
import { hmacSha256Hex, randomHex, safeEqual, toHex } from '../lib/secrets'

/**
 * E-mailed links (activation, password reset) and sign-in codes (SMS, e-mail), decision 0016.
 *
 * - A link carries `uid` (base64url of the user id, as djoser does) and `token` (32 random bytes,
 *   base64url). Only SHA-256(token) is stored (account_tokens); a link is single use and expires
 *   after ACCOUNTS.linkTtlSeconds. A new link of a purpose ends the user's earlier ones.
 * - A code is ACCOUNTS.codeLength random digits, stored as HMAC-SHA256(JWT_SECRET, salt:code) (a
 *   6-digit code's plain hash would fall to a million guesses offline), valid
 *   ACCOUNTS.codeTtlSeconds, single use, burnt after ACCOUNTS.codeMaxAttempts wrong tries; one live
 *   code per recipient.
 */

export type LinkPurpose = 'activation' | 'password_reset' | 'account_deletion'

export const nowSeconds = () => Math.floor(Date.now() / 1000)

export const encodeUid = (id: number) => base64url(new TextEncoder().encode(String(id)))

/** The user id of a uid, or null when it is not one. */
export function decodeUid(uid: string): number | null {
  try {
    const text = atob(uid.replace(/-/g, '+').replace(/_/g, '/'))
    return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/** 32 random bytes, base64url (43 characters). */
export const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

/**
 * A new link for the user: earlier unused links of the purpose end; answers uid and token for the
 * e-mail. `passwordHash`: the password an activation link sets (the newest registration's);
 * `deviceHash`: SHA-256 of the registering browser's device key, the only activation that keeps it
 * (decision 0064).
 */
export async function issueLink(
  c: Ctx,
  userId: number,
  purpose: LinkPurpose,
  passwordHash: string | null = null,
  deviceHash: string | null = null,
): Promise<{ uid: string; token: string }> {
  const token = randomToken()
  const now = nowSeconds()
  await c.env.DB.batch([
    c.env.DB.prepare(
      'UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
    ).bind(now, userId, purpose),
    c.env.DB.prepare(
      'INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at, created_at, password_hash, device_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).bind(userId, purpose, await sha256Hex(token), now + ACCOUNTS.linkTtlSeconds, now, passwordHash, deviceHash),
  ])
  return { uid: encodeUid(userId), token }
}

/**
 * The SQL condition "this link is live" (unused, unexpired, of the purpose and user), with its
 * bindings: token hash, purpose, user id, now. For statements that act only while it holds.
 */
export const LIVE_LINK_SQL =
  'EXISTS (SELECT 1 FROM account_tokens WHERE token_hash = ? AND purpose = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?)'

/** Statements to spend a link: the link itself (RETURNING its id when it was live). */
export function spendLinkStatement(
  c: Ctx,
  tokenHash: string,
  purpose: LinkPurpose,
  userId: number,
  now: number,
): D1PreparedStatement {
  return c.env.DB.prepare(
    'UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND user_id = ? AND used_at IS NULL AND expires_at > ? RETURNING id',
  ).bind(now, tokenHash, purpose, userId, now)
}

/**
 * Spends every live link of the account with these purposes: a password change spends the reset
 * links, and a new sign-in e-mail the links mailed to the old one (reset and deletion), so whoever
 * read the old mailbox or knew the old password holds no link that outlives the owner's fix (session
 * 60's stranger audit: a reset link mailed before either still took the account for 24 h).
 */
export function spendLinksStatement(c: Ctx, userId: number, purposes: readonly LinkPurpose[]): D1PreparedStatement {
  return c.env.DB.prepare(
    `UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL AND purpose IN (${purposes.map(() => '?').join(', ')})`,
  ).bind(nowSeconds(), userId, ...purposes)
}

// ---- codes -------------------------------------------------------------------------------------

export type CodeChannel = 'sms' | 'email'

/**
 * What a code is for: signing in to the recipient's account ('login'), or proving that the signed-in
 * user owns a phone or e-mail they add ('verify', bound to that user). A code of one purpose never
 * passes for the other, and asking for one does not end a live code of the other.
 */
export type CodeScope = { purpose: 'login' } | { purpose: 'verify'; userId: number }
const LOGIN: CodeScope = { purpose: 'login' }
const scopeUser = (s: CodeScope) => (s.purpose === 'verify' ? s.userId : null)

/** ACCOUNTS.codeLength uniformly random digits (rejection sampling: no modulo bias). */
export function randomCode(): string {
  const space = 10 ** ACCOUNTS.codeLength
  const limit = 2 ** 32 - (2 ** 32 % space)
  const buf = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buf)
    if (buf[0]! < limit) return String(buf[0]! % space).padStart(ACCOUNTS.codeLength, '0')
  }
}

const codeHash = (c: Ctx, salt: string, code: string) => hmacSha256Hex(jwtSecret(c.env), `${salt}:${code}`)

/**
 * A new code for the recipient (for the recipient's account, or for the user verifying it): the
 * earlier live code of the same recipient and scope ends.
 */
export async function issueCode(
  c: Ctx,
  channel: CodeChannel,
  recipient: string,
  userId: number,
  scope: CodeScope = LOGIN,
): Promise<string> {
  const code = randomCode()
  const salt = randomHex(16)
  const now = nowSeconds()
  const owner = scopeUser(scope)
  await c.env.DB.batch([
    c.env.DB.prepare(
      'UPDATE login_codes SET used_at = ? WHERE channel = ? AND recipient = ? AND purpose = ? AND (?5 IS NULL OR user_id = ?5) AND used_at IS NULL',
    ).bind(now, channel, recipient, scope.purpose, owner),
    c.env.DB.prepare(
      'INSERT INTO login_codes (channel, recipient, user_id, salt, code_hash, attempts, expires_at, created_at, purpose) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)',
    ).bind(
      channel,
      recipient,
      userId,
      salt,
      await codeHash(c, salt, code),
      now + ACCOUNTS.codeTtlSeconds,
      now,
      scope.purpose,
    ),
  ])
  return code
}

/**
 * Checks a code for the recipient: the user id when it is right (the code is then spent), null
 * otherwise. Every try is counted on the live code before the comparison, in one statement, so
 * parallel guesses cannot exceed ACCOUNTS.codeMaxAttempts; at the limit the code is burnt.
 */
export async function consumeCode(
  c: Ctx,
  channel: CodeChannel,
  recipient: string,
  code: string,
  scope: CodeScope = LOGIN,
): Promise<number | null> {
  const now = nowSeconds()
  const row = await c.env.DB.prepare(
    `UPDATE login_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM login_codes WHERE channel = ?1 AND recipient = ?2 AND purpose = ?5 AND (?6 IS NULL OR user_id = ?6) AND used_at IS NULL AND expires_at > ?3 ORDER BY id DESC LIMIT 1)
       AND attempts < ?4
     RETURNING id, user_id, salt, code_hash, attempts`,
  )
    .bind(channel, recipient, now, ACCOUNTS.codeMaxAttempts, scope.purpose, scopeUser(scope))
    .first<{ id: number; user_id: number; salt: string; code_hash: string; attempts: number }>()
  if (!row) return null
  if (!safeEqual(await codeHash(c, row.salt, code), row.code_hash)) {
    if (row.attempts >= ACCOUNTS.codeMaxAttempts)
      await c.env.DB.prepare('UPDATE login_codes SET used_at = ? WHERE id = ? AND used_at IS NULL')
        .bind(now, row.id)
        .run()
    return null
  }
  const spent = await c.env.DB.prepare(
    'UPDATE login_codes SET used_at = ? WHERE id = ? AND used_at IS NULL RETURNING user_id',
  )
    .bind(now, row.id)
    .first<{ user_id: number }>()
  return spent?.user_id ?? null
}

/** The live activation link with this token's hash, and what registration kept with it. */
export const liveActivationLink = (c: Ctx, tokenHash: string, userId: number, now: number) =>
  c.env.DB.prepare(
    'SELECT password_hash, device_hash FROM account_tokens WHERE token_hash = ? AND purpose = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?',
  )
    .bind(tokenHash, 'activation', userId, now)
    .first<{ password_hash: string | null; device_hash: string | null }>()
