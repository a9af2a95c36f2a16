/**
 * The Worker's deploy-time configuration and its safety rules (issue 13).
 *
 * - JWT_SECRET and PAYMENT_SIGNING_SECRET are secrets (`wrangler secret put`, locally admin-api/.dev.vars
 *   written by `npm start`). Outside development a missing one, one shorter than 32 characters, or a
 *   known development value makes the Worker refuse to serve (503 on every route; /healthz answers 503 with the reason).
 * - ENVIRONMENT: "production" unless set; only "development" relaxes the rule above (a missing secret
 *   then falls back to a fixed development value) and lets the development-only switches work:
 *   FAKE_PAYMENTS="on" (the fake payment page /pay) and TEST_FAULTS="on" (the fault knob, which also
 *   needs the X-Test-Faults-Token header to equal TEST_FAULTS_TOKEN), DEV_OUTBOX="on" (GET /__dev/outbox,
 *   the e-mails and SMS the back end wrote) and FAKE_SOCIAL="on" (the fake identity provider under
 *   /__dev/social and its tokens at the social sign-in calls). Outside development they are off,
 *   whatever their values.
 * - SHOP_URL: the storefront's origin, the base of e-mailed links (empty: the links are relative).
 *   SHOP_URLS ("site-token=https://origin,..."): one origin per site, for a back end serving several
 *   storefront variants; a site not listed takes SHOP_URL. An entry that is not token=http(s) origin
 *   makes the Worker refuse to serve, in every environment (its links would silently go to SHOP_URL's shop).
 * - CLIENT_IP_SECRET (optional secret, shared with the storefront): only a call that carries it may name
 *   the shopper's address in X-Forwarded-For (services/login-limits.ts `clientAddress`, decision 0091).
 * - MAIL_PROVIDER / SMS_PROVIDER and their keys (lib/message-providers.ts, decision 0069): a provider
 *   named without its key or sender makes the Worker refuse to serve, in every environment.
 * - GOOGLE_CLIENT_ID, FACEBOOK_APP_ID + FACEBOOK_APP_SECRET: real social sign-in (lib/social-verify.ts,
 *   decision 0070); any of them turns the fake identity provider off, whatever FAKE_SOCIAL says.
 */

import { type ProviderVars, providerProblem } from './message-providers'

export interface ConfigVars extends ProviderVars {
  ENVIRONMENT?: string
  JWT_SECRET?: string
  PAYMENT_SIGNING_SECRET?: string
  FAKE_PAYMENTS?: string
  TEST_FAULTS?: string
  TEST_FAULTS_TOKEN?: string
  DEV_OUTBOX?: string
  FAKE_SOCIAL?: string
  SHOP_URL?: string
  /** "site-token=https://origin,...": each site's storefront origin for e-mailed links (services/outbox.ts shopOrigin). */
  SHOP_URLS?: string
  /**
   * The secret the storefront sends in X-Forwarded-For-Key (its own CLIENT_IP_SECRET): with it set,
   * only such a call may name the client's address in X-Forwarded-For (decision 0091). At least
   * MIN_SECRET_LENGTH characters outside development.
   */
  CLIENT_IP_SECRET?: string
  /** SMS a site may send per hour / per day (issue 50; defaults in lib/sms.ts). */
  SMS_BUDGET_PER_HOUR?: string
  SMS_BUDGET_PER_DAY?: string
  /** Google sign-in: the OAuth client id(s) an ID token's audience must be (comma-separated for several platforms). */
  GOOGLE_CLIENT_ID?: string
  /** Google's published keys (default https://www.googleapis.com/oauth2/v3/certs); tests point it at a local key server. */
  GOOGLE_JWKS_URL?: string
  /** Facebook sign-in: the app id and (secret) app secret that make the app token of debug_token. */
  FACEBOOK_APP_ID?: string
  FACEBOOK_APP_SECRET?: string
  /** The Graph API base with its version (default https://graph.facebook.com/v21.0); tests point it at a local fake. */
  FACEBOOK_GRAPH_URL?: string
}

export const MIN_SECRET_LENGTH = 32

/** Fallbacks used in development only when a secret is not set; refused everywhere else. */
export const DEV_JWT_SECRET = 'dev-only-admin-api-jwt-secret-change-me'
export const DEV_PAYMENT_SIGNING_SECRET = 'dev-only-admin-api-payment-signing-secret-change-me'

/** Values that were committed or documented somewhere, so must never sign anything in a deployment. */
const KNOWN_DEV_VALUES = new Set([
  DEV_JWT_SECRET,
  DEV_PAYMENT_SIGNING_SECRET,
  'change-me-change-me-change-me-change-me',
  'changeme-changeme-changeme-changeme',
  'secret-secret-secret-secret-secret-secret',
  '00000000000000000000000000000000',
  '0000000000000000000000000000000000000000000000000000000000000000',
])

export const isDevelopment = (env: ConfigVars) => env.ENVIRONMENT === 'development'

const SECRETS = ['JWT_SECRET', 'PAYMENT_SIGNING_SECRET'] as const

