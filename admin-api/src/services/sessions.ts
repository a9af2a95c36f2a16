import type { Ctx } from '../lib/http'

/**
 * The rows behind a signed-in session (lib/auth.ts signs and verifies the tokens): an account's
 * token_key, what a token's check needs of its account, and the revoked tokens (decision 0015).
 */

/** The account's token_key, or null when the account is gone. */
export const tokenKeyOf = (c: Ctx, userId: number) =>
  c.env.DB.prepare('SELECT token_key FROM users WHERE id = ?').bind(userId).first<{ token_key: string }>()

/** What verifying a token needs of its account, and whether the token (by jti) was revoked; null when the account is gone. */
export const tokenState = (c: Ctx, jti: string, userId: number) =>
  c.env.DB.prepare(
    'SELECT status, tokens_valid_after, token_key, keep_session, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ?) AS revoked FROM users WHERE id = ?',
  )
    .bind(jti, userId)
    .first<{
      status: string
      tokens_valid_after: number
      token_key: string
      keep_session: string | null
      revoked: number
    }>()

/** Revokes a token by its jti until it expires anyway. */
export async function revokeToken(c: Ctx, jti: string, exp: number): Promise<void> {
  await c.env.DB.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').bind(jti, exp).run()
}
