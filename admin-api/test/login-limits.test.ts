import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { addressBucket } from '#contract/client-address.ts'
import { FORWARDED_FOR_KEY_HEADER } from '#contract/wire.ts'
import {
  accountFromClientKey,
  accountKey,
  clientAddress,
  ipKey,
  LOGIN_LIMITS,
  resetUnvouchedWarning,
  WORKER_SUBREQUEST_IP,
} from '../src/services/login-limits'
import { api, lastMessage, outbox, registerActive } from './helpers'

/** Sign-in rate limits per account and per client IP (issue 13), and registration that does not reveal accounts. */

const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
  api('/auth/jwt/create/', { method: 'POST', body: JSON.stringify({ email, password }), headers })
let ipSeq = 0
/** A client IP no other test uses, so the per-IP counter starts empty. */
const freshIp = () => `203.0.113.${++ipSeq}`
const fromIp = (ip: string) => ({ 'CF-Connecting-IP': ip })
/** The storefront's call for a shopper: its Worker's address, the shopper's in X-Forwarded-For, and the shared key. */
const viaStorefront = (shopper: string) => ({
  'CF-Connecting-IP': WORKER_SUBREQUEST_IP,
  'X-Forwarded-For': shopper,
  [FORWARDED_FOR_KEY_HEADER]: env.CLIENT_IP_SECRET as string,
})

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

describe('login rate limit per account (decision 0089)', () => {
  it(`after ${LOGIN_LIMITS.perAccountFromClient} failures one client is refused for the account (429 with Retry-After, even for the right password); the owner elsewhere signs in`, async () => {
    const user = await newUser('limit.account@example.com')
    const stranger = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromClient; i++)
      expect((await attempt(user.email, `wrong-${i}`, fromIp(stranger))).status).toBe(401)
    const blocked = await attempt(user.email, user.password, fromIp(stranger))
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({ error: 'Too many login attempts, try again later' })
    const seconds = expectRetryAfter(blocked)
    expect(seconds).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 120)
    // the e-mail is counted lowercased
    expect((await attempt('LIMIT.Account@Example.com', user.password, fromIp(stranger))).status).toBe(429)
    // the same client may still sign in to other accounts
    expect((await attempt('customer1@example.com', 'customer12345', fromIp(stranger))).status).toBe(200)
    // the owner, from anywhere else, is not locked out
    expect((await attempt(user.email, user.password, fromIp(freshIp()))).status).toBe(200)
    // when the window is over, the stranger's client may try again
    await expire(accountFromClientKey(user.email, stranger))
    expect((await attempt(user.email, user.password, fromIp(stranger))).status).toBe(200)
  })

  it('a stranger hammering from one client cannot lock the account: refused tries add nothing to its count', async () => {
    const user = await newUser('limit.hammer@example.com')
    const stranger = freshIp()
    const answers = []
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 10; i++)
      answers.push((await attempt(user.email, `hammer-${i}`, fromIp(stranger))).status)
    expect(answers.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccountFromClient)
    expect(
      await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?').bind(accountKey(user.email)).first(),
    ).toEqual({ count: LOGIN_LIMITS.perAccountFromClient })
    expect((await attempt(user.email, user.password, fromIp(freshIp()))).status).toBe(200)
  })

  it(`after ${LOGIN_LIMITS.perAccount} failures from clients together the account answers 429 to everyone, the right password too`, async () => {
    const user = await newUser('limit.spread@example.com')
    const clients = Array.from({ length: LOGIN_LIMITS.perAccount / LOGIN_LIMITS.perAccountFromClient }, freshIp)
    for (const ip of clients)
      for (let i = 0; i < LOGIN_LIMITS.perAccountFromClient; i++)
        expect((await attempt(user.email, `spread-${i}`, fromIp(ip))).status).toBe(401)
    const blocked = await attempt(user.email, user.password, fromIp(freshIp()))
    expect(blocked.status).toBe(429)
    expectRetryAfter(blocked)
    // other accounts are not affected
    expect((await attempt('customer1@example.com', 'customer12345', fromIp(freshIp()))).status).toBe(200)
    await expire(accountKey(user.email))
    expect((await attempt(user.email, user.password, fromIp(freshIp()))).status).toBe(200)
  })

  it('counts unknown e-mails too (no difference between a missing account and a wrong password)', async () => {
    const ghost = 'nobody.here@example.com'
    const ip = freshIp()
    const answers = []
    for (let i = 0; i <= LOGIN_LIMITS.perAccountFromClient; i++)
      answers.push((await attempt(ghost, 'whatever1', fromIp(ip))).status)
    expect(answers).toEqual([...Array(LOGIN_LIMITS.perAccountFromClient).fill(401), 429])
  })

  it("a successful login clears the account's counters", async () => {
    const user = await newUser('limit.reset@example.com')
    const ip = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromClient - 1; i++)
      expect((await attempt(user.email, 'wrong-pass', fromIp(ip))).status).toBe(401)
    expect((await attempt(user.email, user.password, fromIp(ip))).status).toBe(200)
    expect(
      await env.DB.prepare('SELECT count FROM login_attempts WHERE key IN (?, ?)')
        .bind(accountKey(user.email), accountFromClientKey(user.email, ip))
        .first(),
    ).toBeNull()
    // a full allowance again: perAccountFromClient failures, then the limit
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromClient; i++)
      expect((await attempt(user.email, 'wrong-pass', fromIp(ip))).status).toBe(401)
    expect((await attempt(user.email, user.password, fromIp(ip))).status).toBe(429)
  })

  it('parallel guesses cannot slip past either limit', async () => {
    const user = await newUser('limit.parallel@example.com')
    const ip = freshIp()
    const fromOne = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.email, `guess-${i}`, fromIp(ip))),
    )
    expect(fromOne.filter((r) => r.status === 401)).toHaveLength(LOGIN_LIMITS.perAccountFromClient)
    expect(fromOne.filter((r) => r.status === 429)).toHaveLength(12 - LOGIN_LIMITS.perAccountFromClient)
    const spread = LOGIN_LIMITS.perAccount + 8 - LOGIN_LIMITS.perAccountFromClient
    const fromMany = await Promise.all(
      Array.from({ length: spread }, (_, i) => attempt(user.email, `spread-${i}`, fromIp(freshIp()))),
    )
    expect(fromMany.filter((r) => r.status === 401)).toHaveLength(
      LOGIN_LIMITS.perAccount - LOGIN_LIMITS.perAccountFromClient,
    )
    expect(fromMany.filter((r) => r.status === 429)).toHaveLength(8)
  })

  it("a password reset (the owner proved the mailbox) clears every client's count at the account", async () => {
    const user = await newUser('limit.proved@example.com')
    const ips = [freshIp(), freshIp()]
    for (const ip of ips)
      for (let i = 0; i <= LOGIN_LIMITS.perAccountFromClient; i++) await attempt(user.email, 'wrong-pass', fromIp(ip))
    expect((await attempt(user.email, user.password, fromIp(ips[0]!))).status).toBe(429)
    await api('/auth/users/reset_password/', { method: 'POST', body: JSON.stringify({ email: user.email }) })
    const m = await lastMessage(user.email, 'password_reset')
    const reset = await api('/auth/users/reset_password_confirm/', {
      method: 'POST',
      body: JSON.stringify({
        uid: m.uid,
        token: m.token,
        new_password: 'limits-new-1',
        re_new_password: 'limits-new-1',
      }),
    })
    expect(reset.status).toBe(204)
    for (const ip of ips) expect((await attempt(user.email, 'limits-new-1', fromIp(ip))).status).toBe(200)
  })
})

