import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { activate, confirmPasswordReset, tokenSubject } from '#app/features/auth/flows.server.ts'
import { type AdminHandler, adminDouble, send } from './helpers'

/**
 * Issue 50, point 7: a password reset and an account claim (an activation) close every cart socket
 * of the account, as a password change does. The storefront's flows run here against the SSR double
 * (what server functions call); the sockets are opened through /ws/cart with a per-request double.
 */

const ORIGIN = 'https://shop.test'
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const routes = (answers: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })

const USER = 4711
const uid = btoa(String(USER)).replace(/=+$/, '')
const profile = {
  id: USER,
  email: 'sock@example.com',
  firstName: 'S',
  lastName: 'K',
  full_name: 'S K',
  phone: null,
  birthday: null,
  balance: 0,
  status: 'active',
  can_use_promocode: true,
}
const admin: AdminHandler = adminDouble({
  '/auth/users/me/': (request: Request) =>
    request.headers.get('Authorization')?.startsWith('Bearer tok-sock')
      ? Response.json(profile)
      : Response.json({ detail: 'invalid token' }, { status: 401 }),
})

async function openSocket(cookie: string) {
  const res = await send('/ws/cart', { headers: { Cookie: cookie, Upgrade: 'websocket', Origin: ORIGIN } }, admin)
  expect(res.status).toBe(101)
  const ws = res.webSocket!
  const closed: number[] = []
  ws.addEventListener('close', (e) => {
    closed.push(e.code)
  })
  ws.accept()
  return closed
}

afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

const TOKEN = 'T'.repeat(43)
const PASSWORDS = { new_password: 'reset-12345', re_new_password: 'reset-12345' }

describe('7. a reset or a claim closes every cart socket of the account', () => {
  it('a password reset the back end accepted closes every session socket of the account (code 4001)', async () => {
    const sockets = [await openSocket('token=tok-sock-laptop'), await openSocket('token=tok-sock-phone')]
    await routes({ '/auth/users/reset_password_confirm/': null })
    expect(await confirmPasswordReset('ro', { uid, token: TOKEN, ...PASSWORDS })).toEqual({ ok: true })
    await expect.poll(() => sockets.map((closed) => closed[0])).toEqual([4001, 4001])
  })

  it('a refused reset link closes nothing', async () => {
    const socket = await openSocket('token=tok-sock-tablet')
    await routes({
      '/auth/users/reset_password_confirm/': {
        __status: 400,
        __body: { error: 'Invalid or expired password reset link', code: 'invalid_link' },
      },
    })
    expect(await confirmPasswordReset('ro', { uid, token: TOKEN, ...PASSWORDS })).toMatchObject({
      ok: false,
      code: 'invalid_link',
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(socket).toEqual([])
  })

  it('an activation link opened in another browser answers password_required with the address, and closes nothing yet', async () => {
    const socket = await openSocket('token=tok-sock-desk')
    await routes({
      '/auth/users/activation/': {
        __status: 400,
        __body: { error: 'Set a password', code: 'password_required', email: 'sock@example.com' },
      },
    })
    expect(await activate('ro', uid, TOKEN)).toMatchObject({
      ok: false,
      code: 'password_required',
      email: 'sock@example.com',
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(socket).toEqual([])
  })

  it('an activation (a claim) the back end accepted closes every socket of the account', async () => {
    const socket = await openSocket('token=tok-sock-old')
    await routes({ '/auth/users/activation/': { access: 'new.access.token', refresh: 'new.refresh.token' } })
    // Outside a page request the session cookies cannot be written; the sockets close before that.
    await activate('ro', uid, TOKEN, PASSWORDS).catch(() => null)
    await expect.poll(() => socket[0]).toBe(4001)
  })

  it("a social sign-in's claim names the account by its new token's subject", () => {
    const jwt = (payload: unknown) =>
      `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`
    expect(tokenSubject(jwt({ sub: String(USER), typ: 'access' }))).toBe(USER)
    for (const bad of [jwt({ sub: 'x' }), jwt({ sub: 0 }), 'not-a-jwt', jwt({})]) expect(tokenSubject(bad)).toBeNull()
  })
})
