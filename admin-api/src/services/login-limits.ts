import { ACCOUNTS } from '#contract/accounts.ts'
import { addressBucket, addressNetwork, NETWORK_LIMIT_FACTOR } from '#contract/client-address.ts'
import { BROWSER_KEY, BROWSER_KEY_HEADER, FORWARDED_FOR_KEY_HEADER } from '#contract/wire.ts'
import { isDevelopment } from '../lib/config'
import type { Ctx } from '../lib/http'
import { safeEqual } from '../lib/secrets'
import { sha256Hex } from './account-tokens'

/**
 * Sign-in rate limits (issue 13, decision 0089): failed attempts per client at one account, per
 * account (the e-mail, lowercased) from every client, and per client, in fixed windows stored in D1
 * (table login_attempts, migration 0008). Over any limit, POST /auth/jwt/create/ answers 429 with
 * Retry-After, even for the right password; a successful sign-in clears the account's counters.
 * A client is its address, an IPv6 address by its /64 network (`clientIp`); an IPv6 client's per-client
 * counters count its /48 too (`perClient`, decision 0124's session 62).
 */
export const LOGIN_LIMITS = {
  /** Failed sign-ins per client at one account per window: then that client is refused for it. */
  perAccountFromClient: 5,
  /**
   * Failed sign-ins per account per window, from every client together: then everyone is refused for
   * it. Only attempts a client was allowed count, so one client can never reach this alone; it bounds
   * guessing spread over many clients at twice a single client's allowance.
   */
  perAccount: 10,
  /** Failed sign-ins per client IP per window. */
  perIp: 20,
  /** Window length in seconds (15 min). */
  windowSeconds: 15 * 60,
} as const

export const TOO_MANY_LOGINS = 'Too many login attempts, try again later'

/**
 * The address Cloudflare puts in CF-Connecting-IP for a Worker's cross-zone subrequest (a storefront
 * Worker calling a back end on another Cloudflare zone): every shopper would share it. For it alone
 * the X-Forwarded-For the storefront sends (the shopper's CF-Connecting-IP) is used instead.
 * https://developers.cloudflare.com/workers/runtime-apis/headers/
 */
export const WORKER_SUBREQUEST_IP = '2a06:98c0:3600::103'

/** What a request says of its client: CF-Connecting-IP, the first X-Forwarded-For entry, and the key that vouches for it. */
export interface ClientHeaders {
  cf?: string
  forwarded?: string
  key?: string
}

/**
 * Whose address a request counts under (decision 0091).
 * - With CLIENT_IP_SECRET set, X-Forwarded-For counts only on a call that carries the secret in
 *   X-Forwarded-For-Key (the storefront's). Any other caller is counted by its CF-Connecting-IP,
 *   whatever X-Forwarded-For it names: a stranger's own Worker, or a script at a back end that is not
 *   behind Cloudflare.
 * - Without it, the rule before it: X-Forwarded-For counts when CF-Connecting-IP is absent or is a
 *   Worker's subrequest (WORKER_SUBREQUEST_IP). Anyone who can send X-Forwarded-For there picks
 *   their own counter.
 * Else 'unknown' (one counter for every caller that names no address).
 */
export function clientAddress({ cf, forwarded, key }: ClientHeaders, secret: string | undefined): string {
  const vouched = secret ? safeEqual(key, secret) : !cf || cf === WORKER_SUBREQUEST_IP
  return (vouched && forwarded) || cf || 'unknown'
}

/**
 * The client as the limits count it (`clientAddress`), an IPv6 address by its /64 network
 * (`addressBucket`).
 */
export const clientIp = (c: Ctx): string => requestClient(c).ip

/**
 * The client a per-client limit counts (`clientIp`) and the /48 network it counts under as well
 * (`addressNetwork`; null for IPv4, `::1`, an IPv4-mapped address, 'unknown'). The network is read
 * from the address itself: the /64 bucket (`2001:db8:1:2::/64`) is no address `addressNetwork` reads.
 */
export interface Client {
  ip: string
  network: string | null
}

export function requestClient(c: Ctx): Client {
  const ip = requestAddress(c)
  return { ip: addressBucket(ip), network: addressNetwork(ip) }
}