describe('addressBucket: an IPv6 address counts by its /64 network', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
    ['::1', '::1'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff::2', '2001:db8:0:0::/64'],
    ['fe80::', 'fe80:0:0:0::/64'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['2001:db8:zz::1', '2001:db8:zz::1'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('%s counts as %s', (ip, bucket) => expect(addressBucket(ip)).toBe(bucket))

  it('addresses inside one /64 share the per-IP limit; another /64 does not', async () => {
    const net = `2001:db8:${(++ipSeq).toString(16)}:1`
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++)
      expect(
        (await attempt(`net${i}@example.com`, 'wrong-pass', fromIp(`${net}::${(i + 1).toString(16)}`))).status,
      ).toBe(401)
    expect((await attempt('customer2@example.com', 'customer12345', fromIp(`${net}:aaaa:bbbb:cccc:dddd`))).status).toBe(
      429,
    )
    expect(
      (await attempt('customer2@example.com', 'customer12345', fromIp(`2001:db8:${(++ipSeq).toString(16)}:1::1`)))
        .status,
    ).toBe(200)
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

  it('takes the IP from CF-Connecting-IP, else the first X-Forwarded-For entry of a call with the key', async () => {
    const ip = freshIp()
    const key = { [FORWARDED_FOR_KEY_HEADER]: env.CLIENT_IP_SECRET as string }
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      const headers: Record<string, string> =
        i % 2
          ? { 'X-Forwarded-For': `${ip}, 10.0.0.1`, ...key }
          : { 'CF-Connecting-IP': ip, 'X-Forwarded-For': '10.9.9.9' }
      expect((await attempt(`xff${i}@example.com`, 'wrong-pass', headers)).status).toBe(401)
    }
    expect((await attempt('customer3@example.com', 'customer12345', { 'X-Forwarded-For': ip, ...key })).status).toBe(
      429,
    )
    const row = await env.DB.prepare('SELECT count FROM login_attempts WHERE key = ?')
      .bind(ipKey(ip))
      .first<{ count: number }>()
    expect(row!.count).toBe(LOGIN_LIMITS.perIp + 1)
  })

  it("the storefront's call (a Worker's subrequest with the key) is counted by its X-Forwarded-For, so shoppers do not share one counter", async () => {
    const shopper = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++)
      expect((await attempt(`worker${i}@example.com`, 'wrong-pass', viaStorefront(shopper))).status).toBe(401)
    expect((await attempt('customer3@example.com', 'customer12345', viaStorefront(shopper))).status).toBe(429)
    expect((await attempt('customer3@example.com', 'customer12345', viaStorefront(freshIp()))).status).toBe(200)
    expect(
      await env.DB.prepare('SELECT 1 FROM login_attempts WHERE key = ?').bind(ipKey(WORKER_SUBREQUEST_IP)).first(),
    ).toBeNull()
  })

  it("a stranger's own Worker naming a new X-Forwarded-For at each try, with no key or a wrong one, is one client: it cannot lock the account", async () => {
    const user = await newUser('limit.forged@example.com')
    const forged = (i: number) => ({
      'CF-Connecting-IP': WORKER_SUBREQUEST_IP,
      'X-Forwarded-For': `198.51.100.${i + 1}`,
      ...(i % 2 ? { [FORWARDED_FOR_KEY_HEADER]: 'a-guess-at-the-secret-a-guess-at-the-secret' } : {}),
    })
    resetUnvouchedWarning()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answers = []
    for (let i = 0; i < 3 * LOGIN_LIMITS.perAccount; i++)
      answers.push((await attempt(user.email, `wrong-${i}`, forged(i))).status)
    // the operator hears of it, once: a storefront without the secret would look the same
    expect(warn.mock.calls.filter(([line]) => String(line).includes('X-Forwarded-For ignored'))).toHaveLength(1)
    warn.mockRestore()
    // refused after the first client's allowance, as one client: its own addresses were never counted
    expect(answers.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccountFromClient)
    expect(answers.slice(LOGIN_LIMITS.perAccountFromClient).every((s) => s === 429)).toBe(true)
    expect(
      await env.DB.prepare('SELECT 1 FROM login_attempts WHERE key = ?').bind(ipKey('198.51.100.9')).first(),
    ).toBeNull()
    // the owner, through the storefront, signs in
    expect((await attempt(user.email, user.password, viaStorefront(freshIp()))).status).toBe(200)
  })

  it('successful logins do not count against the IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.perIp + 5; i++)
      expect((await attempt('customer1@example.com', 'customer12345', fromIp(ip))).status).toBe(200)
  })
})

