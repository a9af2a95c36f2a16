import { env, SELF } from 'cloudflare:test'

export const BASE = 'http://admin.test'
export const LOCALES = ['ro', 'ru', 'uk', 'en'] as const

export function api(
  path: string,
  init: RequestInit & { token?: string | null; site?: string | null; lang?: string } = {},
) {
  const headers = new Headers(init.headers)
  if (init.site !== null) headers.set('Site-Token', init.site ?? 'demo-electro-token')
  if (init.lang) headers.set('Accept-Language', init.lang)
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return SELF.fetch(`${BASE}${path}`, { ...init, headers })
}

export async function login(email = 'demo@example.com', password = 'demo12345') {
  const r = await api('/auth/jwt/create/', { method: 'POST', body: JSON.stringify({ email, password }) })
  if (r.status !== 200) throw new Error(`login failed ${r.status}`)
  return (await r.json()) as { access: string; refresh: string }
}

export interface OutboxRow {
  id: number
  channel: 'email' | 'sms'
  to: string
  kind: string
  locale: string
  subject: string | null
  body: string
  link: string | null
  uid: string | null
  token: string | null
  code: string | null
  created_at: string
}

/** What the back end wrote to `to` (newest first), through the development endpoint GET /__dev/outbox. */
export async function outbox(to: string, kind?: string): Promise<OutboxRow[]> {
  const q = new URLSearchParams({ to })
  if (kind) q.set('kind', kind)
  const r = await SELF.fetch(`${BASE}/__dev/outbox?${q}`)
  if (r.status !== 200) throw new Error(`outbox ${r.status} ${await r.text()}`)
  return ((await r.json()) as { messages: OutboxRow[] }).messages
}

/** The newest message of a kind to `to`; fails when there is none. */
export async function lastMessage(to: string, kind: string): Promise<OutboxRow> {
  const [m] = await outbox(to, kind)
  if (!m) throw new Error(`no ${kind} message to ${to}`)
  return m
}

/**
 * The device key of the tests' "registering browser" (decision 0064): an activation that presents the
 * registration's key keeps the password typed at registration; any other asks for a new password.
 */
export const DEVICE = 'test-device-key-0000000000000000000000000'

/** Registers an account and activates it with the link from the outbox (from the same device): ready to sign in. */
export async function registerActive(email: string, password: string, extra: Record<string, unknown> = {}) {
  const res = await api('/auth/users/', {
    method: 'POST',
    body: JSON.stringify({ email, password, re_password: password, first_name: 'Test', device_key: DEVICE, ...extra }),
  })
  if (res.status !== 201) throw new Error(`register ${res.status} ${await res.text()}`)
  const m = await lastMessage(email, 'activation')
  const act = await api('/auth/users/activation/', {
    method: 'POST',
    body: JSON.stringify({ uid: m.uid, token: m.token, device_key: DEVICE }),
  })
  if (act.status !== 200) throw new Error(`activation ${act.status} ${await act.text()}`)
  return { email, password, ...((await act.json()) as { access: string; refresh: string }) }
}

/**
 * A phone registration (accounts spec 9): the code sent to `phone`, then the PATCH that finishes it
 * with `fields`, each request from a fresh address of the caller's (`ip`). Returns the PATCH's answer.
 */
export async function registerByPhone(
  phone: string,
  fields: Record<string, unknown>,
  ip: () => Record<string, string>,
): Promise<Response> {
  const asked = await api('/api/register/', { method: 'POST', body: JSON.stringify({ phone }), headers: ip() })
  if (asked.status !== 200) throw new Error(`POST /api/register/ answered ${asked.status}`)
  const { code } = await lastMessage(phone, 'sms_code')
  return api(`/api/register/${encodeURIComponent(phone)}/`, {
    method: 'PATCH',
    headers: ip(),
    body: JSON.stringify({ code, ...fields }),
  })
}

/** One order line of the first cheap product any order may take (active, in stock, sold one by one): one of it. */
export async function orderableLine(): Promise<{ id: number; count: number }[]> {
  const p = await env.DB.prepare(
    'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 5 AND price < 1000 ORDER BY id LIMIT 1',
  ).first<{ id: number }>()
  return [{ id: p!.id, count: 1 }]
}

/**
 * Makes an account one that may buy as a company: the company group and a company the shop has
 * confirmed (`active`). A company the account saves itself stays `pending` and grants nothing
 * (services/user-group.ts isCompanyUser, session 59).
 */
export async function confirmedCompanyUser(userId: number, name = `Confirmed ${userId} SRL`): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('UPDATE users SET group_type_id = 2 WHERE id = ?').bind(userId),
    env.DB.prepare(
      "INSERT INTO companies (user_id, name, idno, address, status, created_at) VALUES (?, ?, ?, 'Str. 1', 'active', '2026-01-01T00:00:00Z')",
    ).bind(userId, name, String(1_003_600_000_000 + userId)),
  ])
}

/** A site's SMS budget counters (lib/sms.ts): its id, and a clear that empties both windows. */
export function siteSmsCounters(siteToken: string) {
  const siteId = async () =>
    (await env.DB.prepare('SELECT id FROM sites WHERE token = ?').bind(siteToken).first<{ id: number }>())!.id
  const clear = async () => {
    const id = await siteId()
    await env.DB.prepare('DELETE FROM login_attempts WHERE key IN (?, ?)')
      .bind(`sms-site-hour:${id}`, `sms-site-day:${id}`)
      .run()
  }
  return { siteId, clear }
}
