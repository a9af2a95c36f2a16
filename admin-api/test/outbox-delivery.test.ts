import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../src'
import { providerSettings } from '../src/lib/message-providers'
import { parseSender } from '../src/lib/providers/brevo'
import { retryAfterSeconds } from '../src/lib/providers/types'
import { deliver, drainOutbox, OUTBOX_DELIVERY, retryDelaySeconds } from '../src/services/outbox-delivery'
import { freshEmail } from './adverts-helpers'
import { FAKE, fakeMessages, script } from './fake-providers'
import { BASE } from './helpers'

/**
 * Issue 51, point 9 (decision 0069): e-mail and SMS leave the outbox through the provider the
 * configuration names (Brevo, Infobip; a local fake of both here), with retries and backoff, a dead
 * state after OUTBOX_DELIVERY.maxAttempts, and one message per row however often it is tried.
 */

const MAIL = { MAIL_PROVIDER: 'brevo', MAIL_API_KEY: 'test-brevo-key', MAIL_FROM: 'Demo Shop <no-reply@shop.test>' }
const SMS = { SMS_PROVIDER: 'infobip', SMS_API_KEY: 'test-infobip-key', SMS_FROM: 'DemoShop' }
const vars = () => ({ ...env, ...MAIL, MAIL_API_URL: FAKE(), ...SMS, SMS_API_URL: FAKE() })
type Vars = ReturnType<typeof vars>

let ipSeq = 0
/** Calls the Worker with these vars and waits for what it left running after the answer (the first attempt). */
async function call(v: object, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('Site-Token')) headers.set('Site-Token', 'demo-electro-token')
  headers.set('Content-Type', 'application/json')
  headers.set('CF-Connecting-IP', `198.18.71.${++ipSeq % 250}`)
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(`${BASE}${path}`, { ...init, headers }), v as never, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

/** Registers `email` (an activation e-mail: the message under test). */
const register = (v: object, email: string) =>
  call(v, '/auth/users/', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'delivery12345', re_password: 'delivery12345', first_name: 'Dora' }),
  })

let phoneSeq = 0
const freshPhone = () => `+3736${String((Date.now() + ++phoneSeq * 7919) % 10_000_000).padStart(7, '0')}`