/**
 * The counters a per-client limit takes, as stages of `countStaged` (the one place that builds them,
 * so no counter forgets the network): the client's under `key(client.ip)` at `limit`, then, for an
 * IPv6 client, its /48's under `key(client.network)` at `limit * NETWORK_LIMIT_FACTOR` in the same
 * window. One holder of a /48 has 65,536 /64s, each a fresh client (session 62's audit); the /48
 * gives it eight clients' worth. Over either, the same refusal. Both come before any account's or
 * recipient's key, so a refusal by either writes nothing there (decisions 0089, 0100); the network
 * counts only what the client's own limit allowed, so one /64 hammering on spends at most an eighth
 * of its neighbours' room. The network's key is the client's with the /48 in its place
 * (`ip:2001:db8:1::/48`), which no /64 bucket or IPv4 address spells.
 */
export function perClient(key: (who: string) => string, client: Client, limit: number): Limit[][] {
  const own: Limit[] = [[key(client.ip), limit]]
  return client.network ? [own, [[key(client.network), limit * NETWORK_LIMIT_FACTOR]]] : [own]
}

/** `clientAddress` of the request, at most 64 characters, not yet bucketed. */
function requestAddress(c: Ctx): string {
  const headers: ClientHeaders = {
    cf: c.req.header('CF-Connecting-IP')?.trim().toLowerCase() || undefined,
    forwarded: c.req.header('X-Forwarded-For')?.split(',')[0]?.trim().toLowerCase() || undefined,
    key: c.req.header(FORWARDED_FOR_KEY_HEADER)?.trim(),
  }
  // Trimmed on both ends: a secret pasted with its newline must not make every shopper one client.
  const secret = c.env.CLIENT_IP_SECRET?.trim() || undefined
  const ip = clientAddress(headers, secret)
  if (secret && headers.forwarded && ip !== headers.forwarded) warnUnvouched(headers)
  return ip.slice(0, 64)
}

let warnedUnvouched = false
/** Test hook: the next unvouched call warns again. */
export const resetUnvouchedWarning = () => {
  warnedUnvouched = false
}
/**
 * Once per isolate: a call from a Worker (or from no address) names a client it may not. Either a
 * stranger, or a storefront whose CLIENT_IP_SECRET is missing or differs from this back end's - and
 * then every shopper behind it shares one counter, so the operator must hear of it.
 */
function warnUnvouched({ cf }: ClientHeaders) {
  if (warnedUnvouched || (cf && cf !== WORKER_SUBREQUEST_IP)) return
  warnedUnvouched = true
  console.warn(
    `[limits] X-Forwarded-For ignored: the call from ${cf ?? 'no address'} had no valid ${FORWARDED_FOR_KEY_HEADER}. If it came from your storefront, give it this back end's CLIENT_IP_SECRET (decision 0091).`,
  )
}

const normalEmail = (email: string) => email.trim().toLowerCase()
export const accountKey = (email: string) => `email:${normalEmail(email)}`
export const ipKey = (ip: string) => `ip:${ip}`
/** One client's tries at one account. The e-mail comes last (it holds no space) for `clearAccountAttempts`. */
export const accountFromClientKey = (email: string, ip: string) => `email-from:${ip} ${normalEmail(email)}`

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The longest window of any counter here (the daily code-guess window). */
const LONGEST_WINDOW_SECONDS = 24 * 60 * 60

// One statement per key: a fresh or expired window restarts at 1, a current one counts up.
const COUNT_SQL = `INSERT INTO login_attempts (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN login_attempts.window_start <= ?2 - ?3 THEN 1 ELSE login_attempts.count + 1 END,
    window_start = CASE WHEN login_attempts.window_start <= ?2 - ?3 THEN ?2 ELSE login_attempts.window_start END
  RETURNING window_start, count`

export interface LoginAttempt {
  /** Seconds until the caller may try again, when over a limit; null when the attempt may go ahead. */
  retryAfter: number | null
}

/**
 * Which counters have reached their limit, read and not counted (a window of `length` seconds): for each
 * the seconds left of its window, or null; null for all when none has. lib/sms.ts refuses a text that is
 * no sign-in code this way, so its refusals do not eat into the sign-in codes' reserve.
 */
