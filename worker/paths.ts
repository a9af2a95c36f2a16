/**
 * Pure URL rules applied before rendering. Locations are always same-origin paths starting with
 * exactly one slash, so no rule can become an open redirect.
 */

/** Collapses runs of slashes and drops a trailing slash (except for the root). */
export function cleanPath(path: string): string {
  let cleaned = path.replace(/\/{2,}/g, '/')
  if (cleaned.length > 1 && cleaned.endsWith('/')) cleaned = cleaned.replace(/\/+$/, '')
  return cleaned === '' ? '/' : cleaned
}

/** Paths the Worker answers itself or that are never language-prefixed. */
const UNPREFIXED = [/^\/api\//, /^\/ws\//, /^\/_serverFn\//, /^\/assets\//, /^\/healthz$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/, /^\/favicon\.(ico|svg)$/, /^\/@/, /^\/node_modules\//, /^\/__/]

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
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
