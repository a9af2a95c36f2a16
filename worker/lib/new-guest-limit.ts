import { warnOnceAMinute } from '#platform/backend/failures.ts'

/**
 * How many new guests (a `cart_guest` cookie and the cart it may store) one client makes a minute
 * (decision 0124). A guest's cart may hold 256 kB for a year once its cookie comes back (decision
 * 0105), so a client that makes guests by the hundred fills the cart store: session 61's edge audit
 * kept 100 such carts in 2 s from one address. The count is the Workers rate-limit binding's
 * (`NEW_GUESTS` in wrangler.toml: 20 a minute per variant, 600 for the loopback shop), per address.
 */

/**
 * The address a client is counted by: an IPv4 address as it is, an IPv6 one by its /64 (one
 * subscriber's network: a client holds the whole prefix and could walk it address by address).
 * Empty when the request names none (a local request without CF-Connecting-IP).
 */
export function clientKey(address: string | null | undefined): string {
  const ip = (address ?? '').trim().toLowerCase()
  if (!ip.includes(':')) return ip
  const [head = '', tail] = ip.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An IPv4 tail (::ffff:192.0.2.1) counts as two groups; it never reaches the first four unless mapped.
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Whether this request may make one more guest. With no binding (a deployment whose config lacks it)
 * or a limiter that fails, it may: the limit guards storage, it never stands between a shopper and
 * their cart for a fault of ours.
 */
export async function mayMakeGuest(env: { NEW_GUESTS?: RateLimit }, request: Request): Promise<boolean> {
  const limiter = env.NEW_GUESTS
  if (!limiter) return true
  try {
    return (await limiter.limit({ key: `guest:${clientKey(request.headers.get('CF-Connecting-IP'))}` })).success
  } catch (error) {
    warnOnceAMinute(
      'new-guest-limit',
      'limiter failures',
      `[cart] the new-guest limiter failed, not counted: ${String(error)}`,
    )
    return true
  }
}
