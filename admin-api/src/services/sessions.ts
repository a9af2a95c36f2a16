import type { Ctx } from '../lib/http'

/**
 * The rows behind a signed-in session (lib/auth.ts signs and verifies the tokens): an account's
 * token_key, what a token's check needs of its account, and the revoked tokens (decision 0015).
 */

/** The account's token_key, or null when the account is gone. */
export const tokenKeyOf = (c: Ctx, userId: number) =>
  c.env.DB.prepare('SELECT token_key FROM users WHERE id = ?').bind(userId).first<{ token_key: string }>()

/**
 * A signed-out session's row in revoked_tokens, beside the tokens' own jti (UUIDs, never with this
 * prefix): every token of the session carries its sid.
 */
const sessionRow = (sid: string) => `sid:${sid}`

/** What verifying a token needs of its account, and whether the token (by jti) or its session (by sid) was revoked; null when the account is gone. */
export const tokenState = (c: Ctx, jti: string, sid: string, userId: number) =>
  c.env.DB.prepare(
    'SELECT status, tokens_valid_after, token_key, keep_session, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti IN (?, ?)) AS revoked FROM users WHERE id = ?',
  )
    .bind(jti, sessionRow(sid), userId)
    .first<{
      status: string
      tokens_valid_after: number
      token_key: string
      keep_session: string | null
      revoked: number
    }>()

/**
 * Signs a session out: every token it holds, the one presented and each access token refreshed
 * earlier under the same sid, until the longest of them (`until`, unix s) expires anyway. Before,
 * only the presented tokens were revoked, and an access token copied earlier in the session kept
 * working for up to its 2 days after the sign-out (session 60's stranger audit).
 */
export async function revokeSession(c: Ctx, sid: string, until: number): Promise<void> {
  await c.env.DB.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)')
    .bind(sessionRow(sid), until)
    .run()
}
