import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import type { ListingRequest } from '../catalogue'
import { loadBrandListing, loadBrands } from './brands.server'
import { type ListingInput, langOf, listingInput, record, textOf } from './input'

type Lang = Locale
export type BrandInput = ListingInput & { slug: string }
const brandInput = (input: unknown): BrandInput => ({ ...listingInput(input), slug: textOf(record(input).slug, 1, 300) })

const requestOf = (input: ListingRequest): ListingRequest => ({ page: input.page, sort: input.sort, filter: input.filter, cumulative: input.cumulative })

export const getBrands = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: langOf(record(input).lang) }))
  .handler(({ data }) => loadBrands(data.lang))

export const getBrandListing = createServerFn({ method: 'GET' })
  .validator(brandInput)
  .handler(({ data }) => loadBrandListing(data.lang, data.slug, requestOf(data)))

const fetchBrands = createIsomorphicFn()
  .server((lang: Lang) => loadBrands(lang))
  .client((lang: Lang) => getBrands({ data: { lang } }))

const fetchBrand = createIsomorphicFn()
  .server((input: BrandInput) => loadBrandListing(input.lang, input.slug, requestOf(input)))
  .client((input: BrandInput) => getBrandListing({ data: input }))

/** All brands (the brands page; the home page's featured brands are the first 12 of them). */
export const brandsQuery = (lang: Lang) => queryOptions({ queryKey: ['brands', lang], queryFn: () => fetchBrands(lang), staleTime: 5 * 60_000 })

export const brandListingQuery = (input: BrandInput) => queryOptions({ queryKey: ['brand', input], queryFn: () => fetchBrand(input), staleTime: 60_000 })