export async function fullWindows(
  c: Ctx,
  windows: readonly (readonly [key: string, length: number, limit: number])[],
): Promise<(number | null)[] | null> {
  const now = nowSeconds()
  const { results } = await c.env.DB.prepare(
    `SELECT key, window_start, count FROM login_attempts WHERE key IN (${windows.map(() => '?').join(', ')})`,
  )
    .bind(...windows.map(([key]) => key))
    .all<{ key: string; window_start: number; count: number }>()
  const left = windows.map(([key, length, limit]) => {
    const row = results.find((r) => r.key === key && r.window_start + length > now && r.count >= limit)
    return row ? row.window_start + length - now : null
  })
  return left.every((l) => l === null) ? null : left
}

/** countKeys for other modules' counters (lib/sms.ts). */
export const countKeysInWindow = (c: Ctx, keys: readonly (readonly [string, number])[], windowSeconds: number) =>
  countKeys(c, keys, windowSeconds)

type Limit = readonly [key: string, limit: number]

/** Counts one event against each key (fresh or expired windows restart at 1) in one transaction, and answers how long to wait when any key is over its limit. */
const countKeys = (c: Ctx, keys: readonly Limit[], windowSeconds: number) => countStaged(c, [keys], windowSeconds)

/**
 * Counts one event in stages, in one transaction (one D1 round trip): a key of a later stage counts
 * only when every key of the earlier stages is still within its limit (this event included). A client
 * already refused by its own counters therefore writes no row for anyone else's key: neither a new
 * per-account row for each e-mail it names (issue: 125 refused sign-ins wrote 125 rows), nor a count
 * against an account or a recipient it could lock for others (decisions 0089, 0100). Answers how long
 * to wait when any counted key is over its limit.
 */
async function countStaged(
  c: Ctx,
  stages: readonly (readonly Limit[])[],
  windowSeconds: number,
): Promise<LoginAttempt> {
  const now = nowSeconds()
  const w = windowSeconds
  const keys = stages.flat()
  const statements = stages.flatMap((stage, i) => {
    const earlier = stages.slice(0, i).flat()
    const sql = earlier.length ? guardedCountSql(earlier.length) : COUNT_SQL
    return stage.map(([key]) => c.env.DB.prepare(sql).bind(key, now, w, ...earlier.flat()))
  })
  const rows = await c.env.DB.batch<{ window_start: number; count: number }>(statements)
  let retryAfter: number | null = null
  keys.forEach(([, limit], i) => {
    // No row: an earlier stage refused the event and this key was not counted.
    const row = rows[i]?.results[0]
    if (row && row.count > limit)
      retryAfter = Math.max(retryAfter ?? 0, Math.min(w, Math.max(1, row.window_start + w - now)))
  })
  // Now and then, drop windows that ended long ago (the table holds one row per e-mail / IP tried):
  // older than the longest window of any key, so no live window of another kind goes.
  // A known browser's row (`known:`) lives its own KNOWN_BROWSER_SECONDS.
  if (Math.random() < 0.02)
    await c.env.DB.prepare(
      "DELETE FROM login_attempts WHERE window_start <= ?1 AND (key NOT LIKE 'known:%' OR window_start <= ?2)",
    )
      .bind(now - Math.max(w, LONGEST_WINDOW_SECONDS), now - KNOWN_BROWSER_SECONDS)
      .run()
  return { retryAfter }
}

/**
 * COUNT_SQL for a key of a later stage: it counts only when none of the `guards` earlier keys (bound
 * as key, limit pairs from ?4 on, just counted in the same transaction) is over its limit.
 */
function guardedCountSql(guards: number): string {
  const over = Array.from({ length: guards }, (_, i) => `(key = ?${4 + 2 * i} AND count > ?${5 + 2 * i})`).join(' OR ')
  return COUNT_SQL.replace(
    'VALUES (?1, ?2, 1)',
    `SELECT ?1, ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM login_attempts WHERE ${over})`,
  )
}

/**
 * Counts this attempt before the password is checked (so that parallel guesses cannot all slip
 * under a limit): against the client, then, only when it is within its limit, against the client's own
 * tries at the account, then, only when those allow it, against the account. A client refused for an
 * account adds nothing to the account's count, so no single client can lock an account for its owner
 * (decision 0089); a client refused everywhere writes no row for the e-mails it names. A browser that
 * signed in to the account before is not refused by the account's count (decision 0121): strangers
 * who filled it keep out everyone else, not the owner's own browser; and it counts as its own client
 * (`signInClient`), not under its address, which a stranger behind the same address could fill
 * (session 63). An attempt that then succeeds is taken back by `loginSucceeded`.
 */
