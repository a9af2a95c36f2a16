import { env } from 'cloudflare:test'
import { sign } from 'hono/jwt'
import { describe, expect, it } from 'vitest'
import { ACCOUNTS } from '#contract/accounts.ts'
import { MAIL_LIMITS, SMS_LIMITS } from '../src/services/login-limits'
import { createAdvert, freshEmail, freshPhone, freshUser, validForm } from './adverts-helpers'
import { api, lastMessage, outbox, registerActive, registerByPhone } from './helpers'

/**
 * Issue 26 (decision 0015): accounts a stranger cannot take over. Each test plays the attacker's
 * move first, then checks the owner keeps (or gets) the account.
 */

let ipSeq = 0
const freshIp = () => ({
  'CF-Connecting-IP': `198.18.26.${++ipSeq % 250}`,
  'X-Forwarded-For': `10.26.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`,
})
const post = (path: string, body: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
  api(path, { method: 'POST', body: JSON.stringify(body), headers: init.headers ?? freshIp(), token: init.token })
const json = async <T = Record<string, unknown>>(r: Response) => (await r.json()) as T
const passwordLogin = (email: string, password: string) => post('/auth/jwt/create/', { email, password })
const me = (token: string) => api('/auth/users/me/', { token })
const refresh = (token: string) => post('/auth/jwt/refresh/', { refresh: token })
const register = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  post('/auth/users/', { email, password, re_password: password, first_name: 'Reg', ...extra })
/** Opens the newest activation mail of `kind` from the browser with `device` (decision 0064: only the registering browser's key keeps the registration's password). */
const activate = async (email: string, device: string, kind: 'activation' | 'activation_other' = 'activation') => {
  const m = await lastMessage(email, kind)
  return post('/auth/users/activation/', { uid: m.uid, token: m.token, device_key: device })
}
const STRANGER_DEVICE = 'stranger-device-000000000000000000000000'
const OWNER_DEVICE = 'owner-device-00000000000000000000000000000'
const userId = async (email: string) =>
  (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>())?.id ?? null

async function deleteAccount(access: string, email: string) {
  expect((await post('/users/user/request-delete-account/', {}, { token: access })).status).toBe(204)
  const m = await lastMessage(email, 'account_deletion')
  expect((await post('/users/user/confirm-delete-account/', { uid: m.uid, token: m.token })).status).toBe(204)
}

/** A verified sign-in number for the account (send-code + create-auth-number). */
async function provePhone(access: string, phone: string) {
  expect((await post('/api/phone/send-code/', { new_phone_number: phone }, { token: access })).status).toBe(200)
  const { code } = await lastMessage(phone, 'phone_verification')
  const r = await post(
    '/api/phone/create-auth-number/',
    { phone_number: phone, verification_code: code },
    { token: access },
  )
  expect(r.status, await r.clone().text()).toBe(201)
}

describe('1. ids are never reused; tokens and adverts die with the account', () => {
  it('users and adverts are AUTOINCREMENT tables', async () => {
    for (const table of ['users', 'adverts']) {
      const row = await env.DB.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?')
        .bind('table', table)
        .first<{ sql: string }>()
      expect(row!.sql, table).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/)
    }
    // the trigger of 0010 is back: a new account lists its e-mail
    const u = await registerActive(freshEmail('trigger'), 'trigger123')
    const id = await userId(u.email)
    expect(
      await env.DB.prepare('SELECT email FROM user_emails WHERE user_id = ? AND is_primary = 1').bind(id).first(),
    ).toEqual({ email: u.email })
  })

  it("a deleted account's id goes to no one; its tokens, adverts and photos go with it", async () => {
    const owner = await freshUser()
    const advert = await createAdvert(owner.access, validForm())
    expect((await api(`/api/adverts/${advert.slug}/`)).status).toBe(200)
    // a wrong deletion link changes nothing: the advert and its favourites stay
    const fan = await freshUser()
    expect((await post('/api/my-favorite-adverts/', { advert: advert.id }, { token: fan.access })).status).toBe(201)
    expect((await post('/users/user/request-delete-account/', {}, { token: owner.access })).status).toBe(204)
    const m = await lastMessage(owner.email, 'account_deletion')
    expect(
      (await post('/users/user/confirm-delete-account/', { uid: m.uid, token: `${m.token!.slice(0, -2)}xx` })).status,
    ).toBe(400)
    expect((await api(`/api/adverts/${advert.slug}/`)).status).toBe(200)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM advert_favorites WHERE advert_id = ?')
        .bind(advert.id)
        .first<{ n: number }>())!.n,
    ).toBe(1)
    await deleteAccount(owner.access, owner.email)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM advert_favorites WHERE advert_id = ?')
        .bind(advert.id)
        .first<{ n: number }>())!.n,
    ).toBe(0)
    const next = await registerActive(freshEmail('next'), 'nextuser123')
    const nextId = (await userId(next.email))!
    expect(nextId).toBeGreaterThan(owner.id)
    // the deleted account's tokens sign in as no one
    expect((await me(owner.access)).status).toBe(401)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM adverts WHERE user_id = ?')
        .bind(owner.id)
        .first<{ n: number }>())!.n,
    ).toBe(0)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM advert_images WHERE advert_id = ?')
        .bind(advert.id)
        .first<{ n: number }>())!.n,
    ).toBe(0)
    expect((await api(`/api/adverts/${advert.slug}/`)).status).toBe(404)
    expect((await api(`/api/adverts/${advert.id}/`)).status).toBe(404)
  })

  it('the newest user deleted: the next registrant still gets a new id, and the old tokens stay dead', async () => {
    const a = await registerActive(freshEmail('last'), 'lastuser123')
    const aId = (await userId(a.email))!
    const max = await env.DB.prepare('SELECT max(id) AS m FROM users').first<{ m: number }>()
    expect(max!.m).toBe(aId)
    await deleteAccount(a.access, a.email)
    const b = await registerActive(freshEmail('after'), 'afteruser123')
    expect(await userId(b.email)).toBeGreaterThan(aId)
    expect((await me(a.access)).status).toBe(401)
    expect((await refresh(a.refresh)).status).toBe(401)
  })

  it('a token without the account key, or with an old key, is refused', async () => {
    const u = await registerActive(freshEmail('key'), 'keyuser123')
    const id = (await userId(u.email))!
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: String(id), typ: 'access', jti: crypto.randomUUID(), iat: now, exp: now + 3600, sid: 's' }
    expect((await me(await sign(claims, env.JWT_SECRET, 'HS256'))).status).toBe(401)
    expect((await me(await sign({ ...claims, uk: 'f'.repeat(32) }, env.JWT_SECRET, 'HS256'))).status).toBe(401)
    expect((await me(u.access)).status).toBe(200)
    await env.DB.prepare('UPDATE users SET token_key = lower(hex(randomblob(16))) WHERE id = ?').bind(id).run()
    expect((await me(u.access)).status).toBe(401)
  })

  it("a deleted advert's id goes to no other advert, so a complaint about it never lands elsewhere", async () => {
    const seller = await freshUser()
    const reporter = await freshUser()
    const first = await createAdvert(seller.access, validForm())
    expect((await api(`/api/adverts/${first.slug}/`, { method: 'DELETE', token: seller.access })).status).toBe(204)
    const second = await createAdvert(seller.access, validForm())
    expect(second.id).toBeGreaterThan(first.id)
    const r = await post('/api/complaint/', { category: 1, advert: first.id, body: 'spam' }, { token: reporter.access })
    expect(r.status).toBe(404)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM complaints WHERE advert_id = ?')
        .bind(second.id)
        .first<{ n: number }>())!.n,
    ).toBe(0)
  })
})

