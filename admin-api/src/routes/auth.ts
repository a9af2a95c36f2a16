import type { z } from 'zod'
import { ACCOUNTS } from '#contract/accounts.ts'
import type { registerBodySchema } from '#contract/auth.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError } from '../lib/api-error'
import { hashPassword, isPasswordHash, issueToken, requireUser, ttl, verifyPassword, verifyToken } from '../lib/auth'
import { answerNoSoonerThan } from '../lib/even-answer'
import { type App, type Ctx, route, subApp } from '../lib/http'
import { safeEqual } from '../lib/secrets'
import { SITE_LAYERS } from '../lib/site'
import { countSiteSms, SMS_PAUSED, type SmsPurpose, smsRecipient } from '../lib/sms'
import {
  type CodeChannel,
  consumeCode,
  decodeUid,
  issueCode,
  issueLink,
  liveActivationLink,
  nowSeconds,
  sha256Hex,
} from '../services/account-tokens'
import {
  ACTIVATION_SENT,
  claimByActivation,
  requireCaptcha,
  resetPassword,
  sendActivation,
  socialLogin,
  TOO_MANY_REGISTRATIONS,
  TOO_MANY_SENDS,
  tooMany,
  tooManyWithCode,
} from '../services/accounts'
import {
  clearAccountAttempts,
  countGuess,
  countIpAttempt,
  countLoginAttempt,
  countMail,
  countNumberText,
  countRecipientSend,
  countRegistration,
  countSms,
  guessSucceeded,
  isKnownBrowser,
  loginSucceeded,
  requestClient,
  TOO_MANY_LOGINS,
} from '../services/login-limits'
import { accountLink, send } from '../services/outbox'
import { revokeSession } from '../services/sessions'
import { siteSmsSpent } from '../services/sms-budget'
import { userGroup } from '../services/user-group'
import {
  activeUserByPhone,
  insertUser,
  issuePair,
  profile,
  setPassword,
  type UserRow,
  userByEmail,
  userRow,
} from '../services/users'

/**
 * Authentication and account calls (accounts spec 7; decision 0016). Every sign-in call answers
 * failures with 400 (never 401, which the storefront treats as "session over") except
 * /auth/jwt/create/ and a password at /api/v1/loginByEmail, which keep the 401 of a wrong password.
 */

/** Checked against when the e-mail is unknown, so an unknown account costs the same time as a wrong password. */
const DUMMY_HASH = `pbkdf2_sha256$100000$${'5a'.repeat(16)}$${'00'.repeat(32)}`

const LINK_TEXTS = {
  activation: 'Invalid or expired activation link',
  reset: 'Invalid or expired password reset link',
} as const
const invalidLink = (link: keyof typeof LINK_TEXTS) =>
  new ApiError(400, LINK_TEXTS[link], { token: [LINK_TEXTS[link]] }, { code: ACCOUNTS.errorCodes.invalidLink })
const invalidCode = () =>
  new ApiError(
    400,
    'Invalid or expired code',
    { code: ['Invalid or expired code'] },
    { code: ACCOUNTS.errorCodes.invalidCode },
  )

/**
 * The answer to a registration: the profile the new account has, with id 0 (an inactive account has
 * no use for its id, and the id would tell a new registration from a taken address: decision 0015).
 * A taken address gets exactly the same answer, built from the body.
 */
function registered(c: Ctx, body: z.infer<typeof registerBodySchema>, hash: string) {
  const row: UserRow = {
    id: 0,
    email: body.email,
    password_hash: hash,
    first_name: body.first_name,
    last_name: body.last_name ?? '',
    phone: body.phone ?? null,
    birthday: null,
    balance: 0,
    status: 'inactive',
    can_use_promocode: 1,
    loyalty_points: 0,
    group_type_id: 1,
    company: null,
    email_verified: 0,
  }
  return c.json(profile(c, row), 201)
}

/**
 * Someone registered with a taken e-mail: its owner hears of it, the caller does not. When no one has
 * proven the address yet (an inactive account, or one made by phone registration with an unproven
 * e-mail), the owner gets a new link instead (`activation_other`: "someone registered with your
 * address"), which alone works from now on. It keeps the newest registration's password only when
 * the browser that registered opens it; anyone else who opens it sets the password (decision 0064).
 * The caller counted the message against the address already.
 */
async function notifyOwner(c: Ctx, u: UserRow, passwordHash: string, deviceKey: string | undefined): Promise<void> {
  if (u.status === 'inactive' || u.email_verified !== 1) {
    await sendActivation(c, u, passwordHash, { deviceKey, other: true, counted: true })
    return
  }
  await send(c, { channel: 'email', to: u.email, kind: 'account_exists', name: u.first_name })
}

