import { createServerFn } from '@tanstack/react-start'
import { bool, email, lang, record, text } from '../../api/input'
import { loginWithPassword, register } from './auth.server'

function loginInput(input: unknown) {
  const r = record(input)
  return { lang: lang(r.lang), email: email(r.email), password: text(r.password, { min: 1, max: 200, trim: false }), rememberMe: r.rememberMe === undefined ? false : bool(r.rememberMe) }
}

export const loginFn = createServerFn({ method: 'POST' })
  .validator(loginInput)
  .handler(({ data }) => loginWithPassword(data.lang, data.email, data.password, data.rememberMe))

export const registerFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ ...loginInput(input), first_name: text(record(input).first_name, { min: 1, max: 100 }) }))
  .handler(({ data }) => register(data.lang, { email: data.email, password: data.password, first_name: data.first_name }))