describe('2. pre-registration takeover', () => {
  it("the owner's newest registration wins over a stranger's earlier one; only the newest link works", async () => {
    const email = freshEmail('victim')
    expect((await register(email, 'stranger123', { device_key: STRANGER_DEVICE })).status).toBe(201)
    const strangerLink = await lastMessage(email, 'activation')
    expect((await register(email, 'owner12345', { device_key: OWNER_DEVICE })).status).toBe(201)
    const ownerLink = await lastMessage(email, 'activation_other')
    expect(ownerLink.token).not.toBe(strangerLink.token)
    expect(
      (
        await post('/auth/users/activation/', {
          uid: strangerLink.uid,
          token: strangerLink.token,
          device_key: STRANGER_DEVICE,
        })
      ).status,
    ).toBe(400)
    expect(
      (await post('/auth/users/activation/', { uid: ownerLink.uid, token: ownerLink.token, device_key: OWNER_DEVICE }))
        .status,
    ).toBe(200)
    expect((await passwordLogin(email, 'stranger123')).status).toBe(401)
    expect((await passwordLogin(email, 'owner12345')).status).toBe(200)
  })

  it("a social sign-in claiming an inactive account makes the stranger's password useless", async () => {
    const email = freshEmail('social')
    expect((await register(email, 'stranger123', { device_key: STRANGER_DEVICE })).status).toBe(201)
    const t = await json<{ access_token: string }>(
      await api('/__dev/social/google/token', {
        method: 'POST',
        site: null,
        body: JSON.stringify({ id: `g-claim-${email}`, name: 'Owner', email }),
      }),
    )
    const r = await post('/users/google-auth/', { access_token: t.access_token, platform: 'web' })
    expect(r.status).toBe(200)
    expect((await passwordLogin(email, 'stranger123')).status).toBe(401)
    // the old activation link is no use any more either
    const m = await lastMessage(email, 'activation')
    const late = await post('/auth/users/activation/', { uid: m.uid, token: m.token, device_key: STRANGER_DEVICE })
    expect(late.status).toBe(400)
    expect((await json(late)).code).toBe('invalid_link')
  })

  it('a phone registration with an unproven e-mail does not sign in by e-mail; the mailbox owner claims the account', async () => {
    const email = freshEmail('unproven')
    const phone = freshPhone()
    const made = await registerByPhone(phone, { email, first_name: 'Stranger', password: 'stranger123' }, freshIp)
    expect(made.status).toBe(201)
    const stranger = await json<{ access: string }>(made)
    // e-mail sign-in refused, e-mail code not sent, the cabinet shows the address unverified
    expect((await passwordLogin(email, 'stranger123')).status).toBe(401)
    await api(`/api/v1/email-code?email=${encodeURIComponent(email)}`, { headers: freshIp() })
    expect(await outbox(email, 'email_code')).toEqual([])
    const emails = await json<{ email_address: string; is_verified: boolean }[]>(
      await api('/api/email/', { token: stranger.access }),
    )
    expect(emails).toEqual([expect.objectContaining({ email_address: email, is_verified: false })])
    // the phone signs in (it was proven)
    expect((await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })).status).toBe(200)
    expect((await outbox(phone, 'sms_code')).length).toBe(2)

    // the owner of the mailbox registers: the link claims the account
    expect((await register(email, 'owner12345', { device_key: OWNER_DEVICE })).status).toBe(201)
    expect((await activate(email, OWNER_DEVICE, 'activation_other')).status).toBe(200)
    expect((await passwordLogin(email, 'owner12345')).status).toBe(200)
    expect((await passwordLogin(email, 'stranger123')).status).toBe(401)
    expect((await me(stranger.access)).status).toBe(401)
    // the stranger's phone no longer signs in to it
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    expect((await outbox(phone, 'sms_code')).length).toBe(2)
  })

  it("the phone registrant's own e-mailed link proves the address and keeps the phone", async () => {
    const email = freshEmail('ownlink')
    const phone = freshPhone()
    const made = await registerByPhone(
      phone,
      { email, first_name: 'Own', password: 'ownlink123', device_key: OWNER_DEVICE },
      freshIp,
    )
    expect(made.status).toBe(201)
    expect((await activate(email, OWNER_DEVICE, 'activation_other')).status).toBe(200)
    expect((await passwordLogin(email, 'ownlink123')).status).toBe(200)
    expect((await me((await json<{ access: string }>(made)).access)).status).toBe(200)
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    expect((await outbox(phone, 'sms_code')).length).toBe(2)
  })
})