export async function countLoginAttempt(c: Ctx, email: string, client: Client): Promise<LoginAttempt> {
  const who = await signInClient(c, client, email)
  const stages: Limit[][] = [
    // The client (and an address's /48 network) first: refused by either, it writes nothing for the account.
    ...who.stages,
    // No network twin: a client's tries at one account are bounded per account already (perAccount).
    [[accountFromClientKey(email, who.id), LOGIN_LIMITS.perAccountFromClient]],
  ]
  if (!who.known) stages.push([[accountKey(email), LOGIN_LIMITS.perAccount]])
  return countStaged(c, stages, LOGIN_LIMITS.windowSeconds)
}

/** A known browser's own sign-in counter (`signInClient`): `browser:<SHA-256 of its key>`. */
export const browserKey = (browserHash: string) => `browser:${browserHash}`

/**
 * Whom a sign-in naming `recipient` (an e-mail, or a phone for a code) counts under, at LOGIN_LIMITS.perIp:
 * a browser known to that recipient (decision 0121) by itself (`browser:<hash>`), so the strangers
 * behind its address (a carrier NAT, an office) who filled the address's counter with wrong passwords
 * for made-up e-mails do not refuse it (session 63's stranger audit, finding 2: 20 of them shut
 * password and code sign-in for everyone there for 15 minutes). The guessing bound holds: a browser is
 * known only after a sign-in to that very recipient. Any other browser counts by its address and /48
 * (`perClient`), as before. `id` stands for the client in per-client keys (`email-from:`). The stages
 * are kept per request, so a success takes back the very counters the attempt took.
 */
async function signInClient(
  c: Ctx,
  client: Client,
  recipient: string | undefined,
): Promise<{ stages: Limit[][]; id: string; known: boolean }> {
  const hash = recipient !== undefined && (await isKnownBrowser(c, recipient)) ? await requestBrowser(c).hash : null
  const who = hash
    ? { stages: [[[browserKey(hash), LOGIN_LIMITS.perIp] as Limit]], id: browserKey(hash), known: true }
    : { stages: perClient(ipKey, client, LOGIN_LIMITS.perIp), id: client.ip, known: false }
  signInCounted.set(c.req.raw, who)
  return who
}

/** Per request, the sign-in counters an attempt took (`signInClient`), for `takeBackIpAttempt`. */
const signInCounted = new WeakMap<Request, { stages: Limit[][]; id: string }>()

/**
 * How long a browser stays known to an account after it last signed in there (decision 0121): the
 * account-wide limits that strangers can fill (wrong passwords, wrong codes, reset links and codes
 * asked for) do not refuse it. Its own per-client limits still count.
 */
export const KNOWN_BROWSER_SECONDS = 90 * 24 * 60 * 60

/** Whom a known browser is known to: an e-mail (lowercased, as the account counters) or a phone number. */
const knownTo = (recipient: string) => (recipient.includes('@') ? normalEmail(recipient) : recipient.trim())
export const knownBrowserKey = (browserHash: string, recipient: string) => `known:${browserHash} ${knownTo(recipient)}`

/**
 * Per request, what the known-browser rules read (a sign-in asks at its count and at its success): the
 * SHA-256 of the call's browser key (the raw key is never stored; null without a well-formed one), and
 * per recipient whether that browser is known, looked up once and kept true once `rememberBrowser`
 * wrote it.
 */
const browserOfRequest = new WeakMap<Request, { hash: Promise<string | null>; known: Map<string, Promise<boolean>> }>()
function requestBrowser(c: Ctx) {
  let browser = browserOfRequest.get(c.req.raw)
  if (!browser) {
    const key = c.req.header(BROWSER_KEY_HEADER)?.trim()
    browser = { hash: key && BROWSER_KEY.test(key) ? sha256Hex(key) : Promise.resolve(null), known: new Map() }
    browserOfRequest.set(c.req.raw, browser)
  }
  return browser
}

