/**
 * A client's address as the limits count it, the same for the back end's limits and the storefront's
 * (admin-api services/login-limits.ts, worker/lib/new-guest-limit.ts).
 */

const HEXTET = /^[0-9a-f]{1,4}$/

/**
 * What a limit counts for an address. An IPv6 address counts by its /64 network: one subscriber
 * usually holds a whole /64, so stepping through addresses inside it must not reset a limit. An
 * IPv4-mapped IPv6 address is its IPv4 address. IPv4, `::1` and anything that is not an IPv6
 * address count as given.
 */
export function addressBucket(ip: string): string {
  if (!ip.includes(':') || ip === '::1') return ip
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)
  if (mapped?.[1]) return mapped[1]
  const halves = ip.split('::')
  if (halves.length > 2) return ip
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail] : head
  if (groups.length !== 8 || !groups.every((g) => HEXTET.test(g))) return ip
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