interface Row {
  id: number
  status: string
  provider: string | null
  attempts: number
  next_attempt_at: number | null
  last_error: string | null
  provider_message_id: string | null
  idempotency_key: string | null
  body: string
  link: string | null
  token: string | null
  code: string | null
  sent_at: string | null
}
const row = async (to: string) =>
  (await env.DB.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').bind(to).first<Row>())!
const now = () => Math.floor(Date.now() / 1000)

afterEach(() => vi.restoreAllMocks())

describe('pure rules', () => {
  it.each([
    [1, undefined, 20],
    [2, undefined, 60],
    [3, undefined, 180],
    [4, undefined, 540],
    [1, 300, 300],
    [3, 5, 180],
    [1, 999_999, 3600],
  ])('after failed attempt %s (Retry-After %s) the next waits %s s', (attempt, retryAfter, expected) =>
    expect(retryDelaySeconds(attempt, retryAfter)).toBe(expected),
  )

  it.each([
    ['120', 120],
    ['0', 0],
    [null, undefined],
    ['soon', undefined],
    [new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), 60],
  ])('Retry-After %s is %s s', (value, expected) =>
    expect(retryAfterSeconds(value, Date.UTC(2030, 0, 1))).toBe(expected),
  )

  it.each([
    ['Demo Shop <no-reply@shop.test>', { name: 'Demo Shop', email: 'no-reply@shop.test' }],
    ['"Magazin" <a@b.md>', { name: 'Magazin', email: 'a@b.md' }],
    ['<a@b.md>', { email: 'a@b.md' }],
    ['a@b.md', { email: 'a@b.md' }],
  ])('sender %s', (from, expected) => expect(parseSender(from)).toEqual(expected))

  it.each([
    ['nothing set: the outbox', 'email', {}, { name: 'outbox' }],
    ['sms nothing set', 'sms', {}, { name: 'outbox' }],
    ['outbox named', 'email', { MAIL_PROVIDER: 'outbox' }, { name: 'outbox' }],
    [
      'brevo with its default URL',
      'email',
      MAIL,
      { name: 'brevo', url: 'https://api.brevo.com', apiKey: 'test-brevo-key', from: MAIL.MAIL_FROM },
    ],
    [
      'brevo without a key',
      'email',
      { ...MAIL, MAIL_API_KEY: '' },
      { problem: expect.stringContaining('MAIL_API_KEY') },
    ],
    ['brevo without a sender', 'email', { ...MAIL, MAIL_FROM: ' ' }, { problem: expect.stringContaining('MAIL_FROM') }],
    [
      'an unknown mail provider',
      'email',
      { MAIL_PROVIDER: 'sendmail' },
      { problem: expect.stringContaining('outbox, brevo') },
    ],
    ['infobip without its account URL', 'sms', SMS, { problem: expect.stringContaining('SMS_API_URL') }],
    [
      'infobip with a URL',
      'sms',
      { ...SMS, SMS_API_URL: 'https://x1.api.infobip.com' },
      { name: 'infobip', url: 'https://x1.api.infobip.com', apiKey: 'test-infobip-key', from: 'DemoShop' },
    ],
    [
      'infobip with a broken URL',
      'sms',
      { ...SMS, SMS_API_URL: 'x1.api.infobip.com' },
      { problem: expect.stringContaining('not an http(s) URL') },
    ],
  ])('%s', (_n, channel, v, expected) => expect(providerSettings(v, channel as 'email' | 'sms')).toEqual(expected))

  it('a provider named without its key makes the Worker refuse to serve, in development too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await call({ ...env, MAIL_PROVIDER: 'brevo', MAIL_FROM: 'a@b.md' }, '/general/settings')
    expect(r.status).toBe(503)
    expect(((await r.json()) as { error: string }).error).toMatch(/MAIL_API_KEY/)
  })
})

describe('the outbox stays the development default', () => {
  it('without a provider the message is kept, not sent', async () => {
    const email = freshEmail('kept')
    expect((await register(env, email)).status).toBe(201)
    const r = await row(email)
    expect(r).toMatchObject({ status: 'outbox', provider: null, attempts: 0 })
    expect(r.link).toContain('action=activate')
    expect((await fakeMessages(email)).attempts).toEqual([])
  })
})

