import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { accountKey, ipKey, LOGIN_LIMITS } from '../src/services/login-limits'
import { api, outbox, registerActive } from './helpers'

/** Sign-in rate limits per account and per client IP (issue 13), and registration that does not reveal accounts. */

const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
  api('/auth/jwt/create/', { method: 'POST', body: JSON.stringify({ email, password }), headers })
let ipSeq = 0
/** A client IP no other test uses, so the per-IP counter starts empty. */
const freshIp = () => `203.0.113.${++ipSeq}`
const fromIp = (ip: string) => ({ 'CF-Connecting-IP': ip })

async function newUser(email: string, password = 'limits12345') {
  await registerActive(email, password, { first_name: 'Limits' })
  return { email, password }
}

function expectRetryAfter(res: Response) {
  const value = res.headers.get('Retry-After')
  expect(value).toMatch(/^\d+$/)
  const seconds = Number(value)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds)
  return seconds
}

/** Moves a counter's window into the past, as if its 15 minutes were over. */
const expire = (key: string) =>
  env.DB.prepare('UPDATE login_attempts SET window_start = window_start - ? WHERE key = ?')
    .bind(LOGIN_LIMITS.windowSeconds + 1, key)
    .run()

describe('login rate limit per account', () => {
  it(`after ${LOGIN_LIMITS.perAccount} failures the account answers 429 with Retry-After, even for the right password and from other IPs`, async () => {
    const user = await newUser('limit.account@example.com')
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      expect((await attempt(user.email, `wrong-${i}`, fromIp(freshIp()))).status).toBe(401)
    const blocked = await attempt(user.email, user.password, fromIp(freshIp()))
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({ error: 'Too many login attempts, try again later' })
    const seconds = expectRetryAfter(blocked)
    expect(seconds).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 120)
    // the e-mail is counted lowercased
    expect((await attempt('LIMIT.Account@Example.com', user.password, fromIp(freshIp()))).status).toBe(429)
    // other accounts are not affected
    expect((await attempt('customer1@example.com', 'customer12345', fromIp(freshIp()))).status).toBe(200)
    // when the window is over, the right password works again
    await expire(accountKey(user.email))
    expect((await attempt(user.email, user.password, fromIp(freshIp()))).status).toBe(200)
  })

  it('counts unknown e-mails too (no difference between a missing account and a wrong password)', async () => {
    const ghost = 'nobody.here@example.com'
    const answers = []
    for (let i = 0; i <= LOGIN_LIMITS.perAccount; i++)
      answers.push((await attempt(ghost, 'whatever1', fromIp(freshIp()))).status)
    expect(answers).toEqual([...Array(LOGIN_LIMITS.perAccount).fill(401), 429])
  })

  it('a successful login clears the account counter', async () => {
    const user = await newUser('limit.reset@example.com')
    const ip = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++)
      expect((await attempt(user.email, 'wrong-pass', fromIp(ip))).status).toBe(401)
    expect((await attempt(user.email, user.password, fromIp(ip))).status).toBe(200)
    expect(
      await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?').bind(accountKey(user.email)).first(),
    ).toBeNull()
    // a full allowance again: perAccount failures, then the limit
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      expect((await attempt(user.email, 'wrong-pass', fromIp(ip))).status).toBe(401)
    expect((await attempt(user.email, user.password, fromIp(ip))).status).toBe(429)
  })

  it('parallel guesses cannot slip past the limit', async () => {
    const user = await newUser('limit.parallel@example.com')
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.email, `guess-${i}`, fromIp(freshIp()))),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccount)
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_LIMITS.perAccount)
  })
})