describe('3. a phone typed at registration signs in only once proven', () => {
  it('the squatter gets no code; the owner verifies the number and takes it', async () => {
    const phone = freshPhone()
    const squatter = await registerActive(freshEmail('squat'), 'squatter123', { phone })
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    expect(await outbox(phone, 'sms_code')).toEqual([])

    const owner = await registerActive(freshEmail('phoneowner'), 'phoneowner123')
    await provePhone(owner.access, phone)
    expect((await json<{ phone: string | null }>(await me(squatter.access))).phone).toBeNull()
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    const { code } = await lastMessage(phone, 'sms_code')
    const r = await post('/api/v1/loginByEmail', { phone, code })
    expect(r.status).toBe(200)
    expect((await json<{ user: { email: string } }>(r)).user.email).toBe(owner.email)
  })

  it('the registrant can prove the typed number themselves', async () => {
    const phone = freshPhone()
    const u = await registerActive(freshEmail('typed'), 'typeduser123', { phone })
    await provePhone(u.access, phone)
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    expect((await outbox(phone, 'sms_code')).length).toBe(1)
  })
})

describe('4. SMS pumping', () => {
  it(`an account may send ${SMS_LIMITS.perAccount} verification SMS per window, then 429 with Retry-After`, async () => {
    const u = await registerActive(freshEmail('pump'), 'pumpuser123')
    for (let i = 0; i < SMS_LIMITS.perAccount; i++)
      expect(
        (await post('/api/phone/send-code/', { new_phone_number: freshPhone() }, { token: u.access })).status,
      ).toBe(200)
    const refused = freshPhone()
    const over = await post('/api/phone/send-code/', { new_phone_number: refused }, { token: u.access })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await outbox(refused)).toEqual([])
  })

  it(`a client may ask for ${SMS_LIMITS.perIp} SMS per window, whatever the numbers`, async () => {
    const ip = { 'CF-Connecting-IP': '198.51.100.26' }
    for (let i = 0; i < SMS_LIMITS.perIp; i++)
      expect((await api(`/api/v1/sms-code?phone=${encodeURIComponent(freshPhone())}`, { headers: ip })).status).toBe(
        200,
      )
    const phone = freshPhone()
    const over = await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: ip })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post('/api/register/', { phone }, { headers: ip })).status).toBe(429)
    // another client is not held up
    expect((await post('/api/register/', { phone }, { headers: { 'CF-Connecting-IP': '198.51.100.27' } })).status).toBe(
      200,
    )
  })

  it(`a recipient takes ${SMS_LIMITS.guessesPerRecipient} wrong codes a day, across codes and clients; then even the right one is 429`, async () => {
    const phone = freshPhone()
    const u = await registerActive(freshEmail('guess'), 'guessuser123')
    await provePhone(u.access, phone)
    const rounds = Math.ceil(SMS_LIMITS.guessesPerRecipient / ACCOUNTS.codeMaxAttempts)
    let wrongs = 0
    for (let round = 0; round < rounds; round++) {
      await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
      const { code } = await lastMessage(phone, 'sms_code')
      for (let i = 0; i < ACCOUNTS.codeMaxAttempts && wrongs < SMS_LIMITS.guessesPerRecipient; i++, wrongs++) {
        const wrong = String((Number(code) + 1 + i) % 10 ** ACCOUNTS.codeLength).padStart(ACCOUNTS.codeLength, '0')
        expect((await post('/api/v1/loginByEmail', { phone, code: wrong })).status).toBe(400)
      }
    }
    // a fresh code from the next window of sends would do no better
    await env.DB.prepare('DELETE FROM login_attempts WHERE key = ?').bind(`send:sms_code:${phone}`).run()
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    const { code } = await lastMessage(phone, 'sms_code')
    const r = await post('/api/v1/loginByEmail', { phone, code })
    expect(r.status).toBe(429)
    expect(Number(r.headers.get('Retry-After'))).toBeGreaterThan(3600)
  })

  it(`one client alone cannot lock a recipient's codes: after ${SMS_LIMITS.guessesPerRecipientFromClient} wrong codes it is refused, and the owner's right code still signs in`, async () => {
    const phone = freshPhone()
    const u = await registerActive(freshEmail('lockout'), 'lockoutuser123')
    await provePhone(u.access, phone)
    const stranger = { 'CF-Connecting-IP': '198.51.100.91' }
    let wrongs = 0
    while (wrongs < SMS_LIMITS.guessesPerRecipientFromClient) {
      await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
      const { code } = await lastMessage(phone, 'sms_code')
      for (
        let i = 0;
        i < ACCOUNTS.codeMaxAttempts && wrongs < SMS_LIMITS.guessesPerRecipientFromClient;
        i++, wrongs++
      ) {
        const wrong = String((Number(code) + 1 + i) % 10 ** ACCOUNTS.codeLength).padStart(ACCOUNTS.codeLength, '0')
        expect((await post('/api/v1/loginByEmail', { phone, code: wrong }, { headers: stranger })).status).toBe(400)
      }
    }
    // the stranger keeps trying: refused, and the refusals count for nobody else
    for (let i = 0; i < SMS_LIMITS.guessesPerRecipient; i++)
      expect((await post('/api/v1/loginByEmail', { phone, code: '000000' }, { headers: stranger })).status).toBe(429)
    await api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers: freshIp() })
    const { code } = await lastMessage(phone, 'sms_code')
    const owner = await post('/api/v1/loginByEmail', { phone, code })
    expect(owner.status).toBe(200)
  })
})