describe('e-mail through Brevo', () => {
  it('is sent at once: sender, recipient, subject, text and an idempotency key; the row says sent and keeps no link', async () => {
    const email = freshEmail('brevo')
    expect((await register(vars(), email)).status).toBe(201)
    const { attempts, delivered } = await fakeMessages(email)
    expect(attempts).toHaveLength(1)
    expect(delivered).toHaveLength(1)
    const sent = attempts[0]!
    expect(sent.auth).toBe('test-brevo-key')
    expect(sent.body).toMatchObject({
      sender: { name: 'Demo Shop', email: 'no-reply@shop.test' },
      to: [{ email }],
      subject: 'Activați contul',
    })
    expect(String(sent.body.textContent)).toContain('http://shop.test/ro/?action=activate&uid=')
    const r = await row(email)
    expect(sent.key).toBe(r.idempotency_key)
    expect(r.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
    expect(r).toMatchObject({
      status: 'sent',
      provider: 'brevo',
      attempts: 1,
      body: '',
      link: null,
      token: null,
      last_error: null,
    })
    expect(r.provider_message_id).toMatch(/^<fake-\d+@/)
    expect(r.sent_at).not.toBeNull()
  })

  it('a failure that may pass is retried with backoff, each attempt with the same key, and sent once', async () => {
    const email = freshEmail('retry')
    await script(email, [{ status: 503 }, { status: 429, retryAfter: '120' }])
    const t0 = now()
    await register(vars(), email)
    let r = await row(email)
    expect(r).toMatchObject({ status: 'pending', attempts: 1 })
    expect(r.last_error).toMatch(/^HTTP 503/)
    expect(r.next_attempt_at! - t0).toBeGreaterThanOrEqual(OUTBOX_DELIVERY.firstRetrySeconds)
    expect(r.next_attempt_at! - t0).toBeLessThan(OUTBOX_DELIVERY.firstRetrySeconds + 5)
    // not due yet: nothing is tried
    expect(await deliver(vars(), r.id, r.next_attempt_at! - 1)).toBe('skipped')
    expect(await deliver(vars(), r.id, r.next_attempt_at!)).toBe('retry')
    r = await row(email)
    // the provider's Retry-After (120 s) beats the backoff (60 s)
    expect(r.next_attempt_at! - now()).toBeGreaterThanOrEqual(119)
    expect(await deliver(vars(), r.id, r.next_attempt_at!)).toBe('sent')
    const { attempts, delivered } = await fakeMessages(email)
    expect(attempts.map((a) => a.answered)).toEqual([503, 429, 201])
    expect(new Set(attempts.map((a) => a.key)).size).toBe(1)
    expect(delivered).toHaveLength(1)
    expect(await row(email)).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('an answer lost after the provider took the message: the retry carries the same key and nothing is sent twice', async () => {
    const email = freshEmail('lost')
    await script(email, [{ lose: true }])
    await register(vars(), email)
    const r = await row(email)
    expect(r.status).toBe('pending')
    expect(await deliver(vars(), r.id, r.next_attempt_at!)).toBe('sent')
    const { attempts, delivered } = await fakeMessages(email)
    expect(attempts.map((a) => a.answered)).toEqual([503, 201])
    expect(attempts[0]!.key).toBe(attempts[1]!.key)
    expect(delivered).toHaveLength(1)
  })

  it("the Worker's cron (scheduled, every minute) sends what is due", async () => {
    const email = freshEmail('cron')
    await script(email, [{ status: 503 }])
    await register(vars(), email)
    const r = await row(email)
    expect(r.status).toBe('pending')
    await env.DB.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?')
      .bind(now() - 1, r.id)
      .run()
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController({ cron: '* * * * *' }), vars() as never, ctx)
    await waitOnExecutionContext(ctx)
    expect(await row(email)).toMatchObject({ status: 'sent', attempts: 2 })
    expect((await fakeMessages(email)).delivered).toHaveLength(1)
  })

  it('two drains at once (the cron and a request) claim a row once: one request to the provider', async () => {
    const email = freshEmail('race')
    await script(email, [{ status: 500 }])
    await register(vars(), email)
    const r = await row(email)
    const outcomes = await Promise.all([
      deliver(vars(), r.id, r.next_attempt_at!),
      deliver(vars(), r.id, r.next_attempt_at!),
      deliver(vars(), r.id, r.next_attempt_at!),
    ])
    expect(outcomes.sort()).toEqual(['sent', 'skipped', 'skipped'])
    expect((await fakeMessages(email)).attempts).toHaveLength(2)
    // a sent row is never tried again
    expect(await deliver(vars(), r.id, r.next_attempt_at! + 10_000)).toBe('skipped')
  })

  it(`after ${OUTBOX_DELIVERY.maxAttempts} failed attempts the message is dead: kept with its error, logged, and counted in /healthz`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = freshEmail('dead')
    await script(
      email,
      Array.from({ length: OUTBOX_DELIVERY.maxAttempts }, () => ({ status: 502 })),
    )
    const before = (await (await call(vars(), '/healthz')).json()) as {
      detail: { outbox: { email: { dead: number } } }
    }
    await register(vars(), email)
    let r = await row(email)
    let at = now()
    for (let i = 2; i <= OUTBOX_DELIVERY.maxAttempts; i++) {
      at += retryDelaySeconds(i - 1) + 1
      await drainOutbox(vars() as Vars, at + 100_000)
    }
    r = await row(email)
    expect(r).toMatchObject({ status: 'dead', attempts: OUTBOX_DELIVERY.maxAttempts, provider: 'brevo' })
    expect(r.last_error).toMatch(/^HTTP 502/)
    // the dead row keeps its text, so an operator can requeue it
    expect(r.link).toContain('action=activate')
    expect((await fakeMessages(email)).attempts).toHaveLength(OUTBOX_DELIVERY.maxAttempts)
    expect(await deliver(vars(), r.id, at + 1_000_000)).toBe('skipped')
    expect(error.mock.calls.map((a) => String(a[0])).filter((l) => l.includes(`outbox message ${r.id} `))).toHaveLength(
      1,
    )
    const health = (await (await call(vars(), '/healthz')).json()) as {
      ok: boolean
      detail: { outbox: { status: string; email: { provider: string; dead: number }; sms: { provider: string } } }
    }
    expect(health.ok).toBe(true)
    expect(health.detail.outbox.status).toBe('dead_letters')
    expect(health.detail.outbox.email.provider).toBe('brevo')
    expect(health.detail.outbox.sms.provider).toBe('infobip')
    expect(health.detail.outbox.email.dead).toBe(before.detail.outbox.email.dead + 1)
  })

  it('a refusal no retry fixes (400) is dead at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = freshEmail('refused')
    await script(email, [{ status: 400, body: { code: 'invalid_parameter', message: 'email is not valid' } }])
    await register(vars(), email)
    expect(await row(email)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: expect.stringContaining('invalid_parameter'),
    })
  })
})

