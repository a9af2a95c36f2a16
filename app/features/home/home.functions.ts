import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import { bool, lang, record } from '../../api/input'
import { loadHome } from './home.server'

function input(raw: unknown) {
  const r = record(raw)
  return { lang: lang(r.lang), productOfTheDay: bool(r.productOfTheDay) }
}

export const getHome = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(({ data }) => loadHome(data.lang, data.productOfTheDay))

const fetchHome = createIsomorphicFn()
  .server((lang: Locale, productOfTheDay: boolean) => loadHome(lang, productOfTheDay))
  .client((lang: Locale, productOfTheDay: boolean) => getHome({ data: { lang, productOfTheDay } }))

export const homeQuery = (lang: Locale, productOfTheDay: boolean) => queryOptions({ queryKey: ['home', lang, productOfTheDay], queryFn: () => fetchHome(lang, productOfTheDay), staleTime: 120_000 })
