import { isRecord } from '#contract/common.ts'
import { hmacSha256Hex } from './secrets'

/**
 * Real social sign-in (issue 51 point 9, decision 0070): what a provider's token says, checked with
 * the provider itself. Pure of the app: each function takes its settings and `now` (seconds).
 *
 * - Google: the browser's ID token (the `credential` of Sign in with Google, or `id_token` of the
 *   OAuth implicit flow) is a JWT signed RS256 with one of the keys Google publishes (JWKS). Checked
 *   here: the signature (WebCrypto), `iss` (accounts.google.com), `aud` (our client id), `exp`, `iat`;
 *   the e-mail counts only when `email_verified`.
 * - Facebook: the browser's user access token goes to Graph's `debug_token` with the app token
 *   (`app_id|app_secret`): it must be valid, a user token, for our app, not expired; then `/me` (with
 *   `appsecret_proof`) gives id, name and e-mail, and the id must be the one debug_token named.
 *
 * Keys are cached per isolate for the Cache-Control max-age Google sends with them; a token naming a
 * key not in the cache fetches the set again (keys rotate), at most once per `refetchAfterSeconds`.
 */

export interface VerifiedIdentity {
  id: string
  email: string | null
  name: string
}

/** The provider did not answer (network, 5xx): the sign-in may work later; not the token's fault. */
export class ProviderUnavailable extends Error {}

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'] as const
export const GOOGLE_JWKS_DEFAULT = 'https://www.googleapis.com/oauth2/v3/certs'
export const FACEBOOK_GRAPH_DEFAULT = 'https://graph.facebook.com/v21.0'
export const SOCIAL_VERIFY = {
  /** Clock difference tolerated on `iat` (a token issued "in the future"). */
  clockSkewSeconds: 300,
  /** A key id not in a fresh cache fetches the key set again at most this often. */
  refetchAfterSeconds: 30,
  timeoutMs: 10_000,
} as const

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const

/** The seconds a Cache-Control header lets a response be kept: its max-age, 0 for no-store / no-cache / none. */
export function cacheSeconds(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|no-cache)\b/i.test(cacheControl)) return 0
  const m = /(?:^|[,\s])max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl)
  return m ? Number(m[1]) : 0
}

function base64urlBytes(part: string): Uint8Array<ArrayBuffer> {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0))
}

function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64urlBytes(part)))
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}

async function getJson(url: string): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  let res: Response
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SOCIAL_VERIFY.timeoutMs),
    })
  } catch (error) {
    throw new ProviderUnavailable(`${new URL(url).host}: ${String(error)}`)
  }
  if (res.status >= 500) throw new ProviderUnavailable(`${new URL(url).host}: HTTP ${res.status}`)
  const body = await res.json().catch(() => null)
  return { status: res.status, body, cacheControl: res.headers.get('Cache-Control') }
}

// ---- Google ------------------------------------------------------------------------------------

interface KeySet {
  keys: Map<string, CryptoKey>
  expiresAt: number
  /** When a key id missing from the set last made it fetch again (null: not yet). */
  missFetchedAt: number | null
}
const keySets = new Map<string, KeySet>()

