/**
 * Where other copies of a cookie can live: the paths and domains a browser sends a page's cookies
 * from. A module of its own, not beside flagOf: cookie-flags.ts is in every page's first load, and
 * only the age modal (a lazy chunk) and the Worker use these (decision 0086).
 */

/** At most this many path segments are walked (a path deeper than any page of the shop). */
const MAX_PATH_SEGMENTS = 12

/**
 * The cookie paths besides `/` whose cookies a browser sends with a request for `pathname` (RFC 6265
 * 5.1.4 path-match): every ancestor, spelt without and with its trailing slash, and the path itself.
 * `/ro/product/x` -> `/ro`, `/ro/`, `/ro/product`, `/ro/product/`, `/ro/product/x`. Where a copy of a
 * cookie written on another path (an old front end's, or one the browser gave a default path) can
 * live, and so where expiring it must reach.
 */
export function cookiePathsAbove(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean).slice(0, MAX_PATH_SEGMENTS)
  const paths: string[] = []
  let path = ''
  segments.forEach((segment, i) => {
    path += `/${segment}`
    paths.push(path)
    if (i < segments.length - 1 || pathname.endsWith('/')) paths.push(`${path}/`)
  })
  return paths
}

/**
 * The domains a `Domain=` copy of a cookie sent to `hostname` can have been written for: the host and
 * each parent of two labels or more (`www.shop.md` -> `www.shop.md`, `shop.md`; a browser refuses a
 * public suffix itself). None for an IP address or a single-label host such as localhost.
 */
export function cookieDomainsAbove(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (!host.includes('.') || host.includes(':') || /^[\d.]+$/.test(host)) return []
  const labels = host.split('.')
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
}

/**
 * Every scope a copy of a cookie sent to `url` can have: host-only on `/` and on each path above the
 * page (cookiePathsAbove), and `Domain=` the host or a parent (cookieDomainsAbove) on each of them.
 * Expiring a cookie in each of them removes every copy this address is sent (the Worker's clearing of an
 * odd flag, worker/middleware/viewer-flags/odd-flags.ts).
 */
export function cookieScopes(url: Pick<URL, 'hostname' | 'pathname'>): { path: string; domain?: string }[] {
  const paths = ['/', ...cookiePathsAbove(url.pathname)]
  return [
    ...paths.map((path) => ({ path })),
    ...cookieDomainsAbove(url.hostname).flatMap((domain) => paths.map((path) => ({ path, domain }))),
  ]
}
