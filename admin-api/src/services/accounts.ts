import { ACCOUNTS, type SocialProvider } from '../../../app/api/contract/accounts'
import { issueLink } from '../lib/account-tokens'
import { ApiError, type Ctx } from '../lib/http'
import { countSend } from '../lib/login-limits'
import { accountLink, send } from '../lib/outbox'
import { accountForIdentity, type SocialCredentials, socialVerifier } from '../lib/social'
import { issuePair, type UserRow } from '../lib/users'

/** Account flows shared by the sign-in routes (routes/auth.ts) and the phone registration (routes/advert-register.ts). */

export const TOO_MANY_SENDS = 'Too many requests, try again later'

export function tooMany(c: Ctx, retryAfter: number, error: string) {
  c.header('Retry-After', String(retryAfter))
  return c.json({ error }, 429)
}

/**
 * E-mails a fresh activation link (outbox kind `activation`), unless the e-mail had its share of
 * messages. The link ends the earlier ones and carries the password it sets (`passwordHash`, the
 * newest registration's; null: the account's own, as for a phone registration proving its e-mail).
 */
export async function sendActivation(c: Ctx, u: UserRow, passwordHash: string | null): Promise<void> {
  if ((await countSend(c, 'activation', u.email)).retryAfter !== null) return
  const { uid, token } = await issueLink(c, u.id, 'activation', passwordHash)
  await send(c, { channel: 'email', to: u.email, kind: 'activation', name: u.first_name, uid, token, link: accountLink(c, 'activation', uid, token) })
}

export async function socialLogin(c: Ctx, provider: SocialProvider, credentials: SocialCredentials) {
  const verifier = socialVerifier(c.env)
  if (!verifier) {
    return c.json({ error: `${provider} sign-in is not configured on this server (no verifier for its tokens)`, code: ACCOUNTS.errorCodes.socialNotConfigured }, 503)
  }
  const identity = await verifier.verify(c, provider, credentials)
  if (!identity) throw new ApiError(400, `Invalid or expired ${provider} token`, undefined, { code: ACCOUNTS.errorCodes.socialTokenInvalid })
  const u = await accountForIdentity(c, identity)
  const { access, refresh } = await issuePair(c, u.id)
  return { access_token: access, refresh_token: refresh }
}
