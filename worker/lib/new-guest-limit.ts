import { addressBucket, addressNetwork } from '#contract/client-address.ts'
import { warnOnceAMinute } from '#platform/backend/failures.ts'

/**
 * How many new guests (a `cart_guest` cookie and the cart it may store) one client makes a minute
 * (decision 0124). A guest's cart may hold 256 kB for a year once its cookie comes back (decision
 * 0105), so a client that makes guests by the hundred fills the cart store: session 61's edge audit
 * kept 100 such carts in 2 s from one address. The count is the Workers rate-limit binding's
 * (`NEW_GUESTS` in wrangler.toml: 20 a minute per variant, 600 for the loopback shop), per address;
 * an IPv6 client's /48 network counts too (`NEW_GUESTS_NETWORK`, eight clients' worth: 160 a minute):
 * one holder of a /48 made a guest from each of its 65,536 /64s (session 62's audit, 200 of 200).
 */

/**
 * The address a client is counted by, as the back end's limits count it (addressBucket): IPv4 as it
 * is, an IPv6 address by its /64 (one subscriber's network: a client holds the whole prefix and could
 * walk it address by address), an IPv4-mapped one as its IPv4 address. Empty when the request names
 * none (a local request without CF-Connecting-IP).
 */
export function clientKey(address: string | null | undefined): string {
  return addressBucket(clientAddress(address))
}

/** The address as a request names it: trimmed, lower case, at most 64 characters; empty for none. */
const clientAddress = (address: string | null | undefined) => (address ?? '').trim().toLowerCase().slice(0, 64)

/**
 * Whether this request may make one more guest: its client within `NEW_GUESTS`, then its /48 network
 * (an IPv6 client) within `NEW_GUESTS_NETWORK` - a client refused by its own count spends nothing of
 * its network's. With no binding (a deployment whose config lacks it) or a limiter that fails, it
 * may: the limit guards storage, it never stands between a shopper and their cart for a fault of ours.
 */
export async function mayMakeGuest(
  env: { NEW_GUESTS?: RateLimit; NEW_GUESTS_NETWORK?: RateLimit },
  request: Request,
): Promise<boolean> {
  const address = request.headers.get('CF-Connecting-IP')
  if (!(await within(env.NEW_GUESTS, `guest:${clientKey(address)}`))) return false
  const network = addressNetwork(clientAddress(address))
  return network === null || within(env.NEW_GUESTS_NETWORK, `guest-net:${network}`)
}

async function within(limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (!limiter) return true
  try {
    return (await limiter.limit({ key })).success
  } catch (error) {
    warnOnceAMinute(
      'new-guest-limit',
      'limiter failures',
      `[cart] the new-guest limiter failed, not counted: ${String(error)}`,
    )
    return true
  }
}

/**
 * A request another site's page made the browser send (Sec-Fetch-Site cross-site or same-site): it
 * makes no guest. A browser that sends no Sec-Fetch-Site (an old one), the shop's own pages
 * (same-origin) and a typed address (none) do.
 */
export function madeElsewhere(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')?.trim().toLowerCase()
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}
