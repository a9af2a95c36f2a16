import { createServerFn } from '@tanstack/react-start'
import { bool, email, InputError, lang, oneOf, record, text } from '#app/api/input.ts'
import { internationalPhone } from '#app/ui/phone-mask.ts'
import { phoneRefusal, sitePhone, sitePhoneMask } from '#app/ui/site-phone.server.ts'
import type { Locale } from '#config'
import { ACCOUNTS } from '#contract/accounts.ts'
import { CODE_CHANNELS, type CodeChannel, codeOf, codeRecipient } from './code-login'
import { LINK_TOKEN, LINK_UID } from './email-links'
import {
  activate,
  changePassword,
  confirmPasswordReset,
  confirmPhoneRegistration,
  finishSocialSignIn,
  loginWithCode,
  requestCode,
  requestPasswordReset,
  requestPhoneRegistration,
  startSocialSignIn,
} from './flows.server'
import { registrationPhone } from './phone-register'
import { personName } from './rules'
import { SIGN_IN_AREAS } from './social'

/** Server functions of the sign-in flows (decision 0021); inputs checked here, before any back-end call. */

function pattern(value: unknown, re: RegExp, what: string): string {
  const s = text(value, { min: 1, max: 200 })
  if (!re.test(s)) throw new InputError(`expected ${what}`)
  return s
}
const password = (value: unknown) => text(value, { min: 1, max: 200, trim: false })
const optional = (value: unknown, max = 4096) =>
  value === undefined || value === null || value === '' ? null : text(value, { min: 1, max })

export const activateFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    // A browser other than the registering one sets the password (decision 0064).
    const given = (v: unknown) => (v === undefined || v === null ? undefined : password(v))
    const new_password = given(r.new_password)
    const re_new_password = given(r.re_new_password) ?? new_password
    return {
      lang: lang(r.lang),
      uid: pattern(r.uid, LINK_UID, 'a uid'),
      token: pattern(r.token, LINK_TOKEN, 'a token'),
      new_password,
      re_new_password,
    }
  })
  .handler(({ data }) =>
    activate(
      data.lang,
      data.uid,
      data.token,
      data.new_password === undefined
        ? undefined
        : { new_password: data.new_password, re_new_password: data.re_new_password ?? data.new_password },
    ),
  )

export const requestPasswordResetFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), email: email(r.email) }
  })
  .handler(({ data }) => requestPasswordReset(data.lang, data.email))

export const confirmPasswordResetFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      uid: pattern(r.uid, LINK_UID, 'a uid'),
      token: pattern(r.token, LINK_TOKEN, 'a token'),
      new_password: password(r.new_password),
      re_new_password: password(r.re_new_password),
    }
  })
  .handler(({ data }) =>
    confirmPasswordReset(data.lang, {
      uid: data.uid,
      token: data.token,
      new_password: data.new_password,
      re_new_password: data.re_new_password,
    }),
  )

export const changePasswordFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      current_password: password(r.current_password),
      new_password: password(r.new_password),
      re_password: password(r.re_password),
    }
  })
  .handler(({ data }) =>
    changePassword(data.lang, {
      current_password: data.current_password,
      new_password: data.new_password,
      re_password: data.re_password,
    }),
  )

function recipientInput(input: unknown) {
  const r = record(input)
  const channel = oneOf(r.channel, CODE_CHANNELS)
  const recipient = codeRecipient(channel, text(r.recipient, { min: 1, max: 254 }))
  if (!recipient) throw new InputError(channel === 'sms' ? 'expected a phone number' : 'expected an e-mail')
  return { r, lang: lang(r.lang), channel, recipient }
}

/** A code by SMS goes to a whole number of the site's mask (phoneComplete) only, else a 400: none is texted. */
const smsRecipient = (data: { lang: Locale; channel: CodeChannel; recipient: string }) =>
  data.channel === 'sms' ? sitePhone(data.lang, data.recipient) : Promise.resolve(data.recipient)

export const requestCodeFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const { lang, channel, recipient } = recipientInput(input)
    return { lang, channel, recipient }
  })
  .handler(async ({ data }) => requestCode(data.lang, data.channel, await smsRecipient(data)))

export const loginWithCodeFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const { r, lang, channel, recipient } = recipientInput(input)
    const code = codeOf(text(r.code, { min: 1, max: 20 }))
    if (!code) throw new InputError(`expected ${ACCOUNTS.codeLength} digits`)
    return { lang, channel, recipient, code, rememberMe: r.rememberMe === undefined ? false : bool(r.rememberMe) }
  })
  .handler(async ({ data }) =>
    loginWithCode(data.lang, data.channel, await smsRecipient(data), data.code, data.rememberMe),
  )

export const startSocialSignInFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      provider: oneOf(r.provider, ACCOUNTS.socialProviders),
      area: oneOf(r.area, SIGN_IN_AREAS),
    }
  })
  .handler(({ data }) => startSocialSignIn(data.lang, data.provider, data.area))

export const finishSocialSignInFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const c = record(r.callback)
    return {
      lang: lang(r.lang),
      provider: oneOf(r.provider, ACCOUNTS.socialProviders),
      callback: {
        state: optional(c.state, 200),
        access_token: optional(c.access_token),
        oauth_token: optional(c.oauth_token, 512),
        oauth_verifier: optional(c.oauth_verifier, 512),
        error: optional(c.error, 200),
      },
    }
  })
  .handler(({ data }) => finishSocialSignIn(data.lang, data.provider, data.callback))

function phoneInput(value: unknown): string {
  const phone = text(value, { min: 1, max: 40 })
  if (!registrationPhone(phone)) throw new InputError('expected a phone number')
  return phone
}

/**
 * The adverts area's registration phone, as the back end stores it (`+` and the digits): a whole number
 * of the site's mask (phoneComplete) in the international form (`069 123 456` is `+37369123456`, never
 * `+069123456`), else a 400.
 */
async function wholePhone(locale: Locale, phone: string): Promise<string> {
  const mask = await sitePhoneMask(locale)
  const international = internationalPhone(phone, mask)
  if (!international) throw new InputError(phoneRefusal(mask))
  return international
}

export const requestPhoneRegistrationFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), phone: phoneInput(r.phone), captcha_token: optional(r.captcha_token) ?? undefined }
  })
  .handler(async ({ data }) =>
    requestPhoneRegistration(data.lang, await wholePhone(data.lang, data.phone), data.captcha_token),
  )

export const confirmPhoneRegistrationFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const code = codeOf(text(r.code, { min: 1, max: 20 }))
    if (!code) throw new InputError(`expected ${ACCOUNTS.codeLength} digits`)
    // The profile's name rule, as at e-mail registration (personName).
    const last = personName(r.last_name, 'last_name', false)
    return {
      lang: lang(r.lang),
      phone: phoneInput(r.phone),
      form: {
        code,
        email: email(r.email),
        first_name: personName(r.first_name, 'first_name', true) as string,
        ...(last ? { last_name: last } : {}),
        password: password(r.password),
      },
    }
  })
  .handler(async ({ data }) => confirmPhoneRegistration(data.lang, await wholePhone(data.lang, data.phone), data.form))
