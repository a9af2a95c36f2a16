import { createServerFn } from '@tanstack/react-start'
import { bool, email, lang, optionalText, record, text } from '#app/api/input.ts'
import { sitePhone } from '#app/ui/site-phone.server.ts'
import { loginWithPassword, register } from './auth.server'
import { personName } from './rules'

function loginInput(input: unknown) {
  const r = record(input)
  return {
    lang: lang(r.lang),
    email: email(r.email),
    password: text(r.password, { min: 1, max: 200, trim: false }),
    rememberMe: r.rememberMe === undefined ? false : bool(r.rememberMe),
  }
}

export const loginFn = createServerFn({ method: 'POST' })
  .validator(loginInput)
  .handler(({ data }) => loginWithPassword(data.lang, data.email, data.password, data.rememberMe))

/**
 * Registration: the spec's register form (first and last name, e-mail, phone, password twice); the
 * back end checks the fields. The form checks these same rules first (registerFieldProblems).
 */
export const registerFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      ...loginInput(input),
      first_name: personName(r.first_name, 'first_name', true) as string,
      last_name: personName(r.last_name, 'last_name', false),
      phone: optionalText(r.phone, { max: 40 }),
      re_password: r.re_password === undefined ? undefined : text(r.re_password, { min: 1, max: 200, trim: false }),
      captcha_token: optionalText(r.captcha_token, { max: 4096 }),
    }
  })
  // A phone given is a whole number of the site's mask (phoneComplete), else a 400 and no account.
  .handler(async ({ data }) =>
    register(data.lang, {
      email: data.email,
      password: data.password,
      re_password: data.re_password ?? data.password,
      first_name: data.first_name,
      last_name: data.last_name,
      phone: await sitePhone(data.lang, data.phone),
      ...(data.captcha_token ? { captcha_token: data.captcha_token } : {}),
    }),
  )