/**
 * A sign-in with e-mail and password, under the sign-in limits (services/login-limits.ts): the user and
 * a session, or the 429 answer. Inactive accounts (not activated yet) fail like a wrong password.
 */
async function passwordLogin(
  c: Ctx,
  email: string,
  password: string,
  remember: boolean,
): Promise<{ user: UserRow; access: string; refresh: string } | Response> {
  const client = requestClient(c)
  const attempt = await countLoginAttempt(c, email, client)
  if (attempt.retryAfter !== null) return tooMany(c, attempt.retryAfter, TOO_MANY_LOGINS)
  const u = await userByEmail(c, email)
  // An e-mail no one has proven (phone registration) does not sign in by e-mail.
  const eligible = u !== null && u.status === 'active' && u.email_verified === 1
  // One hash on every path: an account not yet activated, or whose e-mail was never proven, skipped
  // it and answered in a third of the time, telling a stranger the e-mail had a pending or phone-made
  // account (session 60's stranger audit), which the registration's answer is built to hide.
  const matches = await verifyPassword(
    password,
    eligible && isPasswordHash(u.password_hash) ? u.password_hash : DUMMY_HASH,
  )
  if (!u || !eligible || !matches) throw new ApiError(401, 'No active account found with the given credentials')
  await loginSucceeded(c, email, client)
  return { user: u, ...(await issuePair(c, u.id, remember)) }
}

/**
 * GET sms-code / email-code: the same answer whether or not the recipient has an account; only an
 * active one gets a code. Counted per client first, then per recipient (decision 0100), so one client
 * cannot keep an owner from sign-in by code; the site's SMS budget counts only a text that is sent.
 */
async function requestCode(c: Ctx, channel: CodeChannel, recipient: string, find: () => Promise<UserRow | null>) {
  const started = Date.now()
  const kind = channel === 'sms' ? 'sms_code' : 'email_code'
  c.header('Cache-Control', 'no-store')
  const client = channel === 'sms' ? await countSms(c, null) : await countMail(c)
  if (client.retryAfter !== null) return tooMany(c, client.retryAfter, TOO_MANY_SENDS)
  const limited = await countRecipientSend(c, kind, recipient)
  if (limited.retryAfter !== null) return tooMany(c, limited.retryAfter, TOO_MANY_SENDS)
  // A browser known to the number may use the whole SMS budget, any other all but its reserve, and the
  // number's texts an hour from browsers not known to it are capped (session 63).
  const purpose: SmsPurpose = channel === 'sms' && (await isKnownBrowser(c, recipient)) ? 'known-sign-in' : 'sign-in'
  if (channel === 'sms') {
    const hourly = await countNumberText(c, recipient)
    if (hourly.retryAfter !== null) return tooMany(c, hourly.retryAfter, TOO_MANY_SENDS)
    // Asked for every recipient, before the lookup, so a spent budget tells nothing about accounts.
    const spent = await siteSmsSpent(c, purpose)
    if (spent.retryAfter !== null) return tooMany(c, spent.retryAfter, SMS_PAUSED)
  }
  const u = await find()
  // An e-mail code goes only to a proven e-mail; activeUserByPhone finds verified numbers only.
  if (u && u.status === 'active' && (channel === 'sms' || u.email_verified === 1)) {
    if (channel === 'sms') {
      // The budget counts the texts that go (decision 0064): a number without an account spends none.
      const budget = await countSiteSms(c, purpose)
      if (budget.retryAfter !== null) return tooMany(c, budget.retryAfter, SMS_PAUSED)
    }
    const code = await issueCode(c, channel, recipient, u.id)
    await send(c, { channel, to: recipient, kind, name: u.first_name, code })
  }
  // An account's code took the work above; an unknown recipient's answer must take as long.
  await answerNoSoonerThan(c, started)
  return { status: 'ok' as const, expires_in: ACCOUNTS.codeTtlSeconds, code_length: ACCOUNTS.codeLength }
}

