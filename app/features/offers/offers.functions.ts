import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import {
  int,
  type ListingInput,
  lang as langOf,
  langOnly,
  listingInput,
  listingRequestOf,
  record,
} from '#app/api/input.ts'
import type { Locale } from '#config'
import { loadPromos, loadPromotions, loadPromotionText } from './offers.server'

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

export const promotionsQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['promotions', lang], queryFn: () => fetchPromotions(lang), staleTime: 60_000 })

export const promosQuery = (input: PromosInput) =>
  queryOptions({ queryKey: ['promos', input], queryFn: () => fetchPromos(input), staleTime: 60_000 })

export const getPromotionText = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: langOf(r.lang), id: int(r.id, 1, 2_147_483_647) }
  })
  .handler(({ data }) => loadPromotionText(data.lang, data.id))

const fetchPromotionText = createIsomorphicFn()
  .server((lang: Lang, id: number) => loadPromotionText(lang, id))
  .client((lang: Lang, id: number) => getPromotionText({ data: { lang, id } }))

/** The promotion page's text (GET /general/promotions/{id}). */
export const promotionTextQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['promotion-text', lang, id],
    queryFn: () => fetchPromotionText(lang, id),
    staleTime: 60_000,
  })
