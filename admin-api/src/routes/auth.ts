import type { z } from 'zod'
import type { registerBodySchema } from '../../../app/api/contract/auth'
import { endpoints as E } from '../../../app/api/contract/endpoints'
import { hashPassword, issueToken, requireUser, revoke, verifyPassword, verifyToken } from '../lib/auth'
import { ApiError, type App, type Ctx, notFound, nowIso, parseJson, route } from '../lib/http'
import { clientIp, countLoginAttempt, loginSucceeded, TOO_MANY_LOGINS } from '../lib/login-limits'
import { db } from '../lib/products'

interface UserRow {
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
}

async function userRow(c: Ctx, id: number): Promise<UserRow> {
  const u = await c.env.DB.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<UserRow>()
  if (!u) throw notFound('Unknown user')
  return u
}

const profile = (u: UserRow) => ({
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

const GROUPS: Record<number, string> = { 1: 'customer', 2: 'company' }

/** Checked against when the e-mail is unknown, so an unknown account costs the same time as a wrong password. */
const DUMMY_HASH = `pbkdf2_sha256$100000$${'5a'.repeat(16)}$${'00'.repeat(32)}`

/** The row a new registration would have made, for an e-mail that is taken (nothing is written). */
async function lookalike(c: Ctx, body: z.infer<typeof registerBodySchema>, hash: string): Promise<UserRow> {
  const next = await c.env.DB.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM users').first<{ id: number }>()
  return {
    id: next?.id ?? 1,
    email: body.email,
    password_hash: hash,
    first_name: body.first_name,
    last_name: body.last_name ?? '',
    phone: body.phone ?? null,
    birthday: null,
    balance: 0,
    status: 'active',
    can_use_promocode: 1,
    loyalty_points: 0,
    group_type_id: 1,
    company: null,
  }
}

export function registerAuth(app: App) {
  route(app, E.register, async (c, { body }) => {
    // Registration must not tell which e-mails have accounts: a taken e-mail answers like a new
    // registration (201, the same profile shape, the same work done) and changes nothing. Signing in
    // with the new password then fails like any wrong password.
    const hash = await hashPassword(body.password)
    const exists = await c.env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(body.email).first()
    if (exists) return c.json(profile(await lookalike(c, body, hash)), 201)
    let u: UserRow | null
    try {
      u = await c.env.DB.prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, phone, birthday, balance, status, can_use_promocode, loyalty_points, group_type_id, company, created_at)
         VALUES (?, ?, ?, ?, ?, NULL, 0, 'active', 1, 0, 1, NULL, ?) RETURNING *`,
      )
        .bind(body.email, hash, body.first_name, body.last_name ?? '', body.phone ?? null, nowIso())
        .first<UserRow>()
    } catch (error) {
      // A concurrent registration of the same e-mail won the unique index: the same answer as above.
      if (!/UNIQUE/i.test(String(error))) throw error
      u = await lookalike(c, body, hash)
    }
    return c.json(profile(u!), 201)
  })
  route(app, E.jwtCreate, async (c, { body }) => {
    const ip = clientIp(c)
    const attempt = await countLoginAttempt(c, body.email, ip)
    if (attempt.retryAfter !== null) {
      c.header('Retry-After', String(attempt.retryAfter))
      return c.json({ error: TOO_MANY_LOGINS }, 429)
    }
    const u = await c.env.DB.prepare('SELECT * FROM users WHERE email = ?').bind(body.email).first<UserRow>()
    if (!u) await verifyPassword(body.password, DUMMY_HASH)
    const ok = u && u.status === 'active' && (await verifyPassword(body.password, u.password_hash))
    if (!u || !ok) throw new ApiError(401, 'No active account found with the given credentials')
    await loginSucceeded(c, body.email, ip)
    const [access, refresh] = await Promise.all([issueToken(c, u.id, 'access'), issueToken(c, u.id, 'refresh', { remember: body.rememberMe !== false })])
    return { access, refresh }
  })
  route(app, E.jwtRefresh, async (c, { body }) => {
    const t = await verifyToken(c, body.refresh, 'refresh')
    if (!t) throw new ApiError(401, 'Invalid or expired refresh token')
    await userRow(c, t.id).catch(() => {
      throw new ApiError(401, 'Unknown user')
    })
    return { access: await issueToken(c, t.id, 'access') }
  })
  route(app, E.logout, async (c, { body }) => {
    const user = await requireUser(c)
    await revoke(c, user.jti, user.exp)
    if (body.refresh) {
      const r = await verifyToken(c, body.refresh, 'refresh')
      if (r && r.id === user.id) await revoke(c, r.jti, r.exp)
    }
    return c.body(null, 204)
  })
  route(app, E.me, async (c) => profile(await userRow(c, (await requireUser(c)).id)))
  route(app, E.userGroup, async (c) => {
    const u = await userRow(c, (await requireUser(c)).id)
    const addrs = await db(c).all<{ id: number; city_id: number; street_id: number | null; building: string; apartment: string | null; note: string | null; is_default: number }>(
      'SELECT id, city_id, street_id, building, apartment, note, is_default FROM delivery_addresses WHERE user_id = ? ORDER BY is_default DESC, id',
      [u.id],
    )
    const company = parseJson<{ id: number; name: string; idno: string; vat: string | null; address: string; bank: string | null; iban: string | null; status: string } | null>(u.company, null)
    return {
      id: u.id,
      user: profile(u),
      company,
      group_user_type: { id: u.group_type_id, name: GROUPS[u.group_type_id] ?? 'customer' },
      loyalty_points: u.loyalty_points,
      delivery_addresses: addrs.map((a) => ({ ...a, is_default: a.is_default === 1 })),
    }
  })
}
