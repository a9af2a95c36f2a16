/**
 * A client's address as the limits count it, the same for the back end's limits and the storefront's
 * (admin-api services/login-limits.ts, worker/lib/new-guest-limit.ts).
 */

const HEXTET = /^[0-9a-f]{1,4}$/

/** An IPv6 address's eight groups, leading zeros dropped; null when it is not one. */
function hextets(ip: string): string[] | null {
  const halves = ip.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail] : head
  if (groups.length !== 8 || !groups.every((g) => HEXTET.test(g))) return null
  return groups.map((g) => g.replace(/^0+(?=.)/, ''))
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/

/**
 * What a limit counts for an address. An IPv6 address counts by its /64 network: one subscriber
 * usually holds a whole /64, so stepping through addresses inside it must not reset a limit. An
 * IPv4-mapped IPv6 address is its IPv4 address. IPv4, `::1` and anything that is not an IPv6
 * address count as given.
 */
export function addressBucket(ip: string): string {
  if (!ip.includes(':') || ip === '::1') return ip
  const mapped = MAPPED_V4.exec(ip)
  if (mapped?.[1]) return mapped[1]
  const groups = hextets(ip)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip
}

/**
 * The wider network an IPv6 address's limits also count under: its /48, the most a single site is
 * usually given (a home gets a /56 of it). One holder of a /48 has 65,536 /64s, each a fresh client
 * of `addressBucket`'s limits (session 62's audit: 30 sign-in guesses from 30 /64s, none refused), so
 * each per-client limit has a ceiling per /48 too, NETWORK_LIMIT_FACTOR times the client's. Null for
 * IPv4 (its address is the client), an IPv4-mapped address, `::1` and anything that is not IPv6.
 */
export function addressNetwork(ip: string): string | null {
  if (!ip.includes(':') || ip === '::1' || MAPPED_V4.test(ip)) return null
  const groups = hextets(ip)
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : null
}

/**
 * How many times a client's limit a /48 network may spend in all (`addressNetwork`): eight clients'
 * worth - a mobile carrier's or an office's shoppers behind one /48 keep their room, a single holder
 * of it gets eight clients, not 65,536.
 */
export const NETWORK_LIMIT_FACTOR = 8
