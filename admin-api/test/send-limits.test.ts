import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNTS } from '#contract/accounts.ts'
import { BROWSER_KEY_HEADER } from '#contract/wire.ts'
import app from '../src'
import { SMS_KNOWN_BROWSER_RESERVE, SMS_SIGN_IN_RESERVE } from '../src/lib/sms'
import { LOGIN_LIMITS, MAIL_LIMITS, SEND_LIMITS, SMS_LIMITS, sendKey } from '../src/services/login-limits'
import { freshEmail, freshPhone } from './adverts-helpers'
import { api, BASE, lastMessage, outbox, registerActive, siteSmsCounters } from './helpers'

/**
 * Limits a stranger could turn against a shopper (decision 0100): messages anyone may ask for to
 * someone else's address or number count per client first, the site's SMS budget counts only texts
 * that go, the cabinet's e-mail codes count per client and account, and a client already refused
 * writes no new rows.
 */

let keySeq = 0
/** A well-formed browser key (43 base64url characters) no other test uses. */
const freshBrowserKey = () => `send-limits-browser-${String(++keySeq).padStart(4, '0')}`.padEnd(43, 'b')
const TOO_MANY_SENDS_TEXT = 'Too many requests, try again later'

let ipSeq = 0
/** A client address no other test uses. */
const freshIp = () => ({ 'CF-Connecting-IP': `198.18.77.${++ipSeq}` })
const post = (path: string, body: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
  api(path, { method: 'POST', body: JSON.stringify(body), ...init })
const reset = (email: string, headers: Record<string, string>) =>
  post('/auth/users/reset_password/', { email }, { headers })
const emailCode = (email: string, headers: Record<string, string>) =>
  api(`/api/v1/email-code?email=${encodeURIComponent(email)}`, { headers })
const smsCode = (phone: string, headers: Record<string, string>) =>
  api(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { headers })
const sendCount = async (kind: string, recipient: string) =>
  (
    await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?')
      .bind(sendKey(kind, recipient))
      .first<{ count: number }>()
  )?.count ?? 0

/** A verified sign-in number for the account (send-code + create-auth-number). */
async function provePhone(access: string, phone: string, headers: Record<string, string> = {}) {
  expect((await post('/api/phone/send-code/', { new_phone_number: phone }, { token: access, headers })).status).toBe(
    200,
  )
  const { code } = await lastMessage(phone, 'phone_verification')
  const r = await post(
    '/api/phone/create-auth-number/',
    { phone_number: phone, verification_code: code },
    { token: access, headers },
  )
  expect(r.status, await r.clone().text()).toBe(201)
}

describe('1. one client cannot keep an owner from the reset or a sign-in code', () => {
  it(`a stranger's ${ACCOUNTS.sendsPerRecipient} password resets refuse the stranger, not the owner`, async () => {
    const owner = await registerActive(freshEmail('reset-owner'), 'resetowner123')
    const stranger = freshIp()
    // another spelling of the same address is the same recipient
    const spelled = ` ${owner.email.replace(/^./, (ch) => ch.toUpperCase()).replace('@example.com', '@Example.COM')} `
    const answers: number[] = []
    for (let i = 0; i <= ACCOUNTS.sendsPerRecipient; i++) answers.push((await reset(spelled, stranger)).status)
    expect(answers).toEqual([...Array(ACCOUNTS.sendsPerRecipient).fill(204), 429])
    const own = await reset(owner.email, freshIp())
    expect(own.status).toBe(204)
    expect((await outbox(owner.email, 'password_reset')).length).toBe(ACCOUNTS.sendsPerRecipient + 1)
  })

  // Session 61's edge audit: registrations counted per address alone, so a stranger's five
  // registrations of someone's address kept its owner's own registration out for 15 minutes.
  it(`a stranger's ${ACCOUNTS.sendsPerRecipient} registrations of an address refuse the stranger; its owner registers and gets the link`, async () => {
    const email = freshEmail('reg-owner')
    const register = (headers: Record<string, string>) =>
      post('/auth/users/', { email, password: 'regowner123', re_password: 'regowner123', first_name: 'R' }, { headers })
    const stranger = freshIp()
    const answers: number[] = []
    for (let i = 0; i <= ACCOUNTS.sendsPerRecipient; i++) answers.push((await register(stranger)).status)
    expect(answers).toEqual([201, ...Array(ACCOUNTS.sendsPerRecipient - 1).fill(201), 429])
    expect((await register(freshIp())).status).toBe(201)
    const mails = [...(await outbox(email, 'activation')), ...(await outbox(email, 'activation_other'))]
    expect(mails.length).toBe(ACCOUNTS.sendsPerRecipient + 1)
  })

  it('a stranger asking for e-mail codes refuses the stranger; the owner gets a code and signs in', async () => {
    const owner = await registerActive(freshEmail('code-owner'), 'codeowner123')
    const stranger = freshIp()
    for (let i = 0; i < ACCOUNTS.sendsPerRecipient; i++)
      expect((await emailCode(owner.email, stranger)).status).toBe(200)
    expect((await emailCode(owner.email, stranger)).status).toBe(429)
    expect((await emailCode(owner.email, freshIp())).status).toBe(200)
    const { code } = await lastMessage(owner.email, 'email_code')
    expect((await post('/api/v1/loginByEmail', { email: owner.email, code }, { headers: freshIp() })).status).toBe(200)
  })

  it('a stranger asking for SMS codes in any form of the number refuses the stranger; the owner gets a code', async () => {
    const owner = await registerActive(freshEmail('sms-owner'), 'smsowner123')
    const phone = freshPhone()
    await provePhone(owner.access, phone)
    const stranger = freshIp()
    const national = phone.slice(4)
    const forms = [phone, `00373${national}`, `0${national}`, `+373 ${national}`, phone, `00373${national}`]
    const answers = []
    for (const form of forms) answers.push((await smsCode(form, stranger)).status)
    expect(answers).toEqual([...Array(ACCOUNTS.sendsPerRecipient).fill(200), 429])
    expect((await smsCode(phone, freshIp())).status).toBe(200)
    const { code } = await lastMessage(phone, 'sms_code')
    expect((await post('/api/v1/loginByEmail', { phone, code }, { headers: freshIp() })).status).toBe(200)
  })

  it("strangers' wrong sign-in codes for a number do not refuse its owner's verification code; an account's wrong verification codes count for it alone", async () => {
    const owner = await registerActive(freshEmail('verify-owner'), 'verifyowner123')
    const phone = freshPhone()
    // Two clients spend the number's whole sign-in guess allowance (SMS_LIMITS.guessesPerRecipient).
    for (const client of [freshIp(), freshIp()])
      for (let i = 0; i < SMS_LIMITS.guessesPerRecipientFromClient; i++)
        expect((await post('/api/v1/loginByEmail', { phone, code: '000000' }, { headers: client })).status).toBe(400)
    await provePhone(owner.access, phone)

    // The account's own wrong tries at another number: refused after its allowance, the number's sign-in untouched.
    const other = freshPhone()
    expect((await post('/api/phone/send-code/', { new_phone_number: other }, { token: owner.access })).status).toBe(200)
    const tries = []
    for (let i = 0; i <= SMS_LIMITS.guessesPerRecipientFromClient; i++)
      tries.push(
        (await post('/api/phone/', { phone_number: other, verification_code: '000000' }, { token: owner.access }))
          .status,
      )
    expect(tries).toEqual([...Array(SMS_LIMITS.guessesPerRecipientFromClient).fill(400), 429])
    const signInGuesses = await env.DB.prepare(
      "SELECT count(*) AS n FROM login_attempts WHERE key LIKE 'guess:%' AND key LIKE ?",
    )
      .bind(`%${other}`)
      .first<{ n: number }>()
    expect(signInGuesses?.n).toBe(0)
  })

  it(`the recipient as a whole takes ${SEND_LIMITS.perRecipient} from every client together; a refused client adds nothing`, async () => {
    const email = freshEmail('reset-ceiling')
    await registerActive(email, 'ceiling12345')
    const clients = SEND_LIMITS.perRecipient / SEND_LIMITS.perRecipientFromClient
    const first = freshIp()
    // the first client keeps asking after its refusal: the recipient's count does not move
    for (let i = 0; i < 3 * SEND_LIMITS.perRecipientFromClient; i++) await reset(email, first)
    expect(await sendCount('password_reset', email)).toBe(SEND_LIMITS.perRecipientFromClient)
    for (let n = 1; n < clients; n++) {
      const client = freshIp()
      for (let i = 0; i < SEND_LIMITS.perRecipientFromClient; i++) expect((await reset(email, client)).status).toBe(204)
    }
    expect(await sendCount('password_reset', email)).toBe(SEND_LIMITS.perRecipient)
    const over = await reset(email, freshIp())
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await outbox(email, 'password_reset')).length).toBe(SEND_LIMITS.perRecipient)
  })
})