describe('login rate limit per client IP', () => {
  it(`after ${LOGIN_LIMITS.perIp} failures from one IP it answers 429 for any account, other IPs are not affected`, async () => {
    const ip = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++)
      expect((await attempt(`spray${i}@example.com`, 'wrong-pass', fromIp(ip))).status).toBe(401)
    const blocked = await attempt('customer2@example.com', 'customer12345', fromIp(ip))
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({ error: 'Too many login attempts, try again later' })
    expectRetryAfter(blocked)
    expect((await attempt('customer2@example.com', 'customer12345', fromIp(freshIp()))).status).toBe(200)
    await expire(ipKey(ip))
    expect((await attempt('customer2@example.com', 'customer12345', fromIp(ip))).status).toBe(200)
  })

  it('takes the IP from CF-Connecting-IP, else the first X-Forwarded-For entry', async () => {
    const ip = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      const headers: Record<string, string> =
        i % 2 ? { 'X-Forwarded-For': `${ip}, 10.0.0.1` } : { 'CF-Connecting-IP': ip, 'X-Forwarded-For': '10.9.9.9' }
      expect((await attempt(`xff${i}@example.com`, 'wrong-pass', headers)).status).toBe(401)
    }
    expect((await attempt('customer3@example.com', 'customer12345', { 'X-Forwarded-For': ip })).status).toBe(429)
    const row = await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?')
      .bind(ipKey(ip))
      .first<{ count: number }>()
    expect(row!.count).toBe(LOGIN_LIMITS.perIp + 1)
  })

  it("a Worker's cross-zone subrequest (CF-Connecting-IP 2a06:98c0:3600::103) is counted by its X-Forwarded-For, so shoppers do not share one counter", async () => {
    const shopper = freshIp()
    const viaWorker = (xff: string) => ({ 'CF-Connecting-IP': '2a06:98c0:3600::103', 'X-Forwarded-For': xff })
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++)
      expect((await attempt(`worker${i}@example.com`, 'wrong-pass', viaWorker(shopper))).status).toBe(401)
    expect((await attempt('customer3@example.com', 'customer12345', viaWorker(shopper))).status).toBe(429)
    expect((await attempt('customer3@example.com', 'customer12345', viaWorker(freshIp()))).status).toBe(200)
    expect(
      await env.DB.prepare('SELECT 1 FROM login_attempts WHERE key = ?').bind(ipKey('2a06:98c0:3600::103')).first(),
    ).toBeNull()
  })

  it('successful logins do not count against the IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perIp + 5; i++)
      expect((await attempt('customer1@example.com', 'customer12345', fromIp(ip))).status).toBe(200)
  })
})

describe('registration does not reveal existing accounts', () => {
  it('an existing e-mail answers exactly like a new one (201, same keys) and changes nothing', async () => {
    const before = await env.DB.prepare("SELECT * FROM users WHERE email = 'demo@example.com'").first()
    const usersBefore = (await env.DB.prepare('SELECT count(*) AS n FROM users').first<{ n: number }>())!.n
    const form = (email: string) => ({
      email,
      password: 'attacker123',
      re_password: 'attacker123',
      first_name: 'Probe',
    })
    const existing = await api('/auth/users/', { method: 'POST', body: JSON.stringify(form('Demo@Example.com')) })
    const fresh = await api('/auth/users/', { method: 'POST', body: JSON.stringify(form('probe.new@example.com')) })
    expect(existing.status).toBe(201)
    expect(fresh.status).toBe(201)
    const a = (await existing.json()) as Record<string, unknown>
    const b = (await fresh.json()) as Record<string, unknown>
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort())
    const types = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null ? 'null' : typeof v]))
    expect(types(a)).toEqual(types(b))
    expect(a).toMatchObject({ email: 'demo@example.com', firstName: 'Probe', balance: 0, status: 'inactive' })
    expect(b).toMatchObject({ email: 'probe.new@example.com', status: 'inactive' })
    expect(a.id).not.toBe(1)
    // the existing account is untouched, and only the new e-mail made a user
    expect(await env.DB.prepare("SELECT * FROM users WHERE email = 'demo@example.com'").first()).toEqual(before)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users').first<{ n: number }>())!.n).toBe(usersBefore + 1)
    // the attacker's password does not open the account; the owner's still does
    expect((await attempt('demo@example.com', 'attacker123', fromIp(freshIp()))).status).toBe(401)
    expect((await attempt('demo@example.com', 'demo12345', fromIp(freshIp()))).status).toBe(200)
    // the owner hears of it by e-mail; the new address gets its activation link
    expect((await outbox('demo@example.com', 'account_exists')).length).toBe(1)
    expect((await outbox('probe.new@example.com', 'activation')).length).toBe(1)
  })
})
