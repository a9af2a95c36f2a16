import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ACCOUNTS } from '#contract/accounts.ts'
import { BROWSER_KEY_HEADER } from '#contract/wire.ts'
import { KNOWN_BROWSER_SECONDS, LOGIN_LIMITS, SEND_LIMITS, SMS_LIMITS } from '../src/services/login-limits'
import { freshEmail } from './adverts-helpers'
import { api, lastMessage, registerActive } from './helpers'

/**
 * Decision 0121: a browser that signed in to an account is not refused by the account-wide limits
 * strangers can fill from a few addresses (wrong passwords, wrong codes, reset links asked for). The
 * audit of session 58 locked an account's password sign-in from two addresses, its code sign-in for a
 * day from two, and its reset links from four. Other browsers meet the limits as before.
 */

let ipSeq = 0
const freshIp = () => `198.18.121.${++ipSeq}`
let keySeq = 0
/** A well-formed browser key (43 base64url characters) no other test uses. */
const freshKey = () => `known-browser-test-${String(++keySeq).padStart(4, '0')}`.padEnd(43, 'k')
const client = (ip: string, key?: string) => ({ 'CF-Connecting-IP': ip, ...(key ? { [BROWSER_KEY_HEADER]: key } : {}) })
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  api(path, { method: 'POST', body: JSON.stringify(body), headers })
const signIn = (email: string, password: string, headers: Record<string, string>) =>
  post('/auth/jwt/create/', { email, password }, headers)

/**
 * Two strangers' wrong passwords fill the account's count: everyone else is refused, even with the
 * right one (an earlier failure at the account makes the last of theirs a 429 already).
 */
async function lockPasswordSignIn(email: string) {
  const answers: number[] = []
  for (let s = 0; s < 2; s++) {
    const stranger = client(freshIp(), freshKey())
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromClient; i++)
      answers.push((await signIn(email, `w-${s}-${i}`, stranger)).status)
  }
  expect(answers.slice(0, LOGIN_LIMITS.perAccount - 1).every((status) => status === 401)).toBe(true)
  expect((await signIn(email, 'w', client(freshIp()))).status).toBe(429)
}

describe('a known browser and the password sign-in', () => {
  it("keeps signing in while strangers' wrong passwords lock the account for everyone else", async () => {
    const owner = await registerActive(freshEmail('known-pw'), 'knownowner123')
    const browser = freshKey()
    expect((await signIn(owner.email, owner.password, client(freshIp(), browser))).status).toBe(200)
    await lockPasswordSignIn(owner.email)
    // another browser, or none, with the right password: refused (the account's count is full)
    expect((await signIn(owner.email, owner.password, client(freshIp(), freshKey()))).status).toBe(429)
    expect((await signIn(owner.email, owner.password, client(freshIp()))).status).toBe(429)
    // the owner's browser, from any address and however the e-mail is spelt: in
    expect((await signIn(owner.email, owner.password, client(freshIp(), browser))).status).toBe(200)
    expect((await signIn(` ${owner.email.toUpperCase()} `, owner.password, client(freshIp(), browser))).status).toBe(
      200,
    )
    // and its sign-ins do not clear the lock the strangers filled: everyone else is still refused
    expect((await signIn(owner.email, owner.password, client(freshIp()))).status).toBe(429)
  })

  it('is known only to the account it signed in to, only after a success, and not by a malformed or stale key', async () => {
    const owner = await registerActive(freshEmail('known-scope'), 'knownscope123')
    const other = await registerActive(freshEmail('known-other'), 'knownother123')
    const browser = freshKey()
    // a failure makes no browser known
    expect((await signIn(owner.email, 'wrong', client(freshIp(), browser))).status).toBe(401)
    expect((await signIn(other.email, other.password, client(freshIp(), browser))).status).toBe(200)
    await lockPasswordSignIn(owner.email)
    expect((await signIn(owner.email, owner.password, client(freshIp(), browser))).status).toBe(429)
    // a key of the wrong form is no key
    expect((await signIn(owner.email, owner.password, client(freshIp(), `${browser}!`))).status).toBe(429)
    // known to `other` - until KNOWN_BROWSER_SECONDS have passed since its last sign-in
    await lockPasswordSignIn(other.email)
    expect((await signIn(other.email, other.password, client(freshIp(), browser))).status).toBe(200)
    await env.DB.prepare(
      "UPDATE login_attempts SET window_start = window_start - ? WHERE key LIKE 'known:%' AND key LIKE ?",
    )
      .bind(KNOWN_BROWSER_SECONDS + 1, `% ${other.email}`)
      .run()
    // (its sign-in just now left the strangers' count as it was: the account is still locked)
    expect((await signIn(other.email, other.password, client(freshIp(), browser))).status).toBe(429)
  })

  it("still meets its own client's limit: a known browser guessing is refused after its five", async () => {
    const owner = await registerActive(freshEmail('known-own'), 'knownown12345')
    const browser = freshKey()
    const ip = freshIp()
    expect((await signIn(owner.email, owner.password, client(ip, browser))).status).toBe(200)
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromClient; i++)
      expect((await signIn(owner.email, `wrong-${i}`, client(ip, browser))).status).toBe(401)
    expect((await signIn(owner.email, owner.password, client(ip, browser))).status).toBe(429)
  })
})

