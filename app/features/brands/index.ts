/**
 * Entry point of the brands feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. The brands: the brand list and brand pages, the home page's featured brands, and the
 * input and head helpers the listing server functions share. Server functions come from its
 * *.functions.ts modules.
 */
export { BrandPage } from './BrandPage'
export { BrandsPage } from './BrandsPage'
export { FeaturedBrands } from './FeaturedBrands'
export { messageOf, pageHead } from './head'
export { idsOf, type ListingInput, langOf, listingInput, record, textOf } from './input'
