import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import { type ListingInput, langOf, listingInput, record } from '../brands'
import type { ListingRequest } from '../catalogue'
import { loadPromos, loadPromotions } from './offers.server'

type Lang = Locale
export type PromosInput = ListingInput

const requestOf = (input: ListingRequest): ListingRequest => ({ page: input.page, sort: input.sort, filter: input.filter, cumulative: input.cumulative })

export const getPromotions = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: langOf(record(input).lang) }))
  .handler(({ data }) => loadPromotions(data.lang))

export const getPromos = createServerFn({ method: 'GET' })
  .validator(listingInput)
  .handler(({ data }) => loadPromos(data.lang, requestOf(data)))

const fetchPromotions = createIsomorphicFn()
  .server((lang: Lang) => loadPromotions(lang))
  .client((lang: Lang) => getPromotions({ data: { lang } }))

const fetchPromos = createIsomorphicFn()
  .server((input: PromosInput) => loadPromos(input.lang, requestOf(input)))
  .client((input: PromosInput) => getPromos({ data: input }))

export const promotionsQuery = (lang: Lang) => queryOptions({ queryKey: ['promotions', lang], queryFn: () => fetchPromotions(lang), staleTime: 60_000 })

export const promosQuery = (input: PromosInput) => queryOptions({ queryKey: ['promos', input], queryFn: () => fetchPromos(input), staleTime: 60_000 })
