/**
 * The brands feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */
export { BrandPage } from './BrandPage'
export { BrandsPage } from './BrandsPage'
export { FeaturedBrands } from './FeaturedBrands'
export { messageOf, pageHead } from './head'
export { idsOf, type ListingInput, langOf, listingInput, record, textOf } from './input'
