import { notFound } from '../lib/api-error'
import { signToken } from '../lib/auth'
import { baseUrl, type Ctx, nowIso } from '../lib/http'
import { spendLinksStatement } from './account-tokens'

/** A row of `users` (migrations 0001, 0009). status: 'active', or 'inactive' until activation. */
export interface UserRow {
  id: number
  email: string
  password_hash: string
  first_name: string
  last_name: string
  phone: string | null
  birthday: string | null
  balance: number
  status: string
  can_use_promocode: number
  loyalty_points: number
  group_type_id: number
  company: string | null
  tokens_valid_after?: number
  /** 1 when the sign-in e-mail was proven (activation link, social provider, reset link; migration 0013). */
  email_verified: number
  /** The key of the profile image (profile_images), when the row was read with USER_COLS. */
  image_key?: string | null
}

/** A user's columns and the key of their profile image. */
const USER_COLS = 'users.*, (SELECT key FROM profile_images WHERE profile_images.user_id = users.id) AS image_key'

/** A password hash no password matches (accounts made by social sign-in; a reset sets a real one). */
export const UNUSABLE_PASSWORD = '!unusable'

export async function userRow(c: Ctx, id: number): Promise<UserRow> {
  const u = await c.env.DB.prepare(`SELECT ${USER_COLS} FROM users WHERE id = ?`).bind(id).first<UserRow>()
  if (!u) throw notFound('Unknown user')
  return u
}

export const userByEmail = (c: Ctx, email: string) =>
  c.env.DB.prepare(`SELECT ${USER_COLS} FROM users WHERE email = ?`).bind(email.trim().toLowerCase()).first<UserRow>()

/** Digits of a phone number as stored (any spacing, dashes, brackets), compared with a normalised `+digits`. */
const PHONE_DIGITS_SQL =
  "'+' || replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')"

/**
 * The active user who signs in with this phone (`+` and digits): the account whose primary phone it
 * is, verified by a code (decision 0015: a number typed at registration signs in only once proven).
 * The earliest verification wins should two accounts hold it.
 */
export const activeUserByPhone = (c: Ctx, phone: string) =>
  c.env.DB.prepare(
    `SELECT ${USER_COLS} FROM users JOIN user_phones p ON p.user_id = users.id
     WHERE p.phone = ? AND p.is_primary = 1 AND p.verified_at IS NOT NULL AND users.status = 'active' ORDER BY p.verified_at, users.id LIMIT 1`,
  )
    .bind(phone)
    .first<UserRow>()

/**
 * Statements: `phone` is proven by `userId`, so accounts that only typed it (unverified) lose it: their
 * unverified row goes, and users.phone too when it was that number.
 */
export function takePhoneFromUnverified(c: Ctx, userId: number, phone: string): D1PreparedStatement[] {
  return [
    c.env.DB.prepare(
      `UPDATE users SET phone = NULL WHERE id != ?1 AND phone IS NOT NULL AND ${PHONE_DIGITS_SQL} = ?2
         AND NOT EXISTS (SELECT 1 FROM user_phones p WHERE p.user_id = users.id AND p.phone = ?2 AND p.verified_at IS NOT NULL)`,
    ).bind(userId, phone),
    c.env.DB.prepare('DELETE FROM user_phones WHERE phone = ? AND user_id != ? AND verified_at IS NULL').bind(
      phone,
      userId,
    ),
  ]
}

/**
 * Statements proving an account's e-mail (an activation link, a social sign-in): the account is
 * active with a proven e-mail. With `passwordHash` it is a claim by the proven owner of the address
 * of an account someone unproven set up (a registration, a phone registration): the password becomes
 * `passwordHash`, every earlier session ends (new token_key) and phones proven by the earlier holder
 * lose their proof. `when`: an SQL condition (with its bindings) that must hold for them to act; the
 * users update is the last statement.
 */