async function fetchKeySet(url: string, now: number): Promise<KeySet> {
  const { status, body, cacheControl } = await getJson(url)
  const list = (body as { keys?: unknown } | null)?.keys
  if (status !== 200 || !Array.isArray(list)) throw new ProviderUnavailable(`${url}: no key set (HTTP ${status})`)
  const keys = new Map<string, CryptoKey>()
  for (const jwk of list as (JsonWebKey & { kid?: unknown; use?: unknown })[]) {
    if (
      jwk.kty !== 'RSA' ||
      typeof jwk.kid !== 'string' ||
      (jwk.use !== undefined && jwk.use !== 'sig') ||
      (jwk.alg !== undefined && jwk.alg !== 'RS256')
    )
      continue
    try {
      keys.set(
        jwk.kid,
        await crypto.subtle.importKey(
          'jwk',
          { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', ext: true },
          ALGORITHM,
          false,
          ['verify'],
        ),
      )
    } catch {
      // a key WebCrypto cannot read is skipped: tokens naming it fail
    }
  }
  const set: KeySet = { keys, missFetchedAt: null, expiresAt: now + cacheSeconds(cacheControl) }
  keySets.set(url, set)
  return set
}

/**
 * The key `kid` of the set at `url`: from the cache while it is fresh, else fetched again; a key id
 * the fresh set lacks fetches it again too (Google rotated its keys), but at most once per
 * `refetchAfterSeconds`, so tokens with made-up key ids cannot make a fetch each.
 */
async function googleKey(url: string, kid: string, now: number): Promise<CryptoKey | null> {
  let set = keySets.get(url)
  if (!set || set.expiresAt <= now) set = await fetchKeySet(url, now)
  else if (
    !set.keys.has(kid) &&
    (set.missFetchedAt === null || set.missFetchedAt + SOCIAL_VERIFY.refetchAfterSeconds <= now)
  ) {
    set = await fetchKeySet(url, now)
    set.missFetchedAt = now
  }
  return set.keys.get(kid) ?? null
}

export interface GoogleSettings {
  /** The client ids an ID token may be issued to. */
  clientIds: readonly string[]
  jwksUrl: string
}

/** The identity an ID token vouches for, or null when it is not a valid Google ID token for us. */
export async function verifyGoogleIdToken(
  token: string,
  settings: GoogleSettings,
  now: number,
): Promise<VerifiedIdentity | null> {
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null
  const [h, p, s] = parts as [string, string, string]
  const header = jsonPart(h)
  const claims = jsonPart(p)
  if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') return null
  const key = await googleKey(settings.jwksUrl, header.kid, now)
  if (!key) return null
  const signed = await crypto.subtle.verify(ALGORITHM, key, base64urlBytes(s), new TextEncoder().encode(`${h}.${p}`))
  if (!signed) return null
  const { iss, aud, exp, iat, sub } = claims
  if (typeof iss !== 'string' || !(GOOGLE_ISSUERS as readonly string[]).includes(iss)) return null
  if (typeof aud !== 'string' || !settings.clientIds.includes(aud)) return null
  if (typeof exp !== 'number' || exp <= now) return null
  if (typeof iat !== 'number' || iat > now + SOCIAL_VERIFY.clockSkewSeconds) return null
  if (typeof sub !== 'string' || !sub) return null
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  const email = verified && typeof claims.email === 'string' ? claims.email : null
  const name =
    typeof claims.name === 'string'
      ? claims.name
      : [claims.given_name, claims.family_name].filter((x) => typeof x === 'string').join(' ')
  return { id: sub, email, name }
}

// ---- Facebook ----------------------------------------------------------------------------------

export interface FacebookSettings {
  appId: string
  appSecret: string
  graphUrl: string
}

/** The identity behind a Facebook user access token, or null when it is not a live user token of our app. */
export async function verifyFacebookToken(
  token: string,
  settings: FacebookSettings,
  now: number,
): Promise<VerifiedIdentity | null> {
  const graph = settings.graphUrl.replace(/\/+$/, '')
  const debug = new URL(`${graph}/debug_token`)
  debug.searchParams.set('input_token', token)
  debug.searchParams.set('access_token', `${settings.appId}|${settings.appSecret}`)
  const inspected = await getJson(debug.href)
  const data = (inspected.body as { data?: Record<string, unknown> } | null)?.data
  if (inspected.status !== 200 || !data) return null
  if (data.is_valid !== true || String(data.app_id) !== settings.appId) return null
  if (data.type !== undefined && data.type !== 'USER') return null
  // expires_at 0: a token that does not expire (long-lived); else it must be in the future.
  if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at <= now) return null
  const userId = data.user_id === undefined ? '' : String(data.user_id)
  if (!userId) return null
  const me = new URL(`${graph}/me`)
  me.searchParams.set('fields', 'id,name,email')
  me.searchParams.set('access_token', token)
  me.searchParams.set('appsecret_proof', await hmacSha256Hex(settings.appSecret, token))
  const profile = await getJson(me.href)
  const user = profile.body as { id?: unknown; name?: unknown; email?: unknown } | null
  if (profile.status !== 200 || !user || String(user.id) !== userId) return null
  return {
    id: userId,
    email: typeof user.email === 'string' && user.email ? user.email : null,
    name: typeof user.name === 'string' ? user.name : '',
  }
}