describe('a known browser and the links and codes strangers asked for', () => {
  it("gets its reset link after strangers spent the address's reset mails", async () => {
    const owner = await registerActive(freshEmail('known-reset'), 'knownreset123')
    const browser = freshKey()
    expect((await signIn(owner.email, owner.password, client(freshIp(), browser))).status).toBe(200)
    const reset = (headers: Record<string, string>) =>
      post('/auth/users/reset_password/', { email: owner.email }, headers)
    for (let s = 0; s < SEND_LIMITS.perRecipient / SEND_LIMITS.perRecipientFromClient; s++) {
      const stranger = client(freshIp())
      for (let i = 0; i < SEND_LIMITS.perRecipientFromClient; i++) expect((await reset(stranger)).status).toBe(204)
    }
    expect((await reset(client(freshIp(), freshKey()))).status).toBe(429)
    const before = await lastMessage(owner.email, 'password_reset')
    expect((await reset(client(freshIp(), browser))).status).toBe(204)
    expect((await lastMessage(owner.email, 'password_reset')).token).not.toBe(before.token)
  })

  it("signs in with its right code after strangers' wrong codes locked the recipient for the day", async () => {
    const owner = await registerActive(freshEmail('known-code'), 'knowncode1234')
    const browser = freshKey()
    const code = async (headers: Record<string, string>) => {
      const asked = await api(`/api/v1/email-code?email=${encodeURIComponent(owner.email)}`, { headers })
      expect(asked.status).toBe(200)
      return (await lastMessage(owner.email, 'email_code')).code!
    }
    const byCode = (value: string, headers: Record<string, string>) =>
      post('/api/v1/loginByEmail', { email: owner.email, code: value }, headers)
    // the owner's browser signs in by code once: known to the address
    expect((await byCode(await code(client(freshIp(), browser)), client(freshIp(), browser))).status).toBe(200)
    // strangers from two addresses spend the recipient's wrong codes for the day
    for (let s = 0; s < SMS_LIMITS.guessesPerRecipient / SMS_LIMITS.guessesPerRecipientFromClient; s++) {
      const stranger = client(freshIp())
      for (let wrongs = 0; wrongs < SMS_LIMITS.guessesPerRecipientFromClient; ) {
        const right = await code(client(freshIp()))
        for (
          let i = 0;
          i < ACCOUNTS.codeMaxAttempts && wrongs < SMS_LIMITS.guessesPerRecipientFromClient;
          i++, wrongs++
        ) {
          const wrong = String((Number(right) + 1 + i) % 10 ** ACCOUNTS.codeLength).padStart(ACCOUNTS.codeLength, '0')
          expect((await byCode(wrong, stranger)).status).toBe(400)
        }
      }
    }
    // another browser's right code: refused for the day
    expect((await byCode(await code(client(freshIp())), client(freshIp(), freshKey()))).status).toBe(429)
    // the owner's browser: in
    expect((await byCode(await code(client(freshIp(), browser)), client(freshIp(), browser))).status).toBe(200)
    // and its right code gave the strangers' count nothing back
    expect((await byCode(await code(client(freshIp())), client(freshIp(), freshKey()))).status).toBe(429)
  })
})

