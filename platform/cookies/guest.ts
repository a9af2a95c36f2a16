import { base64url } from '#contract/base64url.ts'
import { configuredOrigin, type OriginEnv } from '../origin'
import { MAX_COOKIE_COPIES } from '../shared/session-cookies'

/**
 * The guest cart cookie (`cart_guest`) is `<id>.<mac>`: a random 43-character id and the
 * HMAC-SHA256 of the site token and that id under CART_COOKIE_SECRET (issue 13). A value the
 * Worker did not issue - planted, guessed or from another site - is refused and the guest gets a
 * new id (the browser's own copy of the cart is then saved there: nothing is lost). While the secret
 * is rotated, a value signed with CART_COOKIE_SECRET_PREVIOUS still counts and the cart API signs it
 * again with the current secret (decision 0015): the guest keeps its cart id.
 */

const ID = /^[A-Za-z0-9_-]{43}$/
const SIGNED = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/
/** Only for local development (no PUBLIC_ORIGIN): a deployment must set its own secret. */
const LOCAL_DEV_SECRET = 'local-development-only-cart-cookie-secret-0000'

export interface GuestCookieEnv extends OriginEnv {
  CART_COOKIE_SECRET?: string
  /** The secret CART_COOKIE_SECRET replaced, during a rotation (previousCookieSecret). */
  CART_COOKIE_SECRET_PREVIOUS?: string
  SITE_TOKEN: string
}

export class GuestCookieConfigError extends Error {}

/** The signing secret; outside local development a missing or short one is a configuration error. */
export function guestCookieSecret(env: GuestCookieEnv): string {
  const secret = env.CART_COOKIE_SECRET?.trim() ?? ''
  if (secret.length >= 32) return secret
  let local = false
  try {
    local = configuredOrigin(env) === null
  } catch {}
  if (local) return LOCAL_DEV_SECRET
  throw new GuestCookieConfigError(
    'CART_COOKIE_SECRET is missing or shorter than 32 characters (wrangler secret put CART_COOKIE_SECRET)',
  )
}

/**
 * The secret CART_COOKIE_SECRET replaced, while a rotation lasts (decision 0015), or null: unset,
 * shorter than 32 characters, or the current one. Cookies it signed are still taken (and signed again
 * with the current secret where the Worker can write them); nothing is signed with it.
 */
export function previousCookieSecret(env: GuestCookieEnv): string | null {
  const previous = env.CART_COOKIE_SECRET_PREVIOUS?.trim() ?? ''
  return previous.length >= 32 && previous !== env.CART_COOKIE_SECRET?.trim() ? previous : null
}

const keys = new Map<string, Promise<CryptoKey>>()
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    keys.set(secret, key)
  }
  return key
}

async function mac(env: GuestCookieEnv, id: string): Promise<string> {
  const key = await hmacKey(guestCookieSecret(env))
  return base64url(
    new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${env.SITE_TOKEN}:${id}`))),
  )
}

export function newGuestId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** The cookie value for a guest id. */
export async function signGuestId(env: GuestCookieEnv, id: string): Promise<string> {
  if (!ID.test(id)) throw new Error('not a guest id')
  return `${id}.${await mac(env, id)}`
}

/**
 * The guest id of a cookie value the Worker issued, and whether only the previous secret signed it
 * (`previous`: the value is signed again with the current one), else null (unsigned, malformed or
 * forged). The previous secret is tried only when the current one fails.
 */
export async function checkGuestCookie(
  env: GuestCookieEnv,
  value: string | undefined,
): Promise<{ id: string; previous: boolean } | null> {
  const m = value ? SIGNED.exec(value) : null
  if (!m) return null
  const [, id, given] = m as unknown as [string, string, string]
  const signature = Uint8Array.from(atob(`${given.replace(/-/g, '+').replace(/_/g, '/')}=`), (ch) => ch.charCodeAt(0))
  const signed = new TextEncoder().encode(`${env.SITE_TOKEN}:${id}`)
  // crypto.subtle.verify compares in constant time.
  if (await crypto.subtle.verify('HMAC', await hmacKey(guestCookieSecret(env)), signature, signed))
    return { id, previous: false }
  const previous = previousCookieSecret(env)
  if (previous && (await crypto.subtle.verify('HMAC', await hmacKey(previous), signature, signed)))
    return { id, previous: true }
  return null
}

/** The guest id of a cookie value the Worker issued, else null (unsigned, malformed or forged). */
export async function verifyGuestCookie(env: GuestCookieEnv, value: string | undefined): Promise<string | null> {
  return (await checkGuestCookie(env, value))?.id ?? null
}

/** What a request's `cart_guest` copies say: no guest, one, or copies of two guests (`ambiguous`). */
export type GuestCopies =
  | { kind: 'none' }
  /** `previous`: no copy of the guest is signed with the current secret (the cart API signs it again). */
  | { kind: 'one'; guest: string; previous: boolean }
  | { kind: 'ambiguous' }

/**
 * The guest of a request's `cart_guest` copies (cookieValues: a copy on another path or the parent
 * domain, a planted one), as the `token` copies are read (platform/cart-session.ts sessionToken):
 * - the copies whose signature verifies all name one guest: that guest (a garbage copy first no
 *   longer gives the guest a new, empty cart);
 * - they name two guests, or there are more copies than are checked: `ambiguous`. A sibling host can
 *   plant its own signed cookie (one our shop gave it) on the parent domain with a longer path, so it
 *   comes first: taken, the planter read and wrote what the shopper added, and at sign-in that cart
 *   was merged into the shopper's account (a review of sessions 59-62);
 * - none verifies: none.
 */
export async function guestCopies(env: GuestCookieEnv, values: readonly string[]): Promise<GuestCopies> {
  // Only copies of a signed value's shape are counted, and counted once: four junk copies planted
  // beside the shopper's refused the cart (a 400) for as long as they lived (stranger audit a3, session 67).
  const signedShape = [...new Set(values)].filter((value) => SIGNED.test(value))
  if (signedShape.length > MAX_COOKIE_COPIES) return { kind: 'ambiguous' }
  let found: string | null = null
  let previous = true
  for (const value of signedShape) {
    const checked = await checkGuestCookie(env, value)
    if (!checked) continue
    if (found !== null && found !== checked.id) return { kind: 'ambiguous' }
    found = checked.id
    previous &&= checked.previous
  }
  return found === null ? { kind: 'none' } : { kind: 'one', guest: found, previous }
}

/** The one guest of a request's `cart_guest` copies (guestCopies), or null: none, or two guests'. */
export async function verifiedGuest(env: GuestCookieEnv, values: readonly string[]): Promise<string | null> {
  const copies = await guestCopies(env, values)
  return copies.kind === 'one' ? copies.guest : null
}
