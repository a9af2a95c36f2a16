import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { lang, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import { loadAdvert, loadAdvertList } from './adverts.server'
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
  return queryOptions({
    queryKey: ['adverts', lang, rest],
    queryFn: () => fetchList({ lang, search: rest }),
    staleTime: 60_000,
  })
}

type DetailInput = { lang: Locale; slug: string }
export const getAdvert = createServerFn({ method: 'GET' })
  .validator(
    (input: unknown): DetailInput => ({
      lang: lang(record(input).lang),
      slug: text(record(input).slug, { min: 1, max: 200 }),
    }),
  )
  .handler(({ data }) => loadAdvert(data.lang, data.slug))

const fetchAdvert = createIsomorphicFn()
  .server((input: DetailInput) => loadAdvert(input.lang, input.slug))
  .client((input: DetailInput) => getAdvert({ data: input }))

/** One advert's page. */
export const advertQueryOptions = (lang: Locale, slug: string) =>
  queryOptions({ queryKey: ['advert', lang, slug], queryFn: () => fetchAdvert({ lang, slug }), staleTime: 60_000 })