describe('2. the site SMS budget counts only texts that go', () => {
  const SITE = 'demo-business-token'
  const vars = { SMS_BUDGET_PER_HOUR: '3', SMS_BUDGET_PER_DAY: '1000' }
  const { clear } = siteSmsCounters(SITE)
  const call = (phone: string, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`${BASE}/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, {
        headers: { 'Site-Token': SITE, ...freshIp(), ...headers },
      }),
      { ...env, ...vars },
    )
  afterEach(async () => {
    await clear()
    vi.restoreAllMocks()
  })

  it('codes asked by many clients for numbers without an account spend nothing; the owner still gets texts until the budget is spent', async () => {
    await clear()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const owner = await registerActive(freshEmail('budget-owner'), 'budgetowner123')
    const phone = freshPhone()
    // the owner's browser proved the number: known to it, it may spend the whole budget (session 63)
    const browser = { [BROWSER_KEY_HEADER]: freshBrowserKey() }
    await provePhone(owner.access, phone, browser)
    for (let i = 0; i < 10; i++) {
      const r = await call(freshPhone())
      expect(r.status, await r.clone().text()).toBe(200)
    }
    const budget = Number(vars.SMS_BUDGET_PER_HOUR)
    for (let i = 0; i < budget; i++) expect((await call(phone, browser)).status).toBe(200)
    expect((await outbox(phone, 'sms_code')).length).toBe(budget)
    // spent: refused for every number alike, with or without an account
    for (const to of [freshPhone(), phone]) {
      const r = await call(to, browser)
      expect(r.status).toBe(429)
      expect(((await r.json()) as { error: string }).error).toBe('SMS sending is paused, try again later')
    }
    expect((await outbox(phone, 'sms_code')).length).toBe(budget)
  })
})

// Session 59's audit: a few addresses and throw-away accounts verifying new phones spent the whole
// budget, and every shopper's sign-in by code was paused with it.
describe('2b. the sign-in codes keep a reserve of the SMS budget that other texts cannot spend', () => {
  const SITE = 'demo-business-token'
  const vars = { SMS_BUDGET_PER_HOUR: '10', SMS_BUDGET_PER_DAY: '1000' }
  const { clear } = siteSmsCounters(SITE)
  const send = (path: string, init: RequestInit & { token?: string }) => {
    const headers = new Headers(init.headers)
    headers.set('Site-Token', SITE)
    headers.set('CF-Connecting-IP', freshIp()['CF-Connecting-IP'])
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    if (init.body) headers.set('Content-Type', 'application/json')
    return app.fetch(new Request(`${BASE}${path}`, { ...init, headers }), { ...env, ...vars })
  }
  afterEach(async () => {
    await clear()
    vi.restoreAllMocks()
  })

  it(`verification texts stop at ${100 - SMS_SIGN_IN_RESERVE * 100}% of the budget, sign-in codes from other browsers at ${100 - SMS_KNOWN_BROWSER_RESERVE * 100}%; a browser known to the number goes on to the whole of it`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const owner = await registerActive(freshEmail('reserve-owner'), 'reserveowner123')
    const phone = freshPhone()
    const browser = { [BROWSER_KEY_HEADER]: freshBrowserKey() }
    await provePhone(owner.access, phone, browser)
    await clear()
    const budget = Number(vars.SMS_BUDGET_PER_HOUR)
    const others = Math.floor(budget * (1 - SMS_SIGN_IN_RESERVE))
    const unknown = Math.floor(budget * (1 - SMS_KNOWN_BROWSER_RESERVE))
    const verifications: number[] = []
    for (let i = 0; i <= others; i++) {
      const { access } = await registerActive(freshEmail(`reserve-${i}`), 'reservepass123')
      const r = await send('/api/phone/send-code/', {
        method: 'POST',
        token: access,
        body: JSON.stringify({ new_phone_number: freshPhone() }),
      })
      verifications.push(r.status)
    }
    expect(verifications).toEqual([...Array(others).fill(200), 429])
    const codeFor = (headers: Record<string, string> = {}) =>
      send(`/api/v1/sms-code?phone=${encodeURIComponent(phone)}`, { method: 'GET', headers })
    // strangers' browsers (a fresh address each) stop short of the known browsers' reserve
    const signIns: number[] = []
    for (let i = 0; i <= unknown - others; i++) signIns.push((await codeFor()).status)
    expect(signIns).toEqual([...Array(unknown - others).fill(200), 429])
    // the owner's browser goes on to the whole budget
    const known: number[] = []
    for (let i = 0; i <= budget - unknown; i++) known.push((await codeFor(browser)).status)
    expect(known).toEqual([...Array(budget - unknown).fill(200), 429])
    expect((await outbox(phone, 'sms_code')).length).toBe(budget - others)
  })
})

// Session 63's stranger audit, finding 5: 10 account numbers x 20 codes per 15 minutes spent the whole
// hourly budget, and sign-in by SMS was paused for everyone, known browsers included.
describe('2c. texts one number gets an hour from browsers not known to it', () => {
  const { perRecipientFromUnknown: inAll, perRecipientFromClientUnknown: fromClient } = SMS_LIMITS

  it(`${fromClient} from one client, ${inAll} from every client together; the number's known browser goes on`, async () => {
    const owner = await registerActive(freshEmail('hourly-owner'), 'hourlyowner123')
    const phone = freshPhone()
    const browser = { [BROWSER_KEY_HEADER]: freshBrowserKey() }
    await provePhone(owner.access, phone, browser)
    // the verification text counted for the number too (its browser was not known to it yet): a new hour
    await env.DB.prepare('DELETE FROM login_attempts WHERE key = ?').bind(`sms-number:${phone}`).run()
    const before = (await outbox(phone, 'sms_code')).length
    const answers: number[] = []
    for (let s = 0; s < inAll / fromClient; s++) {
      const stranger = freshIp()
      for (let i = 0; i < fromClient; i++) answers.push((await smsCode(phone, stranger)).status)
      // a new 15 minutes for the client: its hour still refuses it
      await env.DB.prepare(
        "UPDATE login_attempts SET window_start = window_start - 901 WHERE key LIKE 'send-from:%' AND key LIKE ?",
      )
        .bind(`%${phone}`)
        .run()
      answers.push((await smsCode(phone, stranger)).status)
    }
    expect(answers).toEqual(
      Array(inAll / fromClient)
        .fill([...Array(fromClient).fill(200), 429])
        .flat(),
    )
    // the number's hour is spent for every other browser, though its 15-minute ceiling is not
    expect(await sendCount('sms_code', phone)).toBeLessThan(SEND_LIMITS.perRecipient)
    const refused = await smsCode(phone, freshIp())
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_SENDS_TEXT)
    // the owner's browser: a code, and a sign-in with it
    expect((await smsCode(phone, { ...freshIp(), ...browser })).status).toBe(200)
    expect((await outbox(phone, 'sms_code')).length).toBe(before + inAll + 1)
    const { code } = await lastMessage(phone, 'sms_code')
    expect(
      (await post('/api/v1/loginByEmail', { phone, code }, { headers: { ...freshIp(), ...browser } })).status,
    ).toBe(200)
  })
})

