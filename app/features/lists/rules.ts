import { LIMITS } from '#config'

/** Toggling adds a product id, or removes it when already present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
}

/** Viewed products: most recent first, de-duplicated, at most 30. */
export function pushViewed(ids: readonly number[], id: number, max: number = LIMITS.recentProducts): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max)
}

/** The same ids in the same order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i])
}

/** Reads a stored id list; anything malformed becomes an empty list (never throws). */
export function parseIdList(raw: string | null | undefined, max = 500): number[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const ids = value.filter((x): x is number => Number.isSafeInteger(x) && x > 0)
    return [...new Set(ids)].slice(0, max)
  } catch {
    return []
  }
}

/** What a favourites or compare page shows in place of its list. */
export type ListView = 'loading' | 'empty' | 'unavailable' | 'list'

/**
 * Loading until the browser has read the list and, when it holds ids, their products arrived; empty
 * only when it holds none. Products that could not be asked for (a failed call) are "could not be
 * loaded", never an empty list: the shopper's ids are still there and nothing removes them.
 */
export function listView(
  list: { loaded: boolean; count: number },
  products: { isPending: boolean; isError: boolean },
): ListView {
  if (!list.loaded || (list.count > 0 && products.isPending)) return 'loading'
  if (list.count === 0) return 'empty'
  return products.isError ? 'unavailable' : 'list'
}