/** Whether the call's browser signed in as `recipient` (an e-mail or a phone) within KNOWN_BROWSER_SECONDS. */
export function isKnownBrowser(c: Ctx, recipient: string): Promise<boolean> {
  const browser = requestBrowser(c)
  const who = knownTo(recipient)
  let known = browser.known.get(who)
  if (!known) {
    known = browser.hash.then(async (hash) => {
      if (!hash) return false
      const row = await c.env.DB.prepare('SELECT 1 AS known FROM login_attempts WHERE key = ? AND window_start > ?')
        .bind(knownBrowserKey(hash, recipient), nowSeconds() - KNOWN_BROWSER_SECONDS)
        .first()
      return row !== null
    })
    browser.known.set(who, known)
  }
  return known
}

/** The call's browser signed in as each of `recipients` (its e-mail, the phone it used): known from now on. */
export async function rememberBrowser(c: Ctx, recipients: readonly string[]): Promise<void> {
  const browser = requestBrowser(c)
  const hash = await browser.hash
  if (!hash || recipients.length === 0) return
  const now = nowSeconds()
  const keys = [...new Set(recipients.map((r) => knownBrowserKey(hash, r)))]
  await c.env.DB.batch(
    keys.map((key) =>
      c.env.DB.prepare(
        'INSERT INTO login_attempts (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT (key) DO UPDATE SET window_start = ?2',
      ).bind(key, now),
    ),
  )
  for (const r of recipients) browser.known.set(knownTo(r), Promise.resolve(true))
}

/**
 * A sign-in by code counts against the client only (a code has its own limit of wrong tries,
 * login_codes.attempts, and a new code may be asked for); `ipAttemptSucceeded` takes a good one back.
 * A browser known to `recipient` (the e-mail or number the code went to) counts as itself, not by its
 * address (`signInClient`).
 */
export async function countIpAttempt(c: Ctx, client: Client, recipient?: string): Promise<LoginAttempt> {
  return countStaged(c, (await signInClient(c, client, recipient)).stages, LOGIN_LIMITS.windowSeconds)
}

/**
 * Takes back a counted attempt (`countIpAttempt`, `countLoginAttempt`): the counters it took (the
 * client's row and its network's, or a known browser's), else the client's address's.
 */
const takeBackIpAttempt = (c: Ctx, client: Client) =>
  (signInCounted.get(c.req.raw)?.stages ?? perClient(ipKey, client, LOGIN_LIMITS.perIp))
    .flat()
    .map(([key]) => c.env.DB.prepare('UPDATE login_attempts SET count = max(count - 1, 0) WHERE key = ?').bind(key))

export async function ipAttemptSucceeded(c: Ctx, client: Client): Promise<void> {
  await c.env.DB.batch(takeBackIpAttempt(c, client))
}

export const sendKey = (kind: string, recipient: string) => `send:${kind}:${recipient}`

/**
 * Counts a message (code or link) to `recipient` of `kind`: at most ACCOUNTS.sendsPerRecipient per
 * ACCOUNTS.sendWindowSeconds from every client together, so nobody can flood a phone or a mailbox
 * through the back end. Counted whether or not the recipient has an account, so the limit tells nothing
 * about accounts. For the account's own deletion link and per-client counters; a message a stranger
 * can ask for to someone else (a registration's activation link too) counts with `countRecipientSend`.
 */
export function countSend(c: Ctx, kind: string, recipient: string): Promise<LoginAttempt> {
  return countKeys(c, [[sendKey(kind, recipient), ACCOUNTS.sendsPerRecipient]], ACCOUNTS.sendWindowSeconds)
}

/**
 * Messages a stranger could ask for to someone else's address or number, counted per client first
 * (decision 0100, as wrong codes are in 0089): one client's sends of a kind to one recipient, then,
 * only when those allow it, the recipient's sends from every client together, with a higher ceiling.
 * One client is refused after `perRecipientFromClient` and adds nothing more to the recipient's count,
 * so keeping a recipient from its own reset link or sign-in code takes `perRecipient /
 * perRecipientFromClient` clients in one window.
 */
export const SEND_LIMITS = {
  /** One client's messages of a kind to one recipient per window (the contract's sendsPerRecipient). */
  perRecipientFromClient: ACCOUNTS.sendsPerRecipient,
  /** The recipient's messages of a kind per window from every client together: four clients' worth. */
  perRecipient: 4 * ACCOUNTS.sendsPerRecipient,
  windowSeconds: ACCOUNTS.sendWindowSeconds,
} as const

