import { LIMITS } from '#config'

/** The most characters a search query may have (the contract's limit). */
export const SEARCH_MAX_CHARS = 200

/** Control characters other than whitespace (NUL, DEL, the C1 range): never part of a search. */
const CONTROL = /(?!\s)\p{Cc}/gu

/**
 * The search text of a URL's ?query as the page keeps it: control characters removed, trimmed, cut
 * to 200 characters; '' for no text. A number (a link built elsewhere) is its digits.
 */
export function searchText(value: unknown): string {
  const text = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' || typeof text === 'number'
    ? String(text).replace(CONTROL, '').trim().slice(0, SEARCH_MAX_CHARS)
    : ''
}

/**
 * The query to send for what the shopper typed: control characters removed, trimmed, whitespace
 * collapsed, cut to 200 characters; null when shorter than 2 characters (spec 4/5: an empty result and no call).
 */
export function searchQueryFor(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const q = text.replace(CONTROL, '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_CHARS).trim()
  return [...q].length >= LIMITS.searchMinChars ? q : null
}

/** The results page of a query, the query URL-encoded. */
export function searchHref(lang: string, query: string): string {
  return `/${lang}/search?query=${encodeURIComponent(query)}`
}
