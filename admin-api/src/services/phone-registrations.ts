import { ACCOUNTS } from '#contract/accounts.ts'
import { jwtSecret } from '../lib/config'
import type { Ctx } from '../lib/http'
import { hmacSha256Hex, randomHex, safeEqual } from '../lib/secrets'
import { nowSeconds } from './account-tokens'

/**
 * The adverts area's phone registration codes (routes/advert-register.ts): one live code per phone,
 * kept as an HMAC with its own salt, at most ACCOUNTS.codeMaxAttempts tries, single use.
 */

const codeHash = (c: Ctx, salt: string, code: string) => hmacSha256Hex(jwtSecret(c.env), `register:${salt}:${code}`)

/** Spends the phone's live registration code when `code` is right; counts the try first (at most ACCOUNTS.codeMaxAttempts). */
export async function consumeRegistrationCode(c: Ctx, phone: string, code: string): Promise<boolean> {
  const now = nowSeconds()
  const row = await c.env.DB.prepare(
    `UPDATE phone_registrations SET attempts = attempts + 1
     WHERE id = (SELECT id FROM phone_registrations WHERE phone = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1) AND attempts < ?
     RETURNING id, salt, code_hash, attempts`,
  )
    .bind(phone, now, ACCOUNTS.codeMaxAttempts)
    .first<{ id: number; salt: string; code_hash: string; attempts: number }>()
  if (!row) return false
  if (!safeEqual(await codeHash(c, row.salt, code), row.code_hash)) {
    if (row.attempts >= ACCOUNTS.codeMaxAttempts)
      await c.env.DB.prepare('UPDATE phone_registrations SET used_at = ? WHERE id = ?').bind(now, row.id).run()
    return false
  }
  const spent = await c.env.DB.prepare(
    'UPDATE phone_registrations SET used_at = ? WHERE id = ? AND used_at IS NULL RETURNING id',
  )
    .bind(now, row.id)
    .first()
  return !!spent
}

/** A new registration code for the phone: its earlier live codes are spent, this one is kept (hashed) for ACCOUNTS.codeTtlSeconds. */
export async function startPhoneRegistration(c: Ctx, phone: string, code: string): Promise<void> {
  const salt = randomHex(16)
  const now = nowSeconds()
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE phone_registrations SET used_at = ? WHERE phone = ? AND used_at IS NULL').bind(now, phone),
    c.env.DB.prepare(
      'INSERT INTO phone_registrations (phone, salt, code_hash, attempts, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
    ).bind(phone, salt, await codeHash(c, salt, code), now + ACCOUNTS.codeTtlSeconds, now),
  ])
}
