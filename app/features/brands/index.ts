/**
 * Entry point of the brands feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. The brands: the brand list and brand pages and the home page's featured brands
 * (the listing input is app/api/input.ts, page heads app/lib/head.ts). Server functions come from
 * its *.functions.ts modules.
 */
export { BrandPage } from './BrandPage'
export { BrandsPage } from './BrandsPage'
export { FeaturedBrands } from './FeaturedBrands'
