import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { type ListingInput, langOnly, listingInput, listingRequestOf, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import { loadBrandListing, loadBrands, loadFeaturedBrands } from './brands.server'

type Lang = Locale
export type BrandInput = ListingInput & { slug: string }
const brandInput = (input: unknown): BrandInput => ({
  ...listingInput(input),
  slug: text(record(input).slug, { min: 1, max: 300 }),
})

export const getBrands = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadBrands(data.lang))

export const getFeaturedBrands = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadFeaturedBrands(data.lang))

export const getBrandListing = createServerFn({ method: 'GET' })
  .validator(brandInput)
  .handler(({ data }) => loadBrandListing(data.lang, data.slug, listingRequestOf(data)))

const fetchBrands = createIsomorphicFn()
  .server((lang: Lang) => loadBrands(lang))
  .client((lang: Lang) => getBrands({ data: { lang } }))

const fetchFeaturedBrands = createIsomorphicFn()
  .server((lang: Lang) => loadFeaturedBrands(lang))
  .client((lang: Lang) => getFeaturedBrands({ data: { lang } }))

const fetchBrand = createIsomorphicFn()
  .server((input: BrandInput) => loadBrandListing(input.lang, input.slug, listingRequestOf(input)))
  .client((input: BrandInput) => getBrandListing({ data: input }))

/** All brands (the brands page). */
export const brandsQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['brands', lang], queryFn: () => fetchBrands(lang), staleTime: 5 * 60_000 })

export const brandListingQuery = (input: BrandInput) =>
  queryOptions({ queryKey: ['brand', input], queryFn: () => fetchBrand(input), staleTime: 60_000 })

/**
 * The home page's featured brands: the first of the list (one page of 12 from the back end), with only
 * what their links show. The home page's data carries these, not the whole list (decision 0053: 10.4 kB
 * of state for 12 links).
 */
export const featuredBrandsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['brands', lang, 'featured'],
    queryFn: () => fetchFeaturedBrands(lang),
    staleTime: 5 * 60_000,
  })
