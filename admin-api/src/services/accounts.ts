import { ACCOUNTS, type SocialProvider } from '../../../app/api/contract/accounts'
import { ApiError } from '../lib/api-error'
import type { Ctx } from '../lib/http'
import { issueLink, sha256Hex } from './account-tokens'
import { countSend } from './login-limits'
import { accountLink, send } from './outbox'
import { siteDoc } from './settings'
import { accountForIdentity, type SocialCredentials, socialVerifier } from './social'
import { issuePair, type UserRow } from './users'

/** Account flows shared by the sign-in routes (routes/auth.ts) and the phone registration (routes/advert-register.ts). */

export const TOO_MANY_SENDS = 'Too many requests, try again later'

export function tooMany(c: Ctx, retryAfter: number, error: string) {
  c.header('Retry-After', String(retryAfter))
  return c.json({ error }, 429)
}

/** A 429 with Retry-After and the `code` the storefront acts on. */
export function tooManyWithCode(c: Ctx, retryAfter: number, error: string, code: string) {
  c.header('Retry-After', String(retryAfter))
  return c.json({ error, code }, 429)
}

export const ACTIVATION_SENT = 'We already sent an activation link to this address: check your mailbox (and the spam folder)'
export const TOO_MANY_REGISTRATIONS = 'Too many registrations from your network, try again later'

export interface ActivationOptions {
  /** The registering browser's device key: only an activation presenting it keeps `passwordHash` (decision 0064). */
  deviceKey?: string | undefined
  /** A registration the owner may not have made (the address was registered already, or a phone registration named it): kind `activation_other`. */
  other?: boolean
  /** The caller counted this message against the address already (registration counts before anything). */
  counted?: boolean
}

/**
 * E-mails a fresh activation link (outbox kind `activation`, or `activation_other`), unless the
 * e-mail had its share of messages (answers false then). The link ends the earlier ones and carries
 * the password it sets (`passwordHash`, the newest registration's; null: the account's own, as for a
 * phone registration proving its e-mail) and the registering browser's device: the link proves the
 * mailbox, and keeps that password only when that browser opens it (decision 0064).
 */
export async function sendActivation(c: Ctx, u: UserRow, passwordHash: string | null, opts: ActivationOptions = {}): Promise<boolean> {
  if (!opts.counted && (await countSend(c, 'activation', u.email)).retryAfter !== null) return false
  const deviceHash = opts.deviceKey ? await sha256Hex(opts.deviceKey) : null
  const { uid, token } = await issueLink(c, u.id, 'activation', passwordHash, deviceHash)
  const kind = opts.other ? 'activation_other' : 'activation'
  // The "other" mail names no one: the name was typed by whoever registered, maybe a stranger.
  await send(c, { channel: 'email', to: u.email, kind, name: opts.other ? u.email : u.first_name, uid, token, link: accountLink(c, 'activation', uid, token) })
  return true
}

export async function socialLogin(c: Ctx, provider: SocialProvider, credentials: SocialCredentials) {
  const verifier = socialVerifier(c.env, provider)
  if (!verifier) {
    return c.json({ error: `${provider} sign-in is not configured on this server (no verifier for its tokens)`, code: ACCOUNTS.errorCodes.socialNotConfigured }, 503)
  }
  const identity = await verifier.verify(c, provider, credentials)
  if (!identity) throw new ApiError(400, `Invalid or expired ${provider} token`, undefined, { code: ACCOUNTS.errorCodes.socialTokenInvalid })
  const u = await accountForIdentity(c, identity)
  const { access, refresh } = await issuePair(c, u.id)
  // `claimed`: the sign-in claimed an account no one had proven; the storefront closes its cart sockets (issue 50).
  return { access_token: access, refresh_token: refresh, ...(u.claimed ? { claimed: true } : {}) }
}

/**
 * The site's captcha (settings `captcha.site_key`, the one the checkout shows) is required on
 * registration and phone registration too (issue 50). A real back end verifies the token with the
 * captcha provider; the reference one only requires it, as for orders.
 */
export async function requireCaptcha(c: Ctx, token: string | undefined): Promise<void> {
  if (token) return
  const settings = await siteDoc<{ captcha?: { site_key?: string | null } }>(c, 'global').catch(() => ({}) as { captcha?: { site_key?: string | null } })
  if (settings.captcha?.site_key) throw new ApiError(400, 'Invalid body', { captcha_token: ['required'] })
}
