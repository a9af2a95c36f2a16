import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import { type ListingInput, langOnly, listingInput, listingRequestOf } from '../../api/input'
import { loadPromos, loadPromotions } from './offers.server'

type Lang = Locale
export type PromosInput = ListingInput

export const getPromotions = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadPromotions(data.lang))

export const getPromos = createServerFn({ method: 'GET' })
  .validator(listingInput)
  .handler(({ data }) => loadPromos(data.lang, listingRequestOf(data)))

const fetchPromotions = createIsomorphicFn()
  .server((lang: Lang) => loadPromotions(lang))
  .client((lang: Lang) => getPromotions({ data: { lang } }))

const fetchPromos = createIsomorphicFn()
  .server((input: PromosInput) => loadPromos(input.lang, listingRequestOf(input)))
  .client((input: PromosInput) => getPromos({ data: input }))

export const promotionsQuery = (lang: Lang) => queryOptions({ queryKey: ['promotions', lang], queryFn: () => fetchPromotions(lang), staleTime: 60_000 })

export const promosQuery = (input: PromosInput) => queryOptions({ queryKey: ['promos', input], queryFn: () => fetchPromos(input), staleTime: 60_000 })
