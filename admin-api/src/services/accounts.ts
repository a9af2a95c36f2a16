import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'
import { ApiError } from '../lib/api-error'
import type { Ctx } from '../lib/http'
import { issueLink, LIVE_LINK_SQL, sha256Hex, spendLinkStatement } from './account-tokens'
import { countRecipientSend } from './login-limits'
import { accountLink, send } from './outbox'
import { siteDoc } from './settings'
import { accountForIdentity, type SocialCredentials, socialVerifier } from './social'
import { claimStatements, issuePair, NEW_TOKEN_KEY_SQL, type UserRow } from './users'

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

export const ACTIVATION_SENT =
  'We already sent an activation link to this address: check your mailbox (and the spam folder)'
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
export async function sendActivation(
  c: Ctx,
  u: UserRow,
  passwordHash: string | null,
  opts: ActivationOptions = {},
): Promise<boolean> {
  if (!opts.counted && (await countRecipientSend(c, 'activation', u.email)).retryAfter !== null) return false
  const deviceHash = opts.deviceKey ? await sha256Hex(opts.deviceKey) : null
  const { uid, token } = await issueLink(c, u.id, 'activation', passwordHash, deviceHash)
  const kind = opts.other ? 'activation_other' : 'activation'
  // No activation mail carries the typed name: whoever registered may be a stranger, and the first
  // registration of an address is as likely theirs as the second (session 61's audit: a "name" of
  // "customer. Card charged 499 EUR - cancel at https://..." went out from the shop's own sender).
  // It greets the address it goes to.
  await send(c, {
    channel: 'email',
    to: u.email,
    kind,
    name: u.email,
    uid,
    token,
    link: accountLink(c, 'activation', uid, token),
  })
  return true
}

export async function socialLogin(c: Ctx, provider: SocialProvider, credentials: SocialCredentials) {
  const verifier = socialVerifier(c.env, provider)
  if (!verifier) {
    return c.json(
      {
        error: `${provider} sign-in is not configured on this server (no verifier for its tokens)`,
        code: ACCOUNTS.errorCodes.socialNotConfigured,
      },
      503,
    )
  }
  const identity = await verifier.verify(c, provider, credentials)
  if (!identity)
    throw new ApiError(400, `Invalid or expired ${provider} token`, undefined, {
      code: ACCOUNTS.errorCodes.socialTokenInvalid,
    })
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
  const settings = await siteDoc<{ captcha?: { site_key?: string | null } }>(c, 'global').catch(
    () => ({}) as { captcha?: { site_key?: string | null } },
  )
  if (settings.captcha?.site_key) throw new ApiError(400, 'Invalid body', { captcha_token: ['required'] })
}

/**
 * An activation, in one transaction while the link is live: the address is proven; with a password
 * it is a claim (claimStatements); then the link is spent. Answers the batch's results (the last two:
 * the claim, the spent link).
 */
export function claimByActivation(c: Ctx, userId: number, passwordHash: string | null, tokenHash: string, now: number) {
  const when = {
    sql: `EXISTS (SELECT 1 FROM users WHERE id = ? AND (status = 'inactive' OR email_verified = 0)) AND ${LIVE_LINK_SQL}`,
    binds: [userId, tokenHash, 'activation', userId, now],
  }
  return c.env.DB.batch([
    ...claimStatements(c, userId, passwordHash, when),
    spendLinkStatement(c, tokenHash, 'activation', userId, now),
  ])
}

/**
 * A password reset, in one transaction: the new password (and every earlier session signed out)
 * while the link is live, then the link and the account's other reset links are spent; an e-mail no
 * one had proven is claimed (phones proven by the earlier holder lose their proof). Answers the
 * password update's result.
 */
export async function resetPassword(c: Ctx, userId: number, passwordHash: string, tokenHash: string, now: number) {
  const [, changed] = await c.env.DB.batch([
    c.env.DB.prepare(
      `UPDATE user_phones SET verified_at = NULL WHERE user_id = ? AND EXISTS (SELECT 1 FROM users WHERE id = ? AND email_verified = 0) AND ${LIVE_LINK_SQL}`,
    ).bind(userId, userId, tokenHash, 'password_reset', userId, now),
    c.env.DB.prepare(
      `UPDATE users SET password_hash = ?, tokens_valid_after = ?, email_verified = 1, token_key = ${NEW_TOKEN_KEY_SQL}, keep_session = NULL WHERE id = ? AND status = 'active' AND ${LIVE_LINK_SQL}`,
    ).bind(passwordHash, Date.now(), userId, tokenHash, 'password_reset', userId, now),
    c.env.DB.prepare(
      "UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = 'password_reset' AND used_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ? AND password_hash = ?)",
    ).bind(now, userId, userId, passwordHash),
  ])
  return changed
}