describe('a known browser and a deleted account', () => {
  it('is forgotten with the account (a new account of the same address starts with no known browser)', async () => {
    const owner = await registerActive(freshEmail('known-deleted'), 'knowndel12345')
    const browser = freshKey()
    expect((await signIn(owner.email, owner.password, client(freshIp(), browser))).status).toBe(200)
    const known = () =>
      env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE key LIKE 'known:%' AND key LIKE ?")
        .bind(`% ${owner.email}`)
        .first<{ n: number }>()
    expect((await known())?.n).toBe(1)
    const headers = { Authorization: `Bearer ${owner.access}` }
    expect((await post('/users/user/request-delete-account/', {}, headers)).status).toBe(204)
    const link = await lastMessage(owner.email, 'account_deletion')
    expect((await post('/users/user/confirm-delete-account/', { uid: link.uid, token: link.token }, {})).status).toBe(
      204,
    )
    expect((await known())?.n).toBe(0)
  })
})

// Session 63's stranger audit, finding 2: one stranger behind a shared address (a carrier NAT, an
// office) sent 20 wrong passwords for made-up e-mails, and the address's `ip:` counter refused every
// sign-in there for 15 minutes, the owner's known browser and its code sign-in included.
describe('a known browser and the address strangers share with it', () => {
  it(`signs in by password and by code after a stranger there spent the address's ${LOGIN_LIMITS.perIp}; other browsers there are refused`, async () => {
    const owner = await registerActive(freshEmail('known-nat'), 'knownnat12345')
    const browser = freshKey()
    const shared = freshIp()
    expect((await signIn(owner.email, owner.password, client(shared, browser))).status).toBe(200)
    // the stranger: wrong passwords for made-up e-mails, from the same address
    const answers: number[] = []
    for (let i = 0; i <= LOGIN_LIMITS.perIp; i++)
      answers.push((await signIn(freshEmail(`made-up-${i}`), 'wrong-pass-1', client(shared, freshKey()))).status)
    expect(answers).toEqual([...Array(LOGIN_LIMITS.perIp).fill(401), 429])
    // another browser there, or none, is refused, with the plain answer that tells nothing of accounts
    for (const other of [client(shared, freshKey()), client(shared)]) {
      const refused = await signIn(owner.email, owner.password, other)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ error: 'Too many login attempts, try again later' })
    }
    // a stranger's browser known to its own account does not get past the address for another e-mail
    expect((await signIn(freshEmail('made-up-x'), 'wrong-pass-1', client(shared, browser))).status).toBe(429)
    // the owner's known browser there: in by password
    expect((await signIn(owner.email, owner.password, client(shared, browser))).status).toBe(200)
    // and by an e-mail code (asked from there: the mail counter is the address's own)
    const asked = await api(`/api/v1/email-code?email=${encodeURIComponent(owner.email)}`, {
      headers: client(shared, browser),
    })
    expect(asked.status).toBe(200)
    const { code } = await lastMessage(owner.email, 'email_code')
    const byCode = await post('/api/v1/loginByEmail', { email: owner.email, code }, client(shared, browser))
    expect(byCode.status, await byCode.clone().text()).toBe(200)
    // its successes gave the address nothing back: the stranger there is still refused
    expect((await signIn(freshEmail('made-up-y'), 'wrong-pass-1', client(shared))).status).toBe(429)
  })

  it(`still has a guessing bound of its own: ${LOGIN_LIMITS.perAccountFromClient} wrong passwords at the account, ${LOGIN_LIMITS.perIp} in all, whatever the address`, async () => {
    const owner = await registerActive(freshEmail('known-bound'), 'knownbound123')
    const browser = freshKey()
    expect((await signIn(owner.email, owner.password, client(freshIp(), browser))).status).toBe(200)
    const answers: number[] = []
    // a fresh address at each try: the browser's own counters still refuse it
    for (let i = 0; i <= LOGIN_LIMITS.perAccountFromClient; i++)
      answers.push((await signIn(owner.email, `wrong-${i}`, client(freshIp(), browser))).status)
    expect(answers).toEqual([...Array(LOGIN_LIMITS.perAccountFromClient).fill(401), 429])
    const row = await env.DB.prepare(
      "SELECT count FROM login_attempts WHERE key LIKE 'browser:%' ORDER BY rowid DESC",
    ).first<{ count: number }>()
    expect(row?.count).toBeGreaterThan(0)
  })
})
