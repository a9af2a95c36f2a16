import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'

/*
 * The router's URL query parser and writer (app/router.tsx). TanStack's defaults read every value as
 * JSON when it parses (`?query=1.50` became 1.5, `?query=null` null, `?query="ab"` ab) and quote
 * strings that parse (`?query=%22123%22`). The search text (?query, and ?q, read as ?query) is what
 * the shopper typed, and the success page's ?order the order's number: each stays the plain
 * URL-encoded string both ways. Every other key keeps the
 * defaults, so other routes' URLs do not change. Loaded with every page: keep it small.
 */
// `order`: the success page's order number, text as written (`?order=5001`, not `?order=%225001%22`;
// session 59's operator audit: a number-like order number was quoted, and a typed one read as none).
const TEXT_KEYS = ['query', 'q', 'order']

export function parseRouterSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = defaultParseSearch(searchStr)
  if (TEXT_KEYS.some((key) => key in search)) {
    const raw = new URLSearchParams(searchStr)
    for (const key of TEXT_KEYS) if (key in search) search[key] = raw.get(key)
  }
  return search
}

export function stringifyRouterSearch(search: Record<string, unknown>): string {
  const out = defaultStringifySearch(search)
  const texts = TEXT_KEYS.filter((key) => typeof search[key] === 'string')
  if (!texts.length) return out
  const params = new URLSearchParams(out)
  // set() keeps each key where the defaults put it.
  for (const key of texts) params.set(key, search[key] as string)
  return `?${params}`
}