export function authRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  // ---- registration and activation ----------------------------------------------------------------
  route(app, E.register, async (c, { body }) => {
    // The account starts inactive; its activation link goes to the outbox. Registration must not tell
    // which e-mails have accounts: a taken e-mail answers like a new registration (201, the same
    // profile shape, the same work done) and changes nothing; its owner gets an e-mail instead.
    await requireCaptcha(c, body.captcha_token)
    const perIp = await countRegistration(c)
    if (perIp.retryAfter !== null)
      return tooManyWithCode(c, perIp.retryAfter, TOO_MANY_REGISTRATIONS, ACCOUNTS.errorCodes.tooManyRegistrations)
    // Every registration counts against the address before anything else, taken or not (so the answer
    // tells nothing about accounts), this client's first (decision 0100: a stranger's registrations of
    // an address do not keep its owner from registering). Over the limit no mail goes, and the answer says so (issue 50:
    // never a silent ok while the mailbox holds someone else's link).
    const sends = await countRecipientSend(c, 'activation', body.email)
    if (sends.retryAfter !== null)
      return tooManyWithCode(c, sends.retryAfter, ACTIVATION_SENT, ACCOUNTS.errorCodes.activationSent)
    const hash = await hashPassword(body.password)
    const existing = await userByEmail(c, body.email)
    if (existing) {
      await notifyOwner(c, existing, hash, body.device_key)
      return registered(c, body, hash)
    }
    let u: UserRow
    try {
      u = await insertUser(c, {
        email: body.email,
        password_hash: hash,
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone,
        status: 'inactive',
      })
    } catch (error) {
      // A concurrent registration of the same e-mail won the unique index: the same answer as above.
      if (!/UNIQUE/i.test(String(error))) throw error
      return registered(c, body, hash)
    }
    await sendActivation(c, u, hash, { deviceKey: body.device_key, counted: true })
    return registered(c, body, hash)
  })
  route(app, E.activation, async (c, { body }) => {
    const userId = decodeUid(body.uid)
    if (!userId) throw invalidLink('activation')
    const hash = await sha256Hex(body.token)
    const now = nowSeconds()
    const link = await liveActivationLink(c, hash, userId, now)
    if (!link) throw invalidLink('activation')
    // The link proves the mailbox, never a password (issue 50, decision 0064). The password typed at
    // registration stands only when the browser that registered opens the link (its device key);
    // anyone else who opens it sets the password now, and that is the account's only password.
    const sameDevice =
      link.device_hash !== null &&
      body.device_key !== undefined &&
      safeEqual(await sha256Hex(body.device_key), link.device_hash)
    let passwordHash: string | null
    if (body.new_password !== undefined) passwordHash = await hashPassword(body.new_password)
    else if (sameDevice) passwordHash = link.password_hash
    else {
      const u = await userRow(c, userId).catch(() => null)
      throw new ApiError(400, 'Set a password for this account to finish the activation', undefined, {
        code: ACCOUNTS.errorCodes.passwordRequired,
        email: u?.email ?? null,
      })
    }
    // One transaction, while the link is live: the address is proven; with a password (the one just
    // set, or the registering browser's) it is a claim: every earlier session ends (a stranger's, when
    // the account was made by someone else) and phones the earlier holder proved lose their proof;
    // then the link is spent.
    const results = await claimByActivation(c, userId, passwordHash, hash, now)
    const [claimed, spent] = results.slice(-2)
    if (!spent?.results.length || !claimed?.meta.changes) throw invalidLink('activation')
    const u = await userRow(c, userId)
    if (u.status !== 'active') throw invalidLink('activation')
    await loginSucceeded(c, u.email, requestClient(c))
    return issuePair(c, u.id)
  })

  // ---- password sign-in and the session ---------------------------------------------------------
  route(app, E.jwtCreate, async (c, { body }) => {
    const r = await passwordLogin(c, body.email, body.password, body.rememberMe !== false)
    if (r instanceof Response) return r
    return { access: r.access, refresh: r.refresh }
  })
  route(app, E.jwtRefresh, async (c, { body }) => {
    const t = await verifyToken(c, body.refresh, 'refresh')
    if (!t) throw new ApiError(401, 'Invalid or expired refresh token')
    return { access: await issueToken(c, t.id, 'access', { sid: t.sid }) }
  })
  route(app, E.logout, async (c, { body }) => {
    const user = await requireUser(c)
    // The whole session: its refresh token and every access token refreshed from it carry its sid,
    // and none lives longer than a refresh token made now would.
    await revokeSession(c, user.sid, nowSeconds() + ttl(c, 'refresh'))
    if (body.refresh) {
      // A refresh token of another of the account's sessions, sent along, is signed out too (as before).
      const r = await verifyToken(c, body.refresh, 'refresh')
      if (r && r.id === user.id && r.sid !== user.sid) await revokeSession(c, r.sid, r.exp)
    }
    return c.body(null, 204)
  })
  route(app, E.me, async (c) => profile(c, await userRow(c, (await requireUser(c)).id)))
  route(app, E.userGroup, async (c) => userGroup(c, (await requireUser(c)).id))

  // ---- passwords ----------------------------------------------------------------------------------
  route(app, E.resetPassword, async (c, { body }) => {
    const started = Date.now()
    // The same 204 whether or not the e-mail has an account, in the same time; only an active account gets a link.
    const client = await countMail(c)
    if (client.retryAfter !== null) return tooMany(c, client.retryAfter, TOO_MANY_SENDS)
    // Per client first, then per address (decision 0100): one client cannot keep the owner from a reset.
    const limited = await countRecipientSend(c, 'password_reset', body.email)
    if (limited.retryAfter !== null) return tooMany(c, limited.retryAfter, TOO_MANY_SENDS)
    const u = await userByEmail(c, body.email)
    if (u && u.status === 'active') {
      const { uid, token } = await issueLink(c, u.id, 'password_reset')
      await send(c, {
        channel: 'email',
        to: u.email,
        kind: 'password_reset',
        name: u.first_name,
        uid,
        token,
        link: accountLink(c, 'passwordReset', uid, token),
      })
    }
    await answerNoSoonerThan(c, started)
    return c.body(null, 204)
  })
  route(app, E.resetPasswordConfirm, async (c, { body }) => {
    const userId = decodeUid(body.uid)
    if (!userId) throw invalidLink('reset')
    const hash = await sha256Hex(body.token)
    const passwordHash = await hashPassword(body.new_password)
    const now = nowSeconds()
    // One transaction: the new password (and every earlier session signed out) while the link is
    // live, then the link and the account's other reset links are spent.
    // The link proves the mailbox: an e-mail no one had proven (phone registration) is claimed
    // (claimStatements: phones proven by the earlier holder lose their proof), every session ends.
    const changed = await resetPassword(c, userId, passwordHash, hash, now)
    if (!changed?.meta.changes) throw invalidLink('reset')
    // The owner proved the mailbox: the account's sign-in counter starts afresh.
    const u = await userRow(c, userId)
    await clearAccountAttempts(c, u.email)
    return c.body(null, 204)
  })
  route(app, E.setPassword, async (c, { body }) => {
    const user = await requireUser(c)
    const u = await userRow(c, user.id)
    const client = requestClient(c)
    const attempt = await countLoginAttempt(c, u.email, client)
    if (attempt.retryAfter !== null) return tooMany(c, attempt.retryAfter, TOO_MANY_LOGINS)
    if (!(await verifyPassword(body.current_password, u.password_hash)))
      throw new ApiError(400, 'Invalid password', { current_password: ['Invalid password'] })
    await loginSucceeded(c, u.email, client)
    // Every other session ends (tokens issued before now are refused); this one goes on (keep_session).
    await setPassword(c, u.id, await hashPassword(body.new_password), user.sid ?? null)
    return c.body(null, 204)
  })

  // ---- sign-in by code ----------------------------------------------------------------------------
  route(app, E.smsCode, async (c, { query }) => {
    // E.164 before anything counts it (`00…`, `+…` and trunk-`0` forms are one number), in the site's countries.
    const phone = await smsRecipient(c, query.phone, 'phone')
    return requestCode(c, 'sms', phone, () => activeUserByPhone(c, phone))
  })
  route(app, E.emailCode, (c, { query }) => requestCode(c, 'email', query.email, () => userByEmail(c, query.email)))
  route(app, E.loginByEmail, async (c, { body }) => {
    const remember = body.rememberMe !== false
    if (body.password !== undefined && body.email !== undefined) {
      const r = await passwordLogin(c, body.email, body.password, remember)
      if (r instanceof Response) return r
      return { token: r.access, refresh: r.refresh, user: profile(c, r.user) }
    }
    const client = requestClient(c)
    const [channel, recipient]: [CodeChannel, string] =
      body.email !== undefined ? ['email', body.email] : ['sms', await smsRecipient(c, body.phone!, 'phone')]
    // A browser known to the recipient counts as itself, not by the address strangers may share (session 63).
    const attempt = await countIpAttempt(c, client, recipient)
    if (attempt.retryAfter !== null) return tooMany(c, attempt.retryAfter, TOO_MANY_LOGINS)
    const guesses = await countGuess(c, channel, recipient)
    if (guesses.retryAfter !== null) return tooMany(c, guesses.retryAfter, TOO_MANY_LOGINS)
    const userId = await consumeCode(c, channel, recipient, body.code!)
    const u = userId ? await userRow(c, userId).catch(() => null) : null
    if (u?.status !== 'active') throw invalidCode()
    await guessSucceeded(c, channel, recipient)
    await loginSucceeded(c, u.email, client)
    const { access, refresh } = await issuePair(c, u.id, remember)
    return { token: access, refresh, user: profile(c, u) }
  })

  // ---- social sign-in -----------------------------------------------------------------------------
  route(app, E.googleAuth, (c, { body }) => socialLogin(c, 'google', { access_token: body.access_token }))
  route(app, E.facebookAuth, (c, { body }) => socialLogin(c, 'facebook', { access_token: body.access_token }))
  route(app, E.twitterAuth, (c, { body }) =>
    socialLogin(c, 'twitter', { oauth_token: body.oauth_token, oauth_verifier: body.oauth_verifier }),
  )
  return app
}
