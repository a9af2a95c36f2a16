import { env } from 'cloudflare:workers'
import { z } from 'zod'
import type { Locale } from '#config'
import { endpoints } from '#contract/endpoints.ts'
import { apiRequest } from '#platform/backend/client.ts'
import { registrationDeviceKey, signInHeaders } from '#platform/browser-keys.server.ts'
import { shopperIpHeaders } from '#platform/request.server.ts'
import { adminConfig } from '#platform/site.server.ts'
import { authErrorMessages, errorCodeOf, loginFailure, UNKNOWN_ERROR } from './rules'
import { startSession } from './session.server'

export interface AuthResult {
  ok: boolean
  errors: string[]
  /** A failure's HTTP status (accounts spec 8: the adverts area stores it). */
  status?: number
  /** The back end refused for too many attempts (429): the form shows its own translated message. */
  rateLimited?: boolean
  /** The back end's error `code` (ACCOUNTS.errorCodes), when it gave one. */
  code?: string | null
  /** The back end refused the token it had just issued (startSession): the form shows its own translated message. */
  sessionRefused?: boolean
}

export async function loginWithPassword(
  locale: Locale,
  email: string,
  password: string,
  rememberMe: boolean,
): Promise<AuthResult> {
  // The registry's path and answer (the one check-backend checks); the device header rides along.
  const result = await apiRequest(adminConfig(env, { locale }), endpoints.jwtCreate.path, {
    method: 'POST',
    body: { email, password, rememberMe },
    schema: endpoints.jwtCreate.response,
    headers: signInHeaders(),
  })
  if (!result.ok) return loginFailure(result.status, result.body)
  const started = await startSession(locale, result.data, rememberMe)
  if (started.refused) return { ok: false, status: 401, errors: [], sessionRefused: true }
  return { ok: true, errors: [] }
}

export interface RegisterForm {
  email: string
  password: string
  re_password: string
  first_name: string
  last_name?: string
  phone?: string
  /** The site's captcha token, when it configures one (issue 50). */
  captcha_token?: string
}

/**
 * POST /auth/users/ with this browser's device key (decision 0064: only this browser's activation
 * keeps the password typed here) and the shopper's address (the back end's per-client limit).
 * A 429 says why (`code`: the address already got its links, or too many registrations).
 */
export async function register(locale: Locale, form: RegisterForm): Promise<AuthResult> {
  const result = await apiRequest(adminConfig(env, { locale }), '/auth/users/', {
    method: 'POST',
    body: { ...form, device_key: registrationDeviceKey() },
    schema: z.unknown(),
    headers: shopperIpHeaders(),
  })
  if (!result.ok) {
    const code = errorCodeOf(result.body)
    if (result.status === 429 && !code) return { ok: false, errors: [], rateLimited: true }
    return { ok: false, errors: authErrorMessages(result.body, UNKNOWN_ERROR), code }
  }
  return { ok: true, errors: [] }
}