describe('clientAddress: whose address a call counts under (decision 0091)', () => {
  const SECRET = 'the-shared-secret-of-the-storefront-and-back-end'
  it.each([
    // with CLIENT_IP_SECRET
    [
      'the storefront (key) from a Worker',
      { cf: WORKER_SUBREQUEST_IP, forwarded: '203.0.113.7', key: SECRET },
      SECRET,
      '203.0.113.7',
    ],
    ['the storefront (key) outside Cloudflare', { forwarded: '203.0.113.7', key: SECRET }, SECRET, '203.0.113.7'],
    ['the storefront (key) naming nobody', { cf: WORKER_SUBREQUEST_IP, key: SECRET }, SECRET, WORKER_SUBREQUEST_IP],
    [
      "a stranger's Worker, no key",
      { cf: WORKER_SUBREQUEST_IP, forwarded: '203.0.113.7' },
      SECRET,
      WORKER_SUBREQUEST_IP,
    ],
    [
      "a stranger's Worker, a wrong key",
      { cf: WORKER_SUBREQUEST_IP, forwarded: '203.0.113.7', key: `${SECRET}x` },
      SECRET,
      WORKER_SUBREQUEST_IP,
    ],
    ['a browser through Cloudflare', { cf: '198.51.100.4', forwarded: '203.0.113.7' }, SECRET, '198.51.100.4'],
    ['a caller outside Cloudflare, no key', { forwarded: '203.0.113.7' }, SECRET, 'unknown'],
    ['nothing at all', {}, SECRET, 'unknown'],
    // without it (the rule before decision 0091)
    ['a Worker subrequest', { cf: WORKER_SUBREQUEST_IP, forwarded: '203.0.113.7' }, undefined, '203.0.113.7'],
    ['a Worker subrequest naming nobody', { cf: WORKER_SUBREQUEST_IP }, undefined, WORKER_SUBREQUEST_IP],
    ['a browser through Cloudflare', { cf: '198.51.100.4', forwarded: '203.0.113.7' }, undefined, '198.51.100.4'],
    ['a caller outside Cloudflare', { forwarded: '203.0.113.7' }, undefined, '203.0.113.7'],
    ['nothing at all', {}, undefined, 'unknown'],
  ])('%s (secret %s) -> %s', (_what, headers, secret, address) => {
    expect(clientAddress(headers, secret)).toBe(address)
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