describe('5. low items', () => {
  it('a password change ends the other sessions and keeps this one', async () => {
    const email = freshEmail('change')
    const here = await registerActive(email, 'current123')
    const there = await json<{ access: string; refresh: string }>(await passwordLogin(email, 'current123'))
    const r = await post(
      '/auth/users/set_password/',
      { current_password: 'current123', new_password: 'changed123', re_password: 'changed123' },
      { token: here.access },
    )
    expect(r.status).toBe(204)
    expect((await me(here.access)).status).toBe(200)
    const renewed = await refresh(here.refresh)
    expect(renewed.status).toBe(200)
    expect((await me((await json<{ access: string }>(renewed)).access)).status).toBe(200)
    expect((await me(there.access)).status).toBe(401)
    expect((await refresh(there.refresh)).status).toBe(401)
  })

  it('the registration answer is the same for a taken and a new address', async () => {
    const taken = (await registerActive(freshEmail('taken'), 'takenuser123')).email
    const fresh = freshEmail('new')
    const a = await register(taken, 'whatever123', { first_name: 'Same' })
    const b = await register(fresh, 'whatever123', { first_name: 'Same' })
    expect(a.status).toBe(b.status)
    const [ja, jb] = [await json(a), await json(b)]
    expect({ ...ja, email: '' }).toEqual({ ...jb, email: '' })
    expect(ja.id).toBe(0)
  })

  it('the support form counts per client address', async () => {
    const body = (n: number) => ({ name: 'S', email_address: freshEmail(`support${n}`), body: 'Hello' })
    const ip = { 'CF-Connecting-IP': '198.51.100.77' }
    for (let i = 0; i < ACCOUNTS.sendsPerRecipient; i++)
      expect((await post('/api/support/', body(i), { headers: ip })).status).toBe(201)
    expect((await post('/api/support/', body(99), { headers: ip })).status).toBe(429)
    expect((await post('/api/support/', body(100), { headers: { 'CF-Connecting-IP': '198.51.100.78' } })).status).toBe(
      201,
    )
  })

  it(`a client may ask for ${MAIL_LIMITS.perIp} e-mails (codes and reset links) per window, whatever the addresses`, async () => {
    const ip = { 'CF-Connecting-IP': '198.51.100.81' }
    for (let i = 0; i < MAIL_LIMITS.perIp; i++) {
      const email = freshEmail(`mailflood${i}`)
      const r =
        i % 2
          ? await post('/auth/users/reset_password/', { email }, { headers: ip })
          : await api(`/api/v1/email-code?email=${encodeURIComponent(email)}`, { headers: ip })
      expect(r.status).toBeLessThan(300)
    }
    const reset = await post('/auth/users/reset_password/', { email: freshEmail('mailflood-over') }, { headers: ip })
    expect(reset.status).toBe(429)
    expect(Number(reset.headers.get('Retry-After'))).toBeGreaterThan(0)
    const code = await api(`/api/v1/email-code?email=${encodeURIComponent(freshEmail('mailflood-over2'))}`, {
      headers: ip,
    })
    expect(code.status).toBe(429)
    // another client is not held up
    const other = await post(
      '/auth/users/reset_password/',
      { email: freshEmail('mailflood-other') },
      {
        headers: { 'CF-Connecting-IP': '198.51.100.82' },
      },
    )
    expect(other.status).toBe(204)
  })
})
