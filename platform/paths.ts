import { isLocale } from '#config'

/**
 * Pure URL rules applied before rendering. Locations are always same-origin paths starting with
 * exactly one slash, so no rule can become an open redirect.
 */

/**
 * Collapses runs of slashes, drops trailing slashes and escaped spaces, normalises escapes
 * (normalisePath) and lower-cases a page path (lowerCasePath).
 */
export function cleanPath(path: string): string {
  // Trailing slashes and trailing escaped spaces, in any order: the router reads the path as a URL
  // parser does, which drops the spaces at the end (`/ro/profile%20` renders `/ro/profile`), so a
  // path kept with them would be one page under a spelling that no skip or access rule knows.
  const cleaned = lowerCasePath(normalisePath(path).replace(/\/{2,}/g, '/')).replace(/(?:\/|%20)+$/, '')
  return cleaned === '' ? '/' : cleaned
}

/**
 * One spelling per path: percent-escapes of unreserved characters decoded
 * (`/ro/%63art` is `/ro/cart`), the others upper-cased (`%d1%82` is `%D1%82`), so that one page
 * has one key whatever escaping a client chose, and no escaping slips past a skip rule.
 */
export function normalisePath(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const ch = String.fromCharCode(Number.parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${hex.toUpperCase()}`
  })
}

/** Paths the Worker answers itself or that are never language-prefixed. */
const UNPREFIXED = [
  /^\/api\//,
  /^\/ws\//,
  /^\/_serverFn\//,
  /^\/assets\//,
  /^\/healthz$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/favicon\.(ico|svg)$/,
  /^\/@/,
  /^\/node_modules\//,
  /^\/__/,
]

export function isUnprefixedPath(path: string): boolean {
  return UNPREFIXED.some((re) => re.test(path))
}

/** The first segment of a path: `/ro/cart` gives `ro`. */
export function firstSegment(path: string): string {
  return path.split('/')[1] ?? ''
}

/** True when the raw path percent-decodes cleanly. */
export function isDecodablePath(path: string): boolean {
  try {
    // The result is used: a bare decodeURIComponent(path) is a pure call to the bundler, which
    // removed it from the built Worker (every path then passed, and TanStack answered an empty 400).
    return typeof decodeURIComponent(path) === 'string'
  } catch {
    return false
  }
}

/**
 * A first segment that looks like a language prefix the site does not have (`de`, `pt-BR`): two
 * letters, optionally a region. Such a prefix is replaced by the site's language, not kept as part
 * of the path (issue 16: `/de/cart` goes to `/ro/cart`, never `/ro/de/cart`). Slugs live under a
 * known prefix, so a bare two-letter first segment is taken for a language.
 */
export function foreignPrefix(segment: string): boolean {
  return /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segment)
}

/** The path without its first segment (`/de/cart` -> `/cart`, `/de` -> ``). */
export function withoutFirstSegment(path: string): string {
  const rest = path.replace(/^\/[^/]*/, '')
  return rest === '/' ? '' : rest
}

/**
 * One spelling per page: ASCII capitals of a path under one of our language prefixes lower-cased
 * (`/ro/TELEFOANE` and `/RO/telefoane` are `/ro/telefoane`; slugs and routes are lower-case),
 * percent-escapes left as they are (normalisePath spells their hex digits in capitals). Other paths
 * (assets with hashed names, the API, a foreign prefix that localeRedirect replaces) keep theirs, and
 * so does an order's id in its pages' paths (`/ro/order-checkout/ORD-5005`: ORDER_ID_SEGMENT).
 */
export function lowerCasePath(path: string): string {
  if (isUnprefixedPath(path) || !isLocale(firstSegment(path).toLowerCase())) return path
  // An order's id is the back end's (`ORD-5005` is not `ord-5005`): its segment keeps its capitals.
  const order = ORDER_ID_SEGMENT.exec(path)
  if (!order) return lowerCased(path)
  const [head = '', id = ''] = [order[1], order[2]]
  return lowerCased(head) + id + lowerCased(path.slice(head.length + id.length))
}

const lowerCased = (path: string) =>
  path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()))

/**
 * The pages named by an order's id, as the back end names it (session 63: text ids, decision 0118):
 * the payment return and the cabinet's order. The id (the last group) is never lower-cased.
 */
const ORDER_ID_SEGMENT = /^(\/[^/]+\/(?:order-checkout|account\/orders)\/)([^/]+)/i
