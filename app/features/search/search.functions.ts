import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { lang, langOnly, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import { searchQueryFor } from './rules'
import { loadPopularQueries, loadSuggestions } from './search.server'

type Lang = Locale

export const getPopularQueries = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadPopularQueries(data.lang))

export const getSuggestions = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    query: text(record(input).query, { max: 400, trim: false }),
  }))
  .handler(({ data }) => loadSuggestions(data.lang, data.query))

/** Popular queries for the search window (browser only: the window opens after hydration). */
export const popularQueriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['popular-queries', lang],
    queryFn: () => getPopularQueries({ data: { lang } }),
    staleTime: 10 * 60_000,
  })

/** Results as you type. Disabled (no call at all) while the query has fewer than 2 characters. */
export const suggestionsQuery = (lang: Lang, text: string) => {
  const query = searchQueryFor(text)
  return queryOptions({
    queryKey: ['search-suggestions', lang, query],
    queryFn: () => getSuggestions({ data: { lang, query: query ?? '' } }),
    enabled: query !== null,
    staleTime: 60_000,
  })
}
