import { PAGE_CACHE_MEMORY_MAX_CHARS, PAGE_CACHE_MEMORY_TTL_MS } from '#config'

/** What the page cache stores and how: the entry format and the in-isolate layer in front of the store. */

/**
 * A placeholder for the CSP nonce inside one stored page; a hit gets the new response's nonce there.
 * It is random per stored page and made after the page rendered, so no text in the page (an advert
 * title, a review) can contain it: a fixed placeholder planted in user text would show the live nonce
 * on every hit (issue 26, decision 0015).
 */
export function noncePlaceholder(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `__nonce_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}__`
}
const PLACEHOLDER_RE = /^__nonce_[0-9a-f]{32}__$/

export interface StoredPage {
  /** Status (always 200 today). */
  s: number
  /** Kept headers. */
  h: [string, string][]
  /** HTML with the nonce replaced by the placeholder `p`. */
  b: string
  /** This page's nonce placeholder (noncePlaceholder()). */
  p: string
  /** Expiry, ms since the epoch (the stores expire entries too; this guards clock-free stores). */
  e: number
  /** The end of its stale life, ms since the epoch: between `e` and `x` it is served STALE and refreshed. Absent: no stale life. */
  x?: number
  /** The fingerprint of the site settings it was rendered with (fingerprint.ts, decision 0128). Absent: not compared. */
  f?: string
}

/**
 * The stored value: one line of JSON metadata, a newline, then the HTML as it is (no JSON escaping
 * of a 100+ kB page, so a hit is a slice and one replaceAll).
 */
export function encodePage(page: StoredPage): string {
  const { s, h, e, p, x, f } = page
  return `${JSON.stringify({ s, h, e, p, ...(x === undefined ? {} : { x }), ...(f === undefined ? {} : { f }) })}\n${page.b}`
}

export function decodePage(raw: string): StoredPage | null {
  const cut = raw.indexOf('\n')
  if (cut < 0) return null
  const meta = JSON.parse(raw.slice(0, cut)) as Omit<StoredPage, 'b'>
  // An entry without its own placeholder (stored before it had one) is a miss.
  if (
    typeof meta?.s !== 'number' ||
    typeof meta.e !== 'number' ||
    !Array.isArray(meta.h) ||
    typeof meta.p !== 'string' ||
    !PLACEHOLDER_RE.test(meta.p)
  )
    return null
  if (meta.x !== undefined && typeof meta.x !== 'number') return null
  if (meta.f !== undefined && typeof meta.f !== 'string') return null
  return { ...meta, b: raw.slice(cut + 1) }
}

/** A page ready to replay: the HTML encoded once, split where the nonce goes. */
export interface PreparedPage extends StoredPage {
  parts: Uint8Array[]
  bytes: number
}

const encoder = new TextEncoder()

export function preparePage(page: StoredPage): PreparedPage {
  const parts = page.b.split(page.p).map((p) => encoder.encode(p))
  return { ...page, parts, bytes: parts.reduce((n, p) => n + p.length, 0) }
}

/**
 * A small in-isolate layer in front of the store: recent pages for a few seconds, so a hot page
 * costs no store round trip. Purges clear it in the isolate that handles them; other isolates
 * drop their copy within `ttlMs` (Workers KV itself propagates changes in up to 60 s).
 */
export interface MemoryLayer {
  get(key: string, now: number): PreparedPage | null
  set(key: string, page: PreparedPage, now: number): void
  deletePrefix(prefix: string): void
}

export function memoryLayer(ttlMs = PAGE_CACHE_MEMORY_TTL_MS, maxBytes = PAGE_CACHE_MEMORY_MAX_CHARS): MemoryLayer {
  const entries = new Map<string, { page: PreparedPage; until: number }>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (entry) bytes -= entry.page.bytes
    entries.delete(key)
  }
  return {
    get(key, now) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.until <= now) {
        drop(key)
        return null
      }
      return entry.page
    },
    set(key, page, now) {
      if (ttlMs <= 0 || page.bytes > maxBytes) return
      drop(key)
      entries.set(key, { page, until: Math.min(now + ttlMs, page.e) })
      bytes += page.bytes
      // Oldest first (Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    deletePrefix(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) drop(key)
    },
  }
}

/** The layer used by the Worker's own middleware and purge route. */
export const defaultMemoryLayer = memoryLayer()
