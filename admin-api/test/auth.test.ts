import { env } from 'cloudflare:test'
import { sign } from 'hono/jwt'
import { describe, expect, it } from 'vitest'
import { TOKEN_EXPIRY_SKEW_MS } from '#contract/wire.ts'
import { api, DEVICE, lastMessage, login, outbox } from './helpers'

const now = () => Math.floor(Date.now() / 1000)
/** A token of user `sub` signed here: it carries the account's token_key (`uk`) and a session id like the ones the back end issues. */
async function token(exp: number, typ: 'access' | 'refresh' = 'access', sub = '1') {
  const row = await env.DB.prepare('SELECT token_key FROM users WHERE id = ?')
    .bind(Number(sub))
    .first<{ token_key: string }>()
  return sign(
    { sub, typ, jti: crypto.randomUUID(), iat: now(), exp, uk: row!.token_key, sid: crypto.randomUUID() },
    env.JWT_SECRET,
    'HS256',
  )
}

describe('auth', () => {
  it('logs in with the demo user and reads the profile and user group', async () => {
    const { access, refresh } = await login()
    expect(access.split('.')).toHaveLength(3)
    expect(refresh).not.toBe(access)
    const me = (await (await api('/auth/users/me/', { token: access })).json()) as { email: string }
    expect(me.email).toBe('demo@example.com')
    const group = (await (await api('/users/user-group/?t=1', { token: access })).json()) as {
      group_user_type: { id: number }
      delivery_addresses: unknown[]
    }
    expect(group.group_user_type.id).toBe(1)
    expect(group.delivery_addresses.length).toBeGreaterThan(0)
    const company = await login('company@example.com', 'company12345')
    const cg = (await (await api('/users/user-group/', { token: company.access })).json()) as {
      company: { name: string }
      group_user_type: { id: number }
    }
    expect(cg.group_user_type.id).toBe(2)
    expect(cg.company.name).toContain('SRL')
    const acts = (await (await api('/base/act-view/?page=1', { token: company.access })).json()) as [
      { totalCount: number },
      { number: string }[],
    ]
    expect(acts[0].totalCount).toBe(9_999_999)
    expect(acts[1].length).toBeGreaterThan(0)
    const orders = (await (await api('/general/v2/order/', { token: access })).json()) as {
      data: { id: number; status: string }[]
      totalCount: number
    }
    expect(orders.totalCount).toBeGreaterThan(0)
    const detail = (await (await api(`/general/v2/order/${orders.data[0]!.id}/?t=1`, { token: access })).json()) as {
      items: unknown[]
      phone: string
    }
    expect(detail.items.length).toBeGreaterThan(0)
    expect((await api(`/general/v2/order/${orders.data[0]!.id}/`, { token: company.access })).status).toBe(404)
  })

  it('registers an inactive user who can log in once activated; mismatched passwords are 400', async () => {
    const body = {
      email: 'fresh.user@example.com',
      password: 'fresh12345',
      re_password: 'fresh12345',
      first_name: 'Fresh',
      device_key: DEVICE,
    }
    const res = await api('/auth/users/', { method: 'POST', body: JSON.stringify(body) })
    expect(res.status).toBe(201)
    expect((await res.json()) as { email: string }).toMatchObject({
      email: 'fresh.user@example.com',
      status: 'inactive',
    })
    expect(
      (
        await api('/auth/jwt/create/', {
          method: 'POST',
          body: JSON.stringify({ email: body.email, password: body.password }),
        })
      ).status,
    ).toBe(401)
    const m = await lastMessage(body.email, 'activation')
    expect(
      (
        await api('/auth/users/activation/', {
          method: 'POST',
          body: JSON.stringify({ uid: m.uid, token: m.token, device_key: DEVICE }),
        })
      ).status,
    ).toBe(200)
    expect((await login('fresh.user@example.com', 'fresh12345')).access).toBeTruthy()
    const mismatch = await api('/auth/users/', {
      method: 'POST',
      body: JSON.stringify({ ...body, email: 'other@example.com', re_password: 'nope12345' }),
    })
    expect(((await mismatch.json()) as { fields: Record<string, string[]> }).fields.re_password).toBeDefined()
  })

  it.each([
    ['<script>alert(1)</script>', undefined, 'first_name'],
    ['Ion', 'Rusu<b>', 'last_name'],
    ['Ion\u0007', undefined, 'first_name'],
  ])(
    'refuses a name the profile would refuse (%j %j): 400 by %s in the page language, no account, no e-mail',
    async (first_name, last_name, field) => {
      const email = `plain.${field}.${first_name.length}@example.com`
      const res = await api('/auth/users/', {
        method: 'POST',
        lang: 'ru',
        body: JSON.stringify({ email, password: 'plain12345', first_name, last_name, device_key: DEVICE }),
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { fields: Record<string, string[]> }).fields[field]).toEqual([
        'только буквы, пробелы и знаки препинания',
      ])
      expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first()).toBeNull()
      expect(await outbox(email)).toEqual([])
    },
  )

  it('rejects wrong passwords and unknown users with 401', async () => {
    expect(
      (
        await api('/auth/jwt/create/', {
          method: 'POST',
          body: JSON.stringify({ email: 'demo@example.com', password: 'nope' }),
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await api('/auth/jwt/create/', {
          method: 'POST',
          body: JSON.stringify({ email: 'ghost@example.com', password: 'demo12345' }),
        })
      ).status,
    ).toBe(401)
  })

  it('answers 401 without a token, with a garbage token, or a token signed with another secret', async () => {
    expect((await api('/auth/users/me/')).status).toBe(401)
    expect((await api('/auth/users/me/', { token: 'garbage' })).status).toBe(401)
    const forged = await sign(
      { sub: '1', typ: 'access', jti: 'x', iat: now(), exp: now() + 3600 },
      'another-secret',
      'HS256',
    )
    expect((await api('/auth/users/me/', { token: forged })).status).toBe(401)
  })

  it(`treats a token expiring within ${TOKEN_EXPIRY_SKEW_MS / 1000} s as expired`, async () => {
    const skew = TOKEN_EXPIRY_SKEW_MS / 1000
    expect((await api('/auth/users/me/', { token: await token(now() + skew - 10) })).status).toBe(401)
    expect((await api('/auth/users/me/', { token: await token(now() - 5) })).status).toBe(401)
    expect((await api('/auth/users/me/', { token: await token(now() + skew + 60) })).status).toBe(200)
  })

  it('does not accept a refresh token as an access token, and refreshes access tokens', async () => {
    const { refresh } = await login()
    expect((await api('/auth/users/me/', { token: refresh })).status).toBe(401)
    const res = await api('/auth/jwt/refresh/', { method: 'POST', body: JSON.stringify({ refresh }) })
    expect(res.status).toBe(200)
    const { access } = (await res.json()) as { access: string }
    expect((await api('/auth/users/me/', { token: access })).status).toBe(200)
    const expiring = await token(now() + 5, 'refresh')
    expect(
      (await api('/auth/jwt/refresh/', { method: 'POST', body: JSON.stringify({ refresh: expiring }) })).status,
    ).toBe(401)
  })

  it('issues access tokens that live ACCESS_TTL seconds', async () => {
    const { access } = await login()
    const payload = JSON.parse(atob(access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number
      iat: number
    }
    expect(payload.exp - payload.iat).toBe(172_800)
  })

  it('requires a token on guarded endpoints and a site token everywhere', async () => {
    expect((await api('/favorites/')).status).toBe(401)
    expect((await api('/general/cart/get-delivery-addresses/')).status).toBe(401)
    expect((await api('/general/cart/merge-cart/', { method: 'POST', body: '{"no_user_id":"abcdefgh"}' })).status).toBe(
      401,
    )
    const noSite = await api('/settings/global_site_settings', { site: null })
    expect(noSite.status).toBe(403)
    expect(((await noSite.json()) as { error: string }).error).toMatch(/Site-Token/)
    expect((await api('/settings/global_site_settings', { site: 'demo-unknown-token' })).status).toBe(403)
  })
})
