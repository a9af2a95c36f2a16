import { issueToken } from './auth'
import { type Ctx, notFound, nowIso } from './http'

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
}

/** A password hash no password matches (accounts made by social sign-in; a reset sets a real one). */
export const UNUSABLE_PASSWORD = '!unusable'

export async function userRow(c: Ctx, id: number): Promise<UserRow> {
  const u = await c.env.DB.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<UserRow>()
  if (!u) throw notFound('Unknown user')
  return u
}

export const userByEmail = (c: Ctx, email: string) => c.env.DB.prepare('SELECT * FROM users WHERE email = ?').bind(email.trim().toLowerCase()).first<UserRow>()

/** Digits of a phone number as stored (any spacing, dashes, brackets), compared with a normalised `+digits`. */
const PHONE_DIGITS_SQL = "'+' || replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')"

/** The active user with this phone (`+` and digits); the oldest account when several share it. */
export const activeUserByPhone = (c: Ctx, phone: string) =>
  c.env.DB.prepare(`SELECT * FROM users WHERE phone IS NOT NULL AND status = 'active' AND ${PHONE_DIGITS_SQL} = ? ORDER BY id LIMIT 1`).bind(phone).first<UserRow>()

export const profile = (u: UserRow) => ({
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
})

export interface NewUser {
  email: string
  password_hash: string
  first_name: string
  last_name?: string
  phone?: string | null
  status: 'active' | 'inactive'
}

/** Inserts a user (retail customer group); a taken e-mail throws the UNIQUE constraint error. */
export async function insertUser(c: Ctx, u: NewUser): Promise<UserRow> {
  const row = await c.env.DB.prepare(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone, birthday, balance, status, can_use_promocode, loyalty_points, group_type_id, company, created_at)
     VALUES (?, ?, ?, ?, ?, NULL, 0, ?, 1, 0, 1, NULL, ?) RETURNING *`,
  )
    .bind(u.email, u.password_hash, u.first_name, u.last_name ?? '', u.phone ?? null, u.status, nowIso())
    .first<UserRow>()
  return row!
}

/** A signed-in session: an access and a refresh token (the refresh lives 2 days without rememberMe). */
export async function issuePair(c: Ctx, userId: number, remember = true): Promise<{ access: string; refresh: string }> {
  const [access, refresh] = await Promise.all([issueToken(c, userId, 'access'), issueToken(c, userId, 'refresh', { remember })])
  return { access, refresh }
}
