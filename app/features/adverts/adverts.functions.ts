import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import { lang, record } from '../../api/input'
import { loadAdvertList } from './adverts.server'
import { type AdvertListSearch, validateAdvertSearch } from './list-search'

type ListInput = { lang: Locale; search: AdvertListSearch }
const listInput = (input: unknown): ListInput => {
  const r = record(input)
  return { lang: lang(r.lang), search: validateAdvertSearch(record(r.search)) }
}

export const getAdvertList = createServerFn({ method: 'GET' })
  .validator(listInput)
  .handler(({ data }) => loadAdvertList(data.lang, data.search))

const fetchList = createIsomorphicFn()
  .server((input: ListInput) => loadAdvertList(input.lang, input.search))
  .client((input: ListInput) => getAdvertList({ data: input }))

/** The list page (layout excluded from the key: it changes nothing the back end answers). */
export const advertListQueryOptions = (lang: Locale, search: AdvertListSearch) => {
  const { layout: _layout, ...rest } = search
  return queryOptions({ queryKey: ['adverts', lang, rest], queryFn: () => fetchList({ lang, search: rest }), staleTime: 60_000 })
}
