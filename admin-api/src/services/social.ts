import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'
import { ApiError } from '../lib/api-error'
import { type ConfigVars, facebookConfigured, fakeSocialOn, googleConfigured } from '../lib/config'
import { type Ctx, nowIso } from '../lib/http'
import {
  FACEBOOK_GRAPH_DEFAULT,
  GOOGLE_JWKS_DEFAULT,
  ProviderUnavailable,
  type VerifiedIdentity,
  verifyFacebookToken,
  verifyGoogleIdToken,
} from '../lib/social-verify'
import { nowSeconds, randomToken, sha256Hex } from './account-tokens'
import { claimStatements, insertUser, UNUSABLE_PASSWORD, type UserRow, userByEmail, userRow } from './users'

/**
 * Social sign-in (accounts spec 4, 7; decisions 0016, 0070). The browser gets a token from the provider
 * (Google: an ID token; Facebook: a user access token; Twitter: the OAuth 1.0a callback's oauth_token
 * and oauth_verifier) and the storefront passes it on in the spec's `access_token` field; a verifier
 * turns it into the provider's identity.
 *
 * Verifiers, per provider (`socialVerifier`):
 *   - google, with GOOGLE_CLIENT_ID: the ID token's RS256 signature against Google's published keys,
 *     its issuer, audience and expiry (lib/social-verify.ts);
 *   - facebook, with FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: Graph's debug_token with the app token,
 *     then /me;
 *   - twitter: none in the reference back end (its sign-in needs the OAuth 1.0a request-token step
 *     the spec does not show); the storefront hides its button unless SOCIAL_AUTH_URL_TWITTER is set;
 *   - the fake identity provider of development (tokens from POST /__dev/social/<provider>/token), for
 *     every provider, only with ENVIRONMENT=development, FAKE_SOCIAL=on and no real provider
 *     configured (config.ts `fakeSocialOn`).
 * A provider without a verifier answers 503 `social_not_configured`. Only e-mails the provider has
 * verified are passed on: an identity's e-mail signs in to the account with that e-mail.
 */

export interface SocialIdentity {
  provider: SocialProvider
  /** The provider's user id. */
  id: string
  /** A verified e-mail, or null when the provider gave none. */
  email: string | null
  name: string
}

export type SocialCredentials = { access_token: string } | { oauth_token: string; oauth_verifier: string }

export interface SocialVerifier {
  /** The identity behind the credentials, or null when they are not valid for this provider. */
  verify(c: Ctx, provider: SocialProvider, credentials: SocialCredentials): Promise<SocialIdentity | null>
}

// ---- the fake provider (development) ------------------------------------------------------------

/** Issues a token of the fake provider for an identity (valid ACCOUNTS.codeTtlSeconds, reusable until then like an access token). */
export async function issueFakeSocialToken(
  c: Ctx,
  provider: SocialProvider,
  identity: Omit<SocialIdentity, 'provider'>,
) {
  const token = randomToken()
  const verifier = provider === 'twitter' ? randomToken() : null
  await c.env.DB.prepare(
    'INSERT INTO dev_social_tokens (token_hash, provider, verifier_hash, identity, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(
      await sha256Hex(token),
      provider,
      verifier ? await sha256Hex(verifier) : null,
      JSON.stringify(identity),
      nowSeconds() + ACCOUNTS.codeTtlSeconds,
    )
    .run()
  return verifier
    ? { oauth_token: token, oauth_verifier: verifier, expires_in: ACCOUNTS.codeTtlSeconds }
    : { access_token: token, expires_in: ACCOUNTS.codeTtlSeconds }
}

const fakeVerifier: SocialVerifier = {
  async verify(c, provider, credentials) {
    const token = 'access_token' in credentials ? credentials.access_token : credentials.oauth_token
    const row = await c.env.DB.prepare(
      'SELECT provider, verifier_hash, identity FROM dev_social_tokens WHERE token_hash = ? AND expires_at > ?',
    )
      .bind(await sha256Hex(token), nowSeconds())
      .first<{ provider: string; verifier_hash: string | null; identity: string }>()
    if (!row || row.provider !== provider) return null
    if (row.verifier_hash !== null) {
      if (!('oauth_verifier' in credentials) || (await sha256Hex(credentials.oauth_verifier)) !== row.verifier_hash)
        return null
    }
    const identity = JSON.parse(row.identity) as Omit<SocialIdentity, 'provider'>
    return { provider, id: identity.id, email: identity.email ?? null, name: identity.name }
  },
}

// ---- the real providers ---------------------------------------------------------------------------

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

/** A verifier of one real provider: a provider that does not answer is a 503 to try again, not a bad token. */
function realVerifier(
  check: (env: ConfigVars, token: string, now: number) => Promise<VerifiedIdentity | null>,
): SocialVerifier {
  return {
    async verify(c, provider, credentials) {
      if (!('access_token' in credentials)) return null
      try {
        const identity = await check(c.env, credentials.access_token, nowSeconds())
        return identity && { provider, ...identity }
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error
        console.error(`admin-api: ${provider} sign-in: ${error.message}`)
        throw new ApiError(503, `${provider} did not answer, try again later`)
      }
    },
  }
}

