import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { bool, lang, langOnly, record } from '#app/api/input.ts'
import type { Locale } from '#config'
import { loadCategoryCarousel, loadCategoryProducts, loadHome } from './home.server'
import { homeFrame } from './rules'

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

/**
 * Everything on the home page, the product rows' cards included. Not in the page's data (decision
 * 0053): the server renders from it and each row writes its cards beside itself in the HTML
 * (`rowSnapshot`), which the hydrating row reads back. In the browser it is fetched only where
 * there is no such HTML (a client-side navigation to the home page).
 */
export const homeDataQuery = (lang: Locale, productOfTheDay: boolean) =>
  queryOptions({
    queryKey: ['home-data', lang, productOfTheDay],
    queryFn: () => fetchHome(lang, productOfTheDay),
    staleTime: 120_000,
    meta: { dehydrate: false },
  })

/** The home page without the rows' cards (`homeFrame`): what the page's data carries. */
export const homeQuery = (lang: Locale, productOfTheDay: boolean) =>
  queryOptions({
    queryKey: ['home', lang, productOfTheDay],
    queryFn: async ({ client }) => homeFrame(await client.ensureQueryData(homeDataQuery(lang, productOfTheDay))),
    staleTime: 120_000,
  })

export const getCategoryCarousel = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadCategoryCarousel(data.lang))

export const getCategoryProducts = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadCategoryProducts(data.lang))

/** The category carousel and the products per category: below the fold, loaded in the browser near the viewport (not in the cached HTML, issue 31). */
export const categoryCarouselQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['home-category-carousel', lang],
    queryFn: () => getCategoryCarousel({ data: { lang } }),
    staleTime: 300_000,
  })
export const categoryProductsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['home-category-products', lang],
    queryFn: () => getCategoryProducts({ data: { lang } }),
    staleTime: 120_000,
  })
