import { isLocale } from '../../app.config'

/** Bump when the stored entry format changes: old entries are then simply never read again. */
/**
 * Keys carry the build id: cached HTML names hashed asset files of the build that rendered it, so
 * a new deployment must never be served a page whose scripts no longer exist.
 */
export const KEY_VERSION = `pc1-${typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'}`

/** Path segments (after the language prefix) whose pages are personal or stateful: never cached. */
export const SKIPPED_SECTIONS = ['account', 'orders', 'compare', 'favorites', 'cart', 'checkout'] as const

/** Workers KV keys are at most 512 bytes; longer keys are not cached. */
export const MAX_KEY_BYTES = 512

export interface KeyParts {
  siteToken: string
  groupId: string
  locale: string
  ageValid: boolean
  path: string
}

/**
 * Why a request cannot be served from or stored in the page cache, or null when it can.
 * Pure: the method and the URL only (cookies and responses are judged by the middleware).
 */
export function requestSkipReason(method: string, url: URL): string | null {
  if (method !== 'GET') return 'method'
  if (url.search !== '' || url.href.endsWith('?')) return 'query'
  const path = url.pathname
  if (path.length > 1 && path.endsWith('/')) return 'trailing-slash'
  const segments = path.split('/').filter(Boolean)
  const rest = isLocale(segments[0]) ? segments.slice(1) : segments
  if (rest.some((s) => (SKIPPED_SECTIONS as readonly string[]).includes(s.toLowerCase()))) return 'personal-path'
  return null
}

/** The locale part of the key: the path's language prefix, or "-" when it has none. */
export function localeOf(path: string): string {
  const first = path.split('/')[1] ?? ''
  return isLocale(first) ? first : '-'
}

/** The prefix every key of one site starts with; purges work on it. */
export function sitePrefix(siteToken: string): string {
  return `${KEY_VERSION}:${siteToken}:`
}

/** All keys of one path (every group, age flag) start with this. */
export function pathPrefix(siteToken: string, path: string): string {
  return `${sitePrefix(siteToken)}${path}#`
}

/**
 * The cache key: site token + path + locale + group id + age flag. The path comes first so that a
 * purge of one path or of a path prefix is a key-prefix delete.
 */
export function cacheKey(parts: KeyParts): string {
  return `${pathPrefix(parts.siteToken, parts.path)}l=${parts.locale};g=${parts.groupId};a=${parts.ageValid ? 1 : 0}`
}

/** A group id from the cookie: short and plain, else the request is not cached at all. */
export function normaliseGroupId(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return '0'
  return /^[A-Za-z0-9_-]{1,32}$/.test(raw) ? raw : null
}
