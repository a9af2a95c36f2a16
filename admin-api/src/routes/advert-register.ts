import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError } from '../lib/api-error'
import { hashPassword } from '../lib/auth'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { countSiteSms, SMS_PAUSED, smsRecipient } from '../lib/sms'
import { issueCode, randomCode } from '../services/account-tokens'
import {
  requireCaptcha,
  sendActivation,
  socialLogin,
  TOO_MANY_REGISTRATIONS,
  TOO_MANY_SENDS,
  tooMany,
  tooManyWithCode,
} from '../services/accounts'
import {
  countGuess,
  countIpAttempt,
  countNumberText,
  countRecipientSend,
  countRegistration,
  countSms,
  guessSucceeded,
  ipAttemptSucceeded,
  requestClient,
} from '../services/login-limits'
import { send } from '../services/outbox'
import { consumeRegistrationCode, startPhoneRegistration } from '../services/phone-registrations'
import {
  activeUserByPhone,
  insertUser,
  issuePair,
  proveNewAccountPhone,
  type UserRow,
  userByEmail,
} from '../services/users'

/**
 * The adverts area's registration (accounts spec 7: POST /api/register/ with phone, PATCH
 * /api/register/{phone}/, POST /api/google-login/; decision 0022). A phone without an account gets
 * an SMS code (the sign-in code rules of decision 0016: 6 digits, 10 minutes, single use, burnt
 * after 5 wrong tries, 5 messages per 15 minutes); the confirmation with the code, an e-mail, a
 * name and a password makes an active account and signs it in. A phone that has an account gets
 * a sign-in code instead (usable at /api/v1/loginByEmail), and the answer is the same either way.
 */

const invalidCode = () =>
  new ApiError(
    400,
    'Invalid or expired code',
    { code: ['Invalid or expired code'] },
    { code: ACCOUNTS.errorCodes.invalidCode },
  )
export function advertRegistrationRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.phoneRegister, async (c, { body }) => {
    c.header('Cache-Control', 'no-store')
    // E.164 before anything counts it (`00…`, `+…` and trunk-`0` forms are one number), in the site's countries.
    const phone = await smsRecipient(c, body.phone, 'phone')
    await requireCaptcha(c, body.captcha_token)
    const perIp = await countRegistration(c)
    if (perIp.retryAfter !== null)
      return tooManyWithCode(c, perIp.retryAfter, TOO_MANY_REGISTRATIONS, ACCOUNTS.errorCodes.tooManyRegistrations)
    const client = await countSms(c, null)
    if (client.retryAfter !== null) return tooMany(c, client.retryAfter, TOO_MANY_SENDS)
    // per client first (decision 0100): the counter is the sign-in code's, so one stranger's five
    // requests kept the number's owner from both for 15 minutes
    const limited = await countRecipientSend(c, 'sms_code', phone)
    if (limited.retryAfter !== null) return tooMany(c, limited.retryAfter, TOO_MANY_SENDS)
    // the number's texts an hour from browsers not known to it (session 63)
    const hourly = await countNumberText(c, phone)
    if (hourly.retryAfter !== null) return tooMany(c, hourly.retryAfter, TOO_MANY_SENDS)
    // a registration text: not from the sign-in codes' reserve
    const budget = await countSiteSms(c, 'other')
    if (budget.retryAfter !== null) return tooMany(c, budget.retryAfter, SMS_PAUSED)
    const existing = await activeUserByPhone(c, phone)
    if (existing) {
      const code = await issueCode(c, 'sms', phone, existing.id)
      await send(c, { channel: 'sms', to: phone, kind: 'sms_code', name: existing.first_name, code })
    } else {
      const code = randomCode()
      await startPhoneRegistration(c, phone, code)
      await send(c, { channel: 'sms', to: phone, kind: 'sms_code', code })
    }
    return { status: 'ok' as const, expires_in: ACCOUNTS.codeTtlSeconds, code_length: ACCOUNTS.codeLength }
  })

  route(app, E.phoneRegisterConfirm, async (c, { params, body }) => {
    const phone = await smsRecipient(c, params.phone, 'phone')
    const client = requestClient(c)
    // A browser known to the number counts as itself, not by its address (session 63).
    const attempt = await countIpAttempt(c, client, phone)
    if (attempt.retryAfter !== null) {
      c.header('Retry-After', String(attempt.retryAfter))
      return c.json({ error: 'Too many attempts, try again later' }, 429)
    }
    const guesses = await countGuess(c, 'register', phone)
    if (guesses.retryAfter !== null) return tooMany(c, guesses.retryAfter, 'Too many attempts, try again later')
    if (!(await consumeRegistrationCode(c, phone, body.code))) throw invalidCode()
    await Promise.all([ipAttemptSucceeded(c, client), guessSucceeded(c, 'register', phone)])
    // The phone is proven; only now is it told whether the e-mail or the phone has an account.
    if (await userByEmail(c, body.email))
      throw new ApiError(400, 'An account with this e-mail exists: sign in instead', {
        email: ['An account with this e-mail exists'],
      })
    if (await activeUserByPhone(c, phone))
      throw new ApiError(400, 'An account with this phone exists: sign in instead', {
        phone: ['An account with this phone exists'],
      })
    // The account is active and signs in by this phone (proven). Its e-mail is not proven: it does
    // not sign in by e-mail until the activation link e-mailed now is opened, and whoever proves the
    // address first claims the account (decision 0015). The mail says someone registered with the
    // address (it may be a stranger's registration); opened by another browser than this one, it
    // asks for a new password and ends this account's sessions and phone proofs (decision 0064).
    let u: UserRow
    try {
      u = await insertUser(c, {
        email: body.email,
        password_hash: await hashPassword(body.password),
        first_name: body.first_name,
        last_name: body.last_name,
        phone: phone,
        status: 'active',
        emailVerified: false,
      })
    } catch (error) {
      if (!/UNIQUE/i.test(String(error))) throw error
      throw new ApiError(400, 'An account with this e-mail exists: sign in instead', {
        email: ['An account with this e-mail exists'],
      })
    }
    await proveNewAccountPhone(c, u.id, phone)
    await sendActivation(c, u, null, { deviceKey: body.device_key, other: true })
    return c.json(await issuePair(c, u.id), 201)
  })

  // The adverts area's Google sign-in: the same identity rules as /users/google-auth/ (decision 0016).
  route(app, E.googleLogin, (c, { body }) => socialLogin(c, 'google', { access_token: body.access_token }))
  return app
}
