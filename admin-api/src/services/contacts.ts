import { type Ctx, nowIso } from '../lib/http'
import { spendLinksStatement } from './account-tokens'
import { db } from './products'
import { takePhoneFromUnverified } from './users'

/**
 * The phones and e-mails of an account (routes/cabinet-contacts.ts; decision 0020): the lists, a
 * proven one added, the sign-in number and the primary e-mail set, an extra one deleted.
 */

export type ContactKind = 'phone' | 'email'
const TABLE = { phone: 'user_phones', email: 'user_emails' } as const
const COLUMN = { phone: 'phone', email: 'email' } as const

export interface ContactRow {
  id: number
  value: string
  is_primary: number
  verified: number
}

/** The account's phones or e-mails, the primary first. The primary e-mail of an active account was proven by its activation (or a provider), unless the account was made by phone registration and the address is still unproven (users.email_verified). */
export async function contacts(c: Ctx, kind: ContactKind, userId: number): Promise<ContactRow[]> {
  return db(c).all<ContactRow>(
    `SELECT t.id, t.${COLUMN[kind]} AS value, t.is_primary,
       (t.verified_at IS NOT NULL OR (${kind === 'email' ? "t.is_primary = 1 AND u.status = 'active' AND u.email_verified = 1" : '0'})) AS verified
     FROM ${TABLE[kind]} t JOIN users u ON u.id = t.user_id WHERE t.user_id = ? ORDER BY t.is_primary DESC, t.id`,
    [userId],
  )
}

/** Statement: the recipient listed for the user and verified now (primary when asked). */
const upsertVerified = (c: Ctx, kind: ContactKind, userId: number, value: string, primary: boolean) =>
  c.env.DB.prepare(
    `INSERT INTO ${TABLE[kind]} (user_id, ${COLUMN[kind]}, is_primary, verified_at, created_at) VALUES (?1, ?2, ?3, ?4, ?4)
     ON CONFLICT (user_id, ${COLUMN[kind]}) DO UPDATE SET verified_at = ?4, is_primary = max(is_primary, ?3)`,
  ).bind(userId, value, primary ? 1 : 0, nowIso())

/** Lists the recipient for the user, verified now (not primary). */
export async function addVerified(c: Ctx, kind: ContactKind, userId: number, value: string): Promise<void> {
  await upsertVerified(c, kind, userId, value, false).run()
}

/** Deletes one of the user's phones or e-mails, never the primary one. */
export async function deleteContactRow(c: Ctx, kind: ContactKind, userId: number, id: number): Promise<void> {
  await c.env.DB.prepare(`DELETE FROM ${TABLE[kind]} WHERE id = ? AND user_id = ? AND is_primary = 0`)
    .bind(id, userId)
    .run()
}

/** The account has a proven sign-in number. */
export async function hasProvenAuthNumber(c: Ctx, userId: number): Promise<boolean> {
  const proven = await c.env.DB.prepare(
    'SELECT 1 FROM user_phones WHERE user_id = ? AND is_primary = 1 AND verified_at IS NOT NULL',
  )
    .bind(userId)
    .first()
  return !!proven
}

/**
 * Another active account signs in with this number (proven by a code): it cannot become this account's
 * sign-in number. An account that only typed it (registration) does not count: the owner takes it.
 */
export async function phoneTakenElsewhere(c: Ctx, userId: number, phone: string) {
  const other = await c.env.DB.prepare(
    "SELECT 1 FROM user_phones p JOIN users u ON u.id = p.user_id WHERE p.phone = ? AND p.is_primary = 1 AND p.verified_at IS NOT NULL AND p.user_id != ? AND u.status = 'active'",
  )
    .bind(phone, userId)
    .first()
  return !!other
}

/** Statements making `phone` the user's sign-in number (users.phone and the primary flag in step), taken from accounts that only typed it. */
function setAuthNumber(c: Ctx, userId: number, phone: string) {
  return [
    ...takePhoneFromUnverified(c, userId, phone),
    c.env.DB.prepare('UPDATE user_phones SET is_primary = 0 WHERE user_id = ? AND phone != ?').bind(userId, phone),
    upsertVerified(c, 'phone', userId, phone, true),
    c.env.DB.prepare('UPDATE users SET phone = ? WHERE id = ?').bind(phone, userId),
  ]
}

/** Makes `phone` the user's sign-in number, in one transaction (setAuthNumber). */
export async function makeAuthNumber(c: Ctx, userId: number, phone: string): Promise<void> {
  await c.env.DB.batch(setAuthNumber(c, userId, phone))
}

/** Another account signs in with this e-mail. */
export async function emailTakenElsewhere(c: Ctx, userId: number, email: string): Promise<boolean> {
  const other = await c.env.DB.prepare('SELECT 1 FROM users WHERE email = ? AND id != ?').bind(email, userId).first()
  return !!other
}

/** Makes one of the user's e-mails the sign-in e-mail (users.email and the primary flag in step); a UNIQUE error when another account took it. */
export async function makeEmailPrimary(c: Ctx, userId: number, row: { id: number; value: string }): Promise<void> {
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(row.value, userId),
    c.env.DB.prepare('UPDATE user_emails SET is_primary = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?').bind(
      row.id,
      userId,
    ),
    spendLinksStatement(c, userId, ['password_reset', 'account_deletion']),
  ])
}