/** One client's messages of a kind to one recipient. */
export const sendFromClientKey = (ip: string, kind: string, recipient: string) => `send-from:${ip} ${kind}:${recipient}`

/**
 * Counts a message of `kind` to `recipient` that anyone may ask for (a password-reset link, a sign-in
 * code, a verification code, a support message naming its sender): against this client's messages to
 * the recipient, then, only when allowed, against the recipient (`sendKey`, SEND_LIMITS). Counted
 * whether or not the recipient has an account, so the limit tells nothing about accounts.
 */
export async function countRecipientSend(c: Ctx, kind: string, recipient: string): Promise<LoginAttempt> {
  // No network twin: keyed by client and recipient, bounded by the recipient's own counter (perRecipient);
  // the client's sends to anyone are counted by countMail / countSms / countClientSend, twin and all.
  const stages: Limit[][] = [[[sendFromClientKey(clientIp(c), kind, recipient), SEND_LIMITS.perRecipientFromClient]]]
  // The recipient's own browser is not kept from its link or code by what strangers asked for (decision 0121).
  if (!(await isKnownBrowser(c, recipient))) stages.push([[sendKey(kind, recipient), SEND_LIMITS.perRecipient]])
  return countStaged(c, stages, SEND_LIMITS.windowSeconds)
}

/**
 * A successful sign-in: this client's counter at the account is cleared, the attempt no longer counts
 * for the IP, and the browser is known to the account (decision 0121). The account's own counter is
 * cleared too, unless the browser was known already: its attempt skipped that counter, and clearing it
 * would hand the strangers who filled it a fresh allowance.
 */
export async function loginSucceeded(c: Ctx, email: string, client: Client): Promise<void> {
  const known = await isKnownBrowser(c, email)
  await rememberBrowser(c, [email])
  // The attempt's own client at the account: its address's, or a known browser's (`signInClient`).
  const fromClient = accountFromClientKey(email, signInCounted.get(c.req.raw)?.id ?? client.ip)
  const cleared = known ? [fromClient] : [accountKey(email), fromClient]
  await c.env.DB.batch([
    c.env.DB.prepare(`DELETE FROM login_attempts WHERE key IN (${cleared.map(() => '?').join(', ')})`).bind(...cleared),
    ...takeBackIpAttempt(c, client),
  ])
}

/**
 * Limits against SMS pumping and code guessing (issue 26, decision 0015), on top of the per-recipient
 * send limit (ACCOUNTS.sendsPerRecipient per ACCOUNTS.sendWindowSeconds):
 * - SMS a signed-in account may have sent (phone verification codes) per window;
 * - SMS one client IP may have sent (sign-in, registration and verification codes) per window;
 * - wrong codes one client may try at a recipient per day (then that client is refused for it);
 * - wrong codes per recipient per day, across every code, account and client (a recipient's codes are
 *   then refused until the window ends, right or wrong). Only tries a client was allowed count here,
 *   so one client can never lock a recipient for its owner alone (as for passwords, decision 0089).
 */
export const SMS_LIMITS = {
  perAccount: 5,
  perIp: 30,
  windowSeconds: 60 * 60,
  guessesPerRecipientFromClient: 10,
  guessesPerRecipient: 20,
  guessWindowSeconds: 24 * 60 * 60,
  /**
   * Texts one number may be sent per window (an hour) when asked from browsers not known to it
   * (decision 0121), from every client together, and from one client: the per-recipient ceiling alone
   * (SEND_LIMITS, 20 per 15 minutes) let 10 account numbers take 200 texts, the site's whole hourly
   * budget, in 15 minutes (session 63's audit); now 10 numbers take 100 an hour. One client's share is
   * half, so no single client keeps a number's owner from a code on a new browser (decision 0100).
   */
  perRecipientFromUnknown: 10,
  perRecipientFromClientUnknown: 5,
} as const

/**
 * E-mails one client may have sent per window (sign-in codes, password-reset links, the cabinet's
 * verification codes), whatever the addresses, and verification e-mails one signed-in account may have
 * sent: the per-recipient send limit alone let one client flood every mailbox it knew and spend the
 * shop's mail quota, which also carries everyone's activation and reset mails.
 */
