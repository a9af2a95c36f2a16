import type { Locale } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { callForRequest } from '#platform/request.server.ts'
import { searchQueryFor } from './rules'

export interface PopularQuery {
  id: number
  query: string
}

export interface Suggestions {
  query: string
  products: ProductCard[]
  totalCount: number
}

export const SUGGESTION_COUNT = 6

/** Popular queries (GET /general/popular_query), most used first. A failure gives none (logged). */
export async function loadPopularQueries(locale: Locale): Promise<PopularQuery[]> {
  const result = await callForRequest(locale, 'popularQuery')
  if (!result.ok) {
    return []
  }
  return [...result.data]
    .filter((q) => q.query.trim())
    .sort((a, b) => b.count - a.count)
    .slice(0, 10)
    .map((q) => ({ id: q.id, query: q.query.trim() }))
}

/** The first few results for the search window. Under 2 characters: empty, and no call. */
export async function loadSuggestions(locale: Locale, text: string): Promise<Suggestions> {
  const query = searchQueryFor(text)
  if (query === null) return { query: '', products: [], totalCount: 0 }
  const result = await callForRequest(locale, 'search', { query: { query, page: 1, page_size: SUGGESTION_COUNT } })
  if (!result.ok) {
    return { query, products: [], totalCount: 0 }
  }
  return { query, products: result.data.products.slice(0, SUGGESTION_COUNT), totalCount: result.data.totalCount }
}
