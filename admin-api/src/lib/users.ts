import { issueToken } from './auth'
import { baseUrl, type Ctx, notFound, nowIso } from './http'

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

export const userByEmail = (c: Ctx, email: string) => c.env.DB.prepare(`SELECT ${USER_COLS} FROM users WHERE email = ?`).bind(email.trim().toLowerCase()).first<UserRow>()

/** Digits of a phone number as stored (any spacing, dashes, brackets), compared with a normalised `+digits`. */
const PHONE_DIGITS_SQL = "'+' || replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')"

/** The active user with this phone (`+` and digits); the oldest account when several share it. */
export const activeUserByPhone = (c: Ctx, phone: string) =>
  c.env.DB.prepare(`SELECT ${USER_COLS} FROM users WHERE phone IS NOT NULL AND status = 'active' AND ${PHONE_DIGITS_SQL} = ? ORDER BY id LIMIT 1`).bind(phone).first<UserRow>()

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
