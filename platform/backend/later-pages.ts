import type { QueryValue } from './client'

/**
 * A list the shop shows whole (the regions and localities of the delivery form, the payment methods,
 * the stores, a slider's cards...) answered as a page: DRF's `{ count, next, previous, results }`, as
 * a Django back end pages every list view once DEFAULT_PAGINATION_CLASS is set (spec 3 names about 19
 * regions; a page size of 10 cut the delivery form's list at the tenth). The contract reads the
 * results of such an answer as the list (items.ts itemsOf); apiRequest reads the later pages too,
 * following `next` (client.ts, `wholeList`), at most MAX_LATER_PAGES of them (decision 0135).
 */
export const MAX_LATER_PAGES = 9

export interface ListPage {
  results: unknown[]
  next: unknown
}

/** A DRF page: an object with a `results` list. */
export function isListPage(body: unknown): body is ListPage {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Array.isArray((body as ListPage).results)
}

/**
 * The query of the page `next` names: DRF's next link (`...?page=2`, `?limit=10&offset=10`,
 * `?cursor=...`) read for its query alone - the call goes to the same path of the same back end,
 * never to the link's host - over the query first asked; a bare page number (`next: 2`) as `page`.
 * null when there is no next page or it cannot be read.
 */
export function nextPageQuery(
  next: unknown,
  asked: Record<string, QueryValue> | undefined,
): Record<string, QueryValue> | null {
  if (typeof next === 'number' && Number.isSafeInteger(next) && next > 1) return { ...asked, page: next }
  if (typeof next !== 'string' || next.trim() === '') return null
  if (/^\d+$/.test(next.trim())) return nextPageQuery(Number(next.trim()), asked)
  let url: URL
  try {
    url = new URL(next, 'http://next.invalid')
  } catch {
    return null
  }
  const query: Record<string, QueryValue> = { ...asked }
  const keys = [...new Set(url.searchParams.keys())]
  if (keys.length === 0) return null
  for (const key of keys) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0] : values
  }
  return query
}