export const MAIL_LIMITS = { perIp: 30, perAccount: 5, windowSeconds: 60 * 60 } as const

export const mailIpKey = (ip: string) => `mail-ip:${ip}`
export const mailAccountKey = (userId: number) => `mail-account:${userId}`

/**
 * Counts an e-mail the caller asks for (a code, a reset link, a verification code) against the client
 * IP, and against the account when signed in (the cabinet's verification codes to new addresses).
 */
export function countMail(c: Ctx, userId: number | null = null): Promise<LoginAttempt> {
  const stages = perClient(mailIpKey, requestClient(c), MAIL_LIMITS.perIp)
  // The account counts beside the client, as before; the network after both.
  if (userId !== null) stages[0]?.push([mailAccountKey(userId), MAIL_LIMITS.perAccount])
  return countStaged(c, stages, MAIL_LIMITS.windowSeconds)
}

export const smsAccountKey = (userId: number) => `sms-account:${userId}`
export const smsIpKey = (ip: string) => `sms-ip:${ip}`
export const guessKey = (channel: string, recipient: string) => `guess:${channel}:${recipient}`
/** One client's tries at one recipient's codes. */
export const guessFromClientKey = (ip: string, channel: string, recipient: string) =>
  `guess-from:${ip} ${channel}:${recipient}`

/** Counts an SMS the caller asks for against the client IP (and the account, when signed in). */
export function countSms(c: Ctx, userId: number | null): Promise<LoginAttempt> {
  const stages = perClient(smsIpKey, requestClient(c), SMS_LIMITS.perIp)
  // The account counts beside the client, as before; the network after both.
  if (userId !== null) stages[0]?.push([smsAccountKey(userId), SMS_LIMITS.perAccount])
  return countStaged(c, stages, SMS_LIMITS.windowSeconds)
}

export const smsNumberKey = (phone: string) => `sms-number:${phone}`
export const smsNumberFromClientKey = (ip: string, phone: string) => `sms-number-from:${ip} ${phone}`

/**
 * Counts a text to `phone` asked from a browser not known to it, an hour: this client's to the
 * number (SMS_LIMITS.perRecipientFromClientUnknown), then, only when allowed, the number's from every
 * client (perRecipientFromUnknown), as `countRecipientSend` stages them (decision 0100). A known
 * browser's is not counted. Counted whether or not the number has an account, so the limit tells
 * nothing about accounts.
 */
export async function countNumberText(c: Ctx, phone: string): Promise<LoginAttempt> {
  if (await isKnownBrowser(c, phone)) return { retryAfter: null }
  return countStaged(
    c,
    [
      // No network twin: bounded by the number's own counter; the client's texts to anyone are countSms's.
      [[smsNumberFromClientKey(clientIp(c), phone), SMS_LIMITS.perRecipientFromClientUnknown]],
      [[smsNumberKey(phone), SMS_LIMITS.perRecipientFromUnknown]],
    ],
    SMS_LIMITS.windowSeconds,
  )
}

/**
 * Counts a code tried for the recipient (before it is checked, so parallel guesses cannot all slip
 * under a limit): first against this client's tries at the recipient, then, only when that allows
 * it, against the recipient. `guessSucceeded` takes a right one back.
 */
export async function countGuess(c: Ctx, channel: string, recipient: string): Promise<LoginAttempt> {
  // No network twin: keyed by client and recipient, bounded by the recipient's own counter
  // (guessesPerRecipient); every code tried also counts against the client's sign-in attempts
  // (countIpAttempt), twin and all.
  const stages: Limit[][] = [
    [[guessFromClientKey(clientIp(c), channel, recipient), SMS_LIMITS.guessesPerRecipientFromClient]],
  ]
  // Wrong codes strangers tried do not refuse the recipient's own browser (decision 0121).
  if (!(await isKnownBrowser(c, recipient)))
    stages.push([[guessKey(channel, recipient), SMS_LIMITS.guessesPerRecipient]])
  return countStaged(c, stages, SMS_LIMITS.guessWindowSeconds)
}

/** One account's tries at the verification codes it asked for one of its new phones or e-mails. */
export const verifyGuessKey = (userId: number, channel: string, recipient: string) =>
  `guess-verify:${userId} ${channel}:${recipient}`

