import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiHeaders, apiRequest } from './client'

describe('apiRequest', () => {
  it('sends per-call headers beside the standard ones (the sign-in call forwards the shopper IP)', async () => {
    let seen: Headers | null = null
    const fetcher = async (request: Request) => {
      seen = request.headers
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } })
    }
    const cfg = { baseUrl: 'http://admin.test', siteToken: 'demo-electro-token', locale: 'ro' as const, fetcher }
    const result = await apiRequest(cfg, '/auth/jwt/create/', { method: 'POST', body: {}, schema: z.object({ ok: z.boolean() }), headers: { 'X-Forwarded-For': '198.51.100.7' } })
    expect(result.ok).toBe(true)
    expect(seen!.get('X-Forwarded-For')).toBe('198.51.100.7')
    expect(seen!.get('Site-Token')).toBe('demo-electro-token')
    await apiRequest(cfg, '/x', { schema: z.object({ ok: z.boolean() }) })
    expect(seen!.get('X-Forwarded-For')).toBeNull()
  })

  it.each(['ro', 'ru', 'uk', 'en'] as const)('asks the back end in the page language: Accept-Language %s', (locale) => {
    expect(apiHeaders({ baseUrl: 'http://admin.test', siteToken: 't', locale }, false).get('Accept-Language')).toBe(locale)
  })
})
