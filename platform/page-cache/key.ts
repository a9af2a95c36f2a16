import { isLocale, LOCALES, PAGE_CACHE_GROUPS } from '#config'
import { normalisePath } from '../paths'
import { BUILD_ID } from '../shared/stale-build'

export { normalisePath }

/** Bump when the stored entry format or the key's shape changes: old entries are then simply never read again. */
export const KEY_VERSION = 'pc2'

/**
 * The Worker variables a page is rendered from beside the back end's data: a change of one (a
 * dashboard edit, `wrangler versions deploy` with the same bundle) is another page. THEME changed from
 * electro to pharma kept serving the electro pages, without the pharmacy's rules, for their TTL.
 * ADMIN_API_URL is not one of them: another back end's pages differ by its data, which the settings'
 * fingerprint (decision 0128) and a purge follow, as for the same back end's.
 */
export const PAGE_SHAPING_VARS = [
  'THEME',
  'PUBLIC_ORIGIN',
  'COMPANY_GROUP_ID',
  'SOCIAL_AUTH_URL_GOOGLE',
  'SOCIAL_AUTH_URL_FACEBOOK',
  'SOCIAL_AUTH_URL_TWITTER',
  'MAP_TILES_URL',
  'MAP_TILES_ATTRIBUTION',
  'IMAGE_ORIGINS',
] as const

/** A short digest of the page-shaping variables' values (FNV-1a, base 36): a key part, not a secret. */
export function pageShapingDigest(env: object): string {
  let hash = 0x811c9dc5
  for (const name of PAGE_SHAPING_VARS) {
    const value = (env as Record<string, unknown>)[name]
    for (const ch of `${name}=${typeof value === 'string' ? value : ''}\n`) {
      hash ^= ch.charCodeAt(0)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
  }
  return hash.toString(36)
}

/** Path segments (after the language prefix) whose pages are personal or stateful: never cached. */
export const SKIPPED_SECTIONS = [
  'account',
  'orders',
  'compare',
  'favorites',
  'cart',
  'checkout',
  'order-checkout',
  'cabinet',
  'profile',
] as const
/** The adverts area's editing pages (a shopper's own adverts and drafts): never cached. */
const ADVERT_EDITING = /^adverts\/(add|edit|my|drafts|favorites)(\/|$)/

function decodedSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase()
      } catch {
        return segment.toLowerCase()
      }
    })
}

/** Workers KV keys are at most 512 bytes; longer keys are not cached. */
export const MAX_KEY_BYTES = 512

export interface KeyParts {
  siteToken: string
  groupId: string
  locale: string
  ageValid: boolean
  path: string
  /** pageShapingDigest of the Worker's variables. */
  variant: string
  /**
   * Only without a configured PUBLIC_ORIGIN (local development): the loopback origin the page was
   * rendered for, since its links name it (platform/origin.ts); `localhost` and `127.0.0.1` pages
   * must not answer for each other. A deployment has one origin and leaves this out.
   */
  origin?: string
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
  const segments = decodedSegments(path)
  const rest = isLocale(segments[0]) ? segments.slice(1) : segments
  if (rest.some((s) => (SKIPPED_SECTIONS as readonly string[]).includes(s))) return 'personal-path'
  if (ADVERT_EDITING.test(rest.join('/'))) return 'personal-path'
  return null
}

/** The locale part of the key: the path's language prefix, or "-" when it has none. */
export function localeOf(path: string): string {
  const first = path.split('/')[1] ?? ''
  return isLocale(first) ? first : '-'
}

/** The prefix every key of one site starts with, whatever build stored it; purges work on it. */
export function sitePrefix(siteToken: string): string {
  return `${KEY_VERSION}:${siteToken}:`
}

/** Every cached page of the adverts area in every language: the lists and each advert's page, by slug or id. */
export function advertAreaPrefixes(siteToken: string): string[] {
  return LOCALES.map((lang) => `${sitePrefix(siteToken)}/${lang}/adverts`)
}

/** All keys of one path (every group, age flag) start with this. */
export function pathPrefix(siteToken: string, path: string): string {
  return `${sitePrefix(siteToken)}${path}#`
}

/**
 * The cache key: site token + path + locale + group id + age flag + build and variables. The path
 * comes first so that a purge of one path or of a path prefix is a key-prefix delete. The build that
 * renders is in every key (cached HTML names hashed asset files of that build, so a new deployment is
 * never served a page whose scripts no longer exist), at the key's end, not its start (it was
 * `pc1-<build>:`): with the build first a purge never reached another build's pages - a rollback to a
 * build whose pages were cached before the purge served their old prices as HITs (round 13 operator audit).
 */
export function cacheKey(parts: KeyParts): string {
  const origin = parts.origin ? `;o=${parts.origin}` : ''
  return `${pathPrefix(parts.siteToken, parts.path)}l=${parts.locale};g=${parts.groupId};a=${parts.ageValid ? 1 : 0};b=${BUILD_ID}.${parts.variant}${origin}`
}

/**
 * A group id from the cookie, when it is one the cache keeps pages for; else null and the request
 * is not cached at all (so junk cookie values cannot fill the store with variants).
 */
export function normaliseGroupId(raw: string | undefined, known: readonly string[] = PAGE_CACHE_GROUPS): string | null {
  if (raw === undefined || raw === '') return '0'
  return known.includes(raw) ? raw : null
}

/** The known group ids from the PAGE_CACHE_GROUP_IDS variable ("0,1,2"), else the default set; at most 50, each short and plain. */
export function knownGroupIds(configured: string | undefined): readonly string[] {
  if (!configured?.trim()) return PAGE_CACHE_GROUPS
  const ids = configured
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[A-Za-z0-9_-]{1,32}$/.test(id))
  return ids.length ? [...new Set(['0', ...ids])].slice(0, 50) : PAGE_CACHE_GROUPS
}