/**
 * Counts a cabinet verification code tried (before it is checked): against the account's own tries at
 * that recipient only. A verification code is bound to the account that asked for it, so only that
 * account can guess it; counting it under the recipient's sign-in counter (`guess:`) let a stranger who
 * typed wrong sign-in codes for the number refuse its owner's right code for a day (session 60's
 * stranger audit), and let an account's wrong tries lock the number's sign-in.
 */
export function countVerifyGuess(c: Ctx, userId: number, channel: string, recipient: string): Promise<LoginAttempt> {
  return countKeys(
    c,
    [[verifyGuessKey(userId, channel, recipient), SMS_LIMITS.guessesPerRecipientFromClient]],
    SMS_LIMITS.guessWindowSeconds,
  )
}

/** A right verification code: the account's tries at the recipient are cleared, and this browser is known to it (decision 0121). */
export async function verifyGuessSucceeded(c: Ctx, userId: number, channel: string, recipient: string): Promise<void> {
  await rememberBrowser(c, [recipient])
  await c.env.DB.prepare('DELETE FROM login_attempts WHERE key = ?')
    .bind(verifyGuessKey(userId, channel, recipient))
    .run()
}

/**
 * A right code: this client's tries at the recipient are cleared, the browser is known to the recipient
 * (decision 0121), and the try no longer counts for the recipient - unless the browser was known
 * already, whose try the recipient's counter never counted.
 */
export async function guessSucceeded(c: Ctx, channel: string, recipient: string): Promise<void> {
  const known = await isKnownBrowser(c, recipient)
  await rememberBrowser(c, [recipient])
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM login_attempts WHERE key = ?').bind(
      guessFromClientKey(clientIp(c), channel, recipient),
    ),
    ...(known
      ? []
      : [
          c.env.DB.prepare('UPDATE login_attempts SET count = max(count - 1, 0) WHERE key = ?').bind(
            guessKey(channel, recipient),
          ),
        ]),
  ])
}

export const registerIpKey = (ip: string) => `register-ip:${ip}`

/**
 * Counts a registration (e-mail registration or the adverts area's phone registration) against the
 * client IP: at most ACCOUNTS.registrationsPerIp per ACCOUNTS.registrationWindowSeconds (issue 50).
 */
export async function countRegistration(c: Ctx): Promise<LoginAttempt> {
  const client = requestClient(c)
  // In development the local shop and its tests all come from one address (or none): not counted.
  // A deployment always has CF-Connecting-IP.
  if (isDevelopment(c.env) && (client.ip === 'unknown' || LOOPBACK.test(client.ip))) return { retryAfter: null }
  return countStaged(
    c,
    perClient(registerIpKey, client, ACCOUNTS.registrationsPerIp),
    ACCOUNTS.registrationWindowSeconds,
  )
}

/**
 * Counts a message of `kind` against the client alone (the support form's messages from one client,
 * whatever sender they name): `sendKey(kind, 'ip:<client>')` at ACCOUNTS.sendsPerRecipient per
 * window, and its /48's at NETWORK_LIMIT_FACTOR times that (`perClient`).
 */
export function countClientSend(c: Ctx, kind: string): Promise<LoginAttempt> {
  return countStaged(
    c,
    perClient((who) => sendKey(kind, `ip:${who}`), requestClient(c), ACCOUNTS.sendsPerRecipient),
    ACCOUNTS.sendWindowSeconds,
  )
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/** The sites' SMS budget counters (lib/sms.ts smsStatus), looked up by the primary key. */
export const smsSiteCounters = (db: D1Database) =>
  db
    .prepare(
      "SELECT key, window_start, count FROM login_attempts WHERE key IN (SELECT 'sms-site-hour:' || id FROM sites UNION ALL SELECT 'sms-site-day:' || id FROM sites)",
    )
    .all<{ key: string; window_start: number; count: number }>()

/** The owner proved the mailbox: the account's sign-in counters, its own and every client's at it, start afresh. */
export async function clearAccountAttempts(c: Ctx, email: string): Promise<void> {
  const suffix = ` ${normalEmail(email)}`
  await c.env.DB.prepare(
    "DELETE FROM login_attempts WHERE key = ? OR (key LIKE 'email-from:%' AND substr(key, -length(?)) = ?)",
  )
    .bind(accountKey(email), suffix, suffix)
    .run()
}