/** Why this configuration must not serve, or null when it may. */
export function configProblem(env: ConfigVars): string | null {
  const providers = providerProblem(env)
  if (providers) return providers
  const shopUrlsProblem = shopUrlsError(env.SHOP_URLS)
  if (shopUrlsProblem) return `server misconfigured: ${shopUrlsProblem}`
  if (isDevelopment(env)) return null
  for (const name of SECRETS) {
    const value = env[name]
    const fix = `set it with \`npx wrangler secret put ${name} -c admin-api/wrangler.toml\` (at least ${MIN_SECRET_LENGTH} random characters)`
    if (typeof value !== 'string' || value.length === 0) return `server misconfigured: ${name} is not set; ${fix}`
    if (value.length < MIN_SECRET_LENGTH)
      return `server misconfigured: ${name} is shorter than ${MIN_SECRET_LENGTH} characters; ${fix}`
    if (KNOWN_DEV_VALUES.has(value)) return `server misconfigured: ${name} is a known development value; ${fix}`
  }
  // Optional (decision 0091): unset is allowed, a weak one is not.
  const clientIpSecret = env.CLIENT_IP_SECRET?.trim()
  const fix = `set the same random value (at least ${MIN_SECRET_LENGTH} characters) on the storefront and here with \`npx wrangler secret put CLIENT_IP_SECRET -c admin-api/wrangler.toml\`, or leave it unset`
  if (clientIpSecret && clientIpSecret.length < MIN_SECRET_LENGTH)
    return `server misconfigured: CLIENT_IP_SECRET is shorter than ${MIN_SECRET_LENGTH} characters; ${fix}`
  if (clientIpSecret && KNOWN_DEV_VALUES.has(clientIpSecret))
    return `server misconfigured: CLIENT_IP_SECRET is a known development value; ${fix}`
  return null
}

/** SHOP_URLS parsed: site token -> origin (no trailing slash); malformed entries are left out (shopUrlsError names them). */
export function shopUrls(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const entry of (value ?? '').split(',')) {
    const at = entry.indexOf('=')
    const token = entry.slice(0, at).trim()
    const origin = entry.slice(at + 1).trim()
    if (at > 0 && token && /^https?:\/\/[^/?#\s]+\/*$/i.test(origin)) out.set(token, origin.replace(/\/+$/, ''))
  }
  return out
}

/** What is wrong with SHOP_URLS (an entry that is not `token=http(s)://origin`), or null. The tokens are not echoed. */
function shopUrlsError(value: string | undefined): string | null {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const bad = entries.filter((e) => shopUrls(e).size === 0).length
  if (!bad) return null
  return `SHOP_URLS has ${bad} entr${bad === 1 ? 'y' : 'ies'} that ${bad === 1 ? 'is' : 'are'} not site-token=https://origin (comma-separated, the origin without a path)`
}

export function jwtSecret(env: ConfigVars): string {
  return env.JWT_SECRET || (isDevelopment(env) ? DEV_JWT_SECRET : '')
}

export function paymentSigningSecret(env: ConfigVars): string {
  return env.PAYMENT_SIGNING_SECRET || (isDevelopment(env) ? DEV_PAYMENT_SIGNING_SECRET : '')
}

/** The fake payment page (/pay) exists only in development with FAKE_PAYMENTS="on". */
export const fakePaymentsOn = (env: ConfigVars) => isDevelopment(env) && env.FAKE_PAYMENTS === 'on'

/** The fault knob exists only in development with TEST_FAULTS="on" and a TEST_FAULTS_TOKEN of 16+ characters. */
export const testFaultsOn = (env: ConfigVars) =>
  isDevelopment(env) &&
  env.TEST_FAULTS === 'on' &&
  typeof env.TEST_FAULTS_TOKEN === 'string' &&
  env.TEST_FAULTS_TOKEN.length >= 16

/** GET /__dev/outbox exists only in development with DEV_OUTBOX="on". */
export const devOutboxOn = (env: ConfigVars) => isDevelopment(env) && env.DEV_OUTBOX === 'on'

/** Google sign-in is configured: its ID tokens are verified (lib/social-verify.ts). */
export const googleConfigured = (env: ConfigVars) => !!env.GOOGLE_CLIENT_ID?.trim()
/** Facebook sign-in is configured: its tokens are inspected with the app token. */
export const facebookConfigured = (env: ConfigVars) =>
  !!env.FACEBOOK_APP_ID?.trim() && !!env.FACEBOOK_APP_SECRET?.trim()

/**
 * The fake identity provider (POST /__dev/social/<provider>/token and its tokens at the social
 * sign-in calls; decision 0016) is for development only: ENVIRONMENT="development", FAKE_SOCIAL="on"
 * AND no real provider configured, so a Worker with a Google client id or a Facebook app never takes
 * a fake token, whatever else its vars say (decision 0070).
 */
export const fakeSocialOn = (env: ConfigVars) =>
  isDevelopment(env) && env.FAKE_SOCIAL === 'on' && !googleConfigured(env) && !facebookConfigured(env)
