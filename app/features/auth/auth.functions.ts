import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { localeSchema } from '../../api/contract/common'
import { loginWithPassword, register } from './auth.server'

const loginInput = z.object({ lang: localeSchema, email: z.string().trim().email().max(254), password: z.string().min(1).max(200) })
const registerInput = loginInput.extend({ first_name: z.string().trim().min(1).max(100) })

export const loginFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => loginInput.parse(input))
  .handler(({ data }) => loginWithPassword(data.lang, data.email, data.password))

export const registerFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => registerInput.parse(input))
  .handler(({ data }) => register(data.lang, { email: data.email, password: data.password, first_name: data.first_name }))
