import { LIMITS } from '#config'

/** The most characters a search query may have (the contract's limit). */
export const SEARCH_MAX_CHARS = 200

/**
 * The query to send for what the shopper typed: trimmed, whitespace collapsed, cut to 200
 * characters; null when shorter than 2 characters (spec 4/5: an empty result and no call).
 */
export function searchQueryFor(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const q = text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_CHARS).trim()
  return [...q].length >= LIMITS.searchMinChars ? q : null
}

/** The results page of a query, the query URL-encoded. */
export function searchHref(lang: string, query: string): string {
  return `/${lang}/search?query=${encodeURIComponent(query)}`
}