describe('SMS through Infobip', () => {
  it('a code is texted: the number without +, the sender id, the App key and the row key as messageId', async () => {
    const phone = freshPhone()
    const r = await call(vars(), '/api/register/', { method: 'POST', body: JSON.stringify({ phone }) })
    expect(r.status).toBe(200)
    const { attempts, delivered } = await fakeMessages(phone.slice(1))
    expect(attempts).toHaveLength(1)
    expect(delivered).toHaveLength(1)
    expect(attempts[0]!.auth).toBe('App test-infobip-key')
    const message = (
      attempts[0]!.body.messages as { from: string; text: string; destinations: { to: string; messageId: string }[] }[]
    )[0]!
    expect(message.from).toBe('DemoShop')
    expect(message.text).toMatch(/^\d{6} este codul/)
    const stored = await row(phone)
    expect(message.destinations).toEqual([{ to: phone.slice(1), messageId: stored.idempotency_key }])
    expect(stored).toMatchObject({ status: 'sent', provider: 'infobip', code: null, body: '' })
  })

  it('a 200 whose message Infobip rejected is dead, not sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const phone = freshPhone()
    await script(phone.slice(1), [
      {
        status: 200,
        body: {
          messages: [
            {
              to: phone.slice(1),
              status: {
                groupId: 5,
                groupName: 'REJECTED',
                name: 'REJECTED_DESTINATION',
                description: 'Destination blocked',
              },
            },
          ],
        },
      },
    ])
    await call(vars(), '/api/register/', { method: 'POST', body: JSON.stringify({ phone }) })
    expect(await row(phone)).toMatchObject({
      status: 'dead',
      last_error: expect.stringContaining('REJECTED_DESTINATION'),
    })
  })

  it('the SMS budget still stops texts before they reach the outbox', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const site = 'demo-home-token'
    const id = (await env.DB.prepare('SELECT id FROM sites WHERE token = ?').bind(site).first<{ id: number }>())!.id
    const clear = () =>
      env.DB.prepare('DELETE FROM login_attempts WHERE key IN (?, ?)')
        .bind(`sms-site-hour:${id}`, `sms-site-day:${id}`)
        .run()
    await clear()
    try {
      // 2 an hour: a registration text may use 1 of them (the rest is the sign-in codes' reserve)
      const budget = { ...vars(), SMS_BUDGET_PER_HOUR: '2' }
      const first = freshPhone()
      const second = freshPhone()
      expect(
        (
          await call(budget, '/api/register/', {
            method: 'POST',
            headers: { 'Site-Token': site },
            body: JSON.stringify({ phone: first }),
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await call(budget, '/api/register/', {
            method: 'POST',
            headers: { 'Site-Token': site },
            body: JSON.stringify({ phone: second }),
          })
        ).status,
      ).toBe(429)
      expect((await fakeMessages(first.slice(1))).delivered).toHaveLength(1)
      expect((await fakeMessages(second.slice(1))).attempts).toEqual([])
    } finally {
      await clear()
    }
  })
})
