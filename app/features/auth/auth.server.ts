import { env } from 'cloudflare:workers'
import { getRequestHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import type { Locale } from '../../../app.config'
import { apiRequest } from '../../api/client'
import { adminConfig } from '../../api/site.server'
import { authErrorMessages, loginFailure, UNKNOWN_ERROR } from './rules'
import { startSession } from './session.server'

const tokensSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) })

export interface AuthResult {
  ok: boolean
  errors: string[]
  /** The back end refused for too many attempts (429): the form shows its own translated message. */
  rateLimited?: boolean
}

/** The shopper's IP as Cloudflare saw it, for the back end's per-IP sign-in limit. */
export function shopperIp(): string | undefined {
  try {
    return getRequestHeader('CF-Connecting-IP')?.trim() || undefined
  } catch {
    return undefined
  }
}

export async function loginWithPassword(locale: Locale, email: string, password: string, rememberMe: boolean): Promise<AuthResult> {
  const ip = shopperIp()
  const result = await apiRequest(adminConfig(env, { locale }), '/auth/jwt/create/', {
    method: 'POST',
    body: { email, password, rememberMe },
    schema: tokensSchema,
    headers: ip ? { 'X-Forwarded-For': ip } : undefined,
  })
  if (!result.ok) return loginFailure(result.status, result.body)
  await startSession(locale, result.data, rememberMe)
  return { ok: true, errors: [] }
}

export interface RegisterForm {
  email: string
  password: string
  re_password: string
  first_name: string
  last_name?: string
  phone?: string
}

export async function register(locale: Locale, form: RegisterForm): Promise<AuthResult> {
  const result = await apiRequest(adminConfig(env, { locale }), '/auth/users/', {
    method: 'POST',
    body: form,
    schema: z.unknown(),
  })
  if (!result.ok) return { ok: false, errors: authErrorMessages(result.body, UNKNOWN_ERROR) }
  return { ok: true, errors: [] }
}