describe('3. the cabinet e-mail codes count per account and per client', () => {
  it(`a signed-in account sends ${MAIL_LIMITS.perAccount} verification e-mails per window, whatever the addresses`, async () => {
    const u = await registerActive(freshEmail('mail-pump'), 'mailpump123')
    const client = freshIp()
    for (let i = 0; i < MAIL_LIMITS.perAccount; i++) {
      const r = await post(
        '/api/email/send-code/',
        { new_email_address: freshEmail(`victim${i}`) },
        { token: u.access, headers: client },
      )
      expect(r.status).toBe(200)
    }
    const refused = freshEmail('victim-over')
    const over = await post(
      '/api/email/send-code/',
      { new_email_address: refused },
      { token: u.access, headers: client },
    )
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await outbox(refused)).toEqual([])
  })

  it(`they count against the client's ${MAIL_LIMITS.perIp} e-mails per window`, async () => {
    const u = await registerActive(freshEmail('mail-ip'), 'mailip12345')
    const client = freshIp()
    for (let i = 0; i < MAIL_LIMITS.perIp; i++) await reset(freshEmail(`mail-ip-spend${i}`), client)
    const refused = freshEmail('mail-ip-over')
    const over = await post(
      '/api/email/send-code/',
      { new_email_address: refused },
      { token: u.access, headers: client },
    )
    expect(over.status).toBe(429)
    expect(await outbox(refused)).toEqual([])
  })
})

