/**
 * Spec 2.3's `page`, read one way by every reader: the Worker's redirect (slashes), the listings'
 * search check and page rule, the content lists. A page is decimal digits (`007` is 7), at most 15
 * (a safe integer); page 1, 0 and anything else (` 2`, `2.0`, `0x10`, `1e1`, `-3`, ``) is no page.
 * `Number()` read `0x10` as 16 and ` 2` as 2, and the router then answered their spellings with a
 * temporary redirect of its own. Runs in the browser too (route definitions load with every page).
 */
export function pageNumber(raw: string | null | undefined): number {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Math.max(1, Number(raw)) : 1
}

/**
 * The page of a router's parsed search value: the router reads `?page=2` as the number 2, `?page=02`
 * as the text, a repeated key as a list (its first counts). 1 when absent or junk.
 */
export function searchPage(value: unknown): number {
  const asked = Array.isArray(value) ? value[0] : value
  if (typeof asked === 'number') return Number.isSafeInteger(asked) && asked > 1 ? asked : 1
  return pageNumber(typeof asked === 'string' ? asked : null)
}

/** The last page a list's URL may name (the listings, the content lists, the adverts, the cabinet). */
export const MAX_LIST_PAGE = 10_000

/**
 * A list's `page` as its URL keeps it (searchPage): from 2 to MAX_LIST_PAGE, else undefined - page 1
 * is the default and never written, past the last page is junk.
 */
export function listPage(value: unknown): number | undefined {
  const page = searchPage(value)
  return page >= 2 && page <= MAX_LIST_PAGE ? page : undefined
}

/** A query's key or value as the URL parser reads it (`+` a space); a broken escape as written. */
function decoded(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

const keyOf = (pair: string) => decoded(pair.split('=', 1)[0]!)
const pageOf = (pair: string) => (pair.includes('=') ? decoded(pair.slice(pair.indexOf('=') + 1)) : '')

/**
 * The query (`?a=1&page=02`) with its page spelled once: the first `page` read by pageNumber (and no
 * later than `last`, a list's last page), written `page=N` where it stood when N > 1 and left out
 * otherwise, any later `page` dropped; every other pair kept byte for byte. Null when the query
 * already spells it so (or has no page).
 */
export function canonicalPageQuery(search: string, last = Number.POSITIVE_INFINITY): string | null {
  const pairs = search.replace(/^\?/, '').split('&')
  const first = pairs.findIndex((pair) => keyOf(pair) === 'page')
  if (first < 0) return null
  const page = Math.min(pageNumber(pageOf(pairs[first]!)), last)
  const out = pairs.flatMap((pair, i) => {
    if (i === first) return page > 1 ? [`page=${page}`] : []
    return keyOf(pair) === 'page' ? [] : [pair]
  })
  const query = out.length ? `?${out.join('&')}` : ''
  return query === (search.startsWith('?') ? search : `?${search}`) ? null : query
}