const googleVerifier = realVerifier((env, token, now) =>
  verifyGoogleIdToken(
    token,
    { clientIds: list(env.GOOGLE_CLIENT_ID), jwksUrl: env.GOOGLE_JWKS_URL?.trim() || GOOGLE_JWKS_DEFAULT },
    now,
  ),
)

const facebookVerifier = realVerifier((env, token, now) =>
  verifyFacebookToken(
    token,
    {
      appId: env.FACEBOOK_APP_ID!.trim(),
      appSecret: env.FACEBOOK_APP_SECRET!.trim(),
      graphUrl: env.FACEBOOK_GRAPH_URL?.trim() || FACEBOOK_GRAPH_DEFAULT,
    },
    now,
  ),
)

/** The verifier of a provider in this configuration, or null when there is none (then its call answers 503). */
export function socialVerifier(env: ConfigVars, provider: SocialProvider): SocialVerifier | null {
  if (provider === 'google' && googleConfigured(env)) return googleVerifier
  if (provider === 'facebook' && facebookConfigured(env)) return facebookVerifier
  if (fakeSocialOn(env)) return fakeVerifier
  return null
}

// ---- identity -> account -------------------------------------------------------------------------

function splitName(name: string, email: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return { first: (parts[0] ?? email.split('@')[0] ?? '').slice(0, 100), last: parts.slice(1).join(' ').slice(0, 100) }
}

const link = (c: Ctx, identity: SocialIdentity, userId: number) =>
  c.env.DB.prepare(
    'INSERT OR REPLACE INTO social_accounts (provider, provider_user_id, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(identity.provider, identity.id, userId, identity.email, nowIso())
    .run()

/**
 * The provider vouches for the e-mail, so an account no one had proven it for is claimed: an inactive
 * account (someone registered the address) or one made by phone registration with this e-mail. Its
 * password becomes unusable (the registrant's password must not open the owner's account; a reset
 * gives the owner one), every earlier session ends and phones proven by the earlier holder lose their
 * proof (users.claimStatements).
 */
async function activated(c: Ctx, u: UserRow): Promise<SocialAccount> {
  if (u.status === 'active' && u.email_verified === 1) return u
  if (u.status !== 'inactive' && u.status !== 'active') throw new ApiError(400, 'This account is disabled')
  const when = {
    sql: "EXISTS (SELECT 1 FROM users WHERE id = ? AND (status = 'inactive' OR email_verified = 0))",
    binds: [u.id],
  }
  const results = await c.env.DB.batch(claimStatements(c, u.id, UNUSABLE_PASSWORD, when))
  // A claim (issue 50): the storefront then closes the account's cart sockets too.
  return { ...(await userRow(c, u.id)), claimed: !!results.at(-1)?.meta.changes }
}

/** The account of a social sign-in; `claimed`: it was an unproven account this sign-in claimed (every earlier session ended). */
export type SocialAccount = UserRow & { claimed?: boolean }

/**
 * The account an identity signs in to: the one linked to it, else the one with its e-mail (linked
 * now), else a new active account (no password: a password reset gives it one). Every identity needs
 * an e-mail (spec 4, 5: "Facebook login requires an e-mail"): without one the answer is 400
 * `social_email_required`, which opens the storefront's social-login error modal.
 */
export async function accountForIdentity(c: Ctx, identity: SocialIdentity): Promise<SocialAccount> {
  const email = identity.email?.trim().toLowerCase() || null
  if (!email) {
    throw new ApiError(
      400,
      `Your ${identity.provider} account did not share an e-mail address. Allow access to your e-mail or sign in another way.`,
      { email: ['required'] },
      { code: ACCOUNTS.errorCodes.socialEmailRequired, provider: identity.provider },
    )
  }
  const linked = await c.env.DB.prepare(
    'SELECT user_id FROM social_accounts WHERE provider = ? AND provider_user_id = ?',
  )
    .bind(identity.provider, identity.id)
    .first<{ user_id: number }>()
  if (linked) {
    const u = await userRow(c, linked.user_id).catch(() => null)
    if (u) return activated(c, u)
  }
  let u = await userByEmail(c, email)
  if (!u) {
    const { first, last } = splitName(identity.name, email)
    try {
      u = await insertUser(c, {
        email,
        password_hash: UNUSABLE_PASSWORD,
        first_name: first || 'User',
        last_name: last,
        status: 'active',
      })
    } catch (error) {
      // A parallel first sign-in with the same e-mail made the account.
      if (!/UNIQUE/i.test(String(error))) throw error
      u = await userByEmail(c, email)
      if (!u) throw error
    }
  }
  const account = await activated(c, u)
  await link(c, identity, account.id)
  return account
}