describe('4. a client refused everywhere writes no new rows', () => {
  it(`failures at a new e-mail each: ${LOGIN_LIMITS.perIp} x 401, then 429, and rows only for the counted ones`, async () => {
    const ip = '198.18.78.1'
    const emails = Array.from({ length: 125 }, (_, i) => freshEmail(`norow${i}`))
    const answers: number[] = []
    for (const email of emails)
      answers.push(
        (
          await post(
            '/auth/jwt/create/',
            { email, password: 'wrong-password' },
            { headers: { 'CF-Connecting-IP': ip } },
          )
        ).status,
      )
    expect(answers).toEqual([...Array(LOGIN_LIMITS.perIp).fill(401), ...Array(125 - LOGIN_LIMITS.perIp).fill(429)])
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM login_attempts WHERE key LIKE 'email-from:' || ? || ' %'",
    )
      .bind(ip)
      .first<{ n: number }>())!
    expect(n).toBe(LOGIN_LIMITS.perIp)
    const accounts = (await env.DB.prepare(
      "SELECT count(*) AS n FROM login_attempts WHERE key LIKE 'email:norow%'",
    ).first<{
      n: number
    }>())!
    expect(accounts.n).toBe(LOGIN_LIMITS.perIp)
  })
})

describe('5. naming someone as the support sender does not block them', () => {
  it(`${ACCOUNTS.sendsPerRecipient} messages naming an address from one client leave its owner free to write`, async () => {
    const victim = freshEmail('support-victim')
    const message = { name: 'S', email_address: victim, body: 'Hello' }
    const stranger = freshIp()
    for (let i = 0; i < ACCOUNTS.sendsPerRecipient; i++)
      expect((await post('/api/support/', message, { headers: stranger })).status).toBe(201)
    expect((await post('/api/support/', message, { headers: stranger })).status).toBe(429)
    expect((await post('/api/support/', message, { headers: freshIp() })).status).toBe(201)
  })
})
