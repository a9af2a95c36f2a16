import { env } from 'cloudflare:workers'
import { getRequestHeader, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { COOKIE_MAX_AGE, COOKIES, type Locale } from '../../../app.config'
import type { Env } from '../../../worker/env'
import { apiRequest } from '../../api/client'
import { adminConfig } from '../../api/site.server'
import { authErrorMessages, loginFailure } from './rules'

const tokensSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) })

export interface AuthResult {
  ok: boolean
  errors: string[]
  /** The back end refused for too many attempts (429): the form shows its own translated message. */
  rateLimited?: boolean
}

function secureCookies(): boolean {
  try {
    const url = getRequestUrl()
    return url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost'
  } catch {
    return true
  }
}

/** Stores the tokens in HttpOnly, Secure, SameSite cookies; scripts never see them. */
function storeTokens(tokens: z.infer<typeof tokensSchema>) {
  const base = { path: '/', httpOnly: true, secure: secureCookies(), sameSite: 'lax' as const }
  setCookie(COOKIES.token, tokens.access, { ...base, maxAge: COOKIE_MAX_AGE.access })
  setCookie(COOKIES.refreshToken, tokens.refresh, { ...base, maxAge: COOKIE_MAX_AGE.refresh })
}

/** The shopper's IP as Cloudflare saw it, for the back end's per-IP sign-in limit. */
function shopperIp(): string | undefined {
  try {
    return getRequestHeader('CF-Connecting-IP')?.trim() || undefined
  } catch {
    return undefined
  }
}

export async function loginWithPassword(locale: Locale, email: string, password: string): Promise<AuthResult> {
  const ip = shopperIp()
  const result = await apiRequest(adminConfig(env as unknown as Env, { locale }), '/auth/jwt/create/', {
    method: 'POST',
    body: { email, password },
    schema: tokensSchema,
    headers: ip ? { 'X-Forwarded-For': ip } : undefined,
  })
  if (!result.ok) return loginFailure(result.status, result.body)
  storeTokens(result.data)
  return { ok: true, errors: [] }
}

export async function register(locale: Locale, form: { email: string; password: string; first_name: string }): Promise<AuthResult> {
  const result = await apiRequest(adminConfig(env as unknown as Env, { locale }), '/auth/users/', {
    method: 'POST',
    body: { ...form, re_password: form.password },
    schema: z.unknown(),
  })
  if (!result.ok) return { ok: false, errors: authErrorMessages(result.body, 'Unknown error occurred') }
  return { ok: true, errors: [] }
}
