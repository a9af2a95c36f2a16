import { SELF } from 'cloudflare:test'

export const BASE = 'http://admin.test'
export const LOCALES = ['ro', 'ru', 'uk', 'en'] as const

export function api(path: string, init: RequestInit & { token?: string | null; site?: string | null; lang?: string } = {}) {
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