export function claimStatements(
  c: Ctx,
  userId: number,
  passwordHash: string | null,
  when: { sql: string; binds: unknown[] },
): D1PreparedStatement[] {
  const claim = passwordHash !== null ? 1 : 0
  return [
    c.env.DB.prepare(
      `UPDATE user_phones SET verified_at = NULL WHERE ? = 1 AND user_id = ? AND EXISTS (SELECT 1 FROM users WHERE id = ? AND email_verified = 0) AND ${when.sql}`,
    ).bind(claim, userId, userId, ...when.binds),
    c.env.DB.prepare(
      `UPDATE user_emails SET verified_at = coalesce(verified_at, ?) WHERE user_id = ? AND is_primary = 1 AND ${when.sql}`,
    ).bind(nowIso(), userId, ...when.binds),
    c.env.DB.prepare(
      `UPDATE users SET status = 'active', email_verified = 1, password_hash = coalesce(?1, password_hash),
         token_key = CASE WHEN ?1 IS NULL THEN token_key ELSE ${NEW_TOKEN_KEY_SQL} END, keep_session = CASE WHEN ?1 IS NULL THEN keep_session END
       WHERE id = ?2 AND ${when.sql}`,
    ).bind(passwordHash, userId, ...when.binds),
  ]
}

/** The public URL of a profile image (routes/cabinet-profile.ts serves it). */
export const avatarUrl = (c: Ctx, key: string) => `${baseUrl(c)}/images/avatar/${key}`

export const profile = (c: Ctx, u: UserRow) => ({
  id: u.id,
  email: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
  full_name: `${u.first_name} ${u.last_name}`.trim(),
  phone: u.phone,
  birthday: u.birthday,
  balance: u.balance,
  status: u.status,
  can_use_promocode: u.can_use_promocode === 1,
  profile_image: u.image_key ? avatarUrl(c, u.image_key) : null,
})

export interface NewUser {
  email: string
  password_hash: string
  first_name: string
  last_name?: string
  phone?: string | null
  status: 'active' | 'inactive'
  /** Whether the e-mail was proven; default: only once activated (an inactive account proves it by its link). */
  emailVerified?: boolean
}

/** Inserts a user (retail customer group); a taken e-mail throws the UNIQUE constraint error. */
export async function insertUser(c: Ctx, u: NewUser): Promise<UserRow> {
  const row = await c.env.DB.prepare(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone, birthday, balance, status, can_use_promocode, loyalty_points, group_type_id, company, created_at, email_verified)
     VALUES (?, ?, ?, ?, ?, NULL, 0, ?, 1, 0, 1, NULL, ?, ?) RETURNING *`,
  )
    .bind(
      u.email,
      u.password_hash,
      u.first_name,
      u.last_name ?? '',
      u.phone ?? null,
      u.status,
      nowIso(),
      (u.emailVerified ?? u.status === 'active') ? 1 : 0,
    )
    .first<UserRow>()
  return row!
}

/** A signed-in session: an access and a refresh token (the refresh lives 2 days without rememberMe). */
export async function issuePair(c: Ctx, userId: number, remember = true): Promise<{ access: string; refresh: string }> {
  const row = await c.env.DB.prepare('SELECT token_key FROM users WHERE id = ?')
    .bind(userId)
    .first<{ token_key: string }>()
  if (!row) throw notFound('Unknown user')
  const sid = crypto.randomUUID()
  const [access, refresh] = await Promise.all([
    signToken(c, userId, 'access', row.token_key, { sid }),
    signToken(c, userId, 'refresh', row.token_key, { remember, sid }),
  ])
  return { access, refresh }
}

/** SQL for a fresh token_key (every token of the account dies with the old one). */
export const NEW_TOKEN_KEY_SQL = 'lower(hex(randomblob(16)))'

/** A new password; every other session ends (tokens issued before now are refused), `keepSession` goes on. */
export async function setPassword(
  c: Ctx,
  userId: number,
  passwordHash: string,
  keepSession: string | null,
): Promise<void> {
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE users SET password_hash = ?, tokens_valid_after = ?, keep_session = ? WHERE id = ?').bind(
      passwordHash,
      Date.now(),
      keepSession,
      userId,
    ),
    spendLinksStatement(c, userId, ['password_reset']),
  ])
}

/** A new account's phone, proven by its registration code: marked proven, and taken from the accounts that only typed it (takePhoneFromUnverified). */
export async function proveNewAccountPhone(c: Ctx, userId: number, phone: string): Promise<void> {
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE user_phones SET verified_at = ? WHERE user_id = ? AND phone = ?').bind(
      nowIso(),
      userId,
      phone,
    ),
    ...takePhoneFromUnverified(c, userId, phone),
  ])
}
