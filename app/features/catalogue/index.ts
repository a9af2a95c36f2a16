/**
 * Entry point of the catalogue feature (docs/decisions/0014-app-layout.md): what the rest of the
 * app may import. The catalogue: the product card and price, listings (category page, the listing
 * view and its search params), card-sized products and the listing helpers servers share, and
 * product availability (quick forms, pre-order tint; the sellable rule is app/api/contract/sellable.ts). Server functions come from its *.functions.ts modules.
 */

export { productHref } from '#app/lib/product-href.ts'
export { quickForms, tintForPreOrder } from './availability'
export { CategoryPage } from './CategoryPage'
export { type CardProduct, type CardSource, cardAnalytics, type SlimListing, toCard } from './card'
export { namedGroups } from './filter-titles'
export { loadGiftModal } from './GiftModal.lazy'
export { ListingUnavailable } from './ListingUnavailable'
export { ListingView } from './ListingView'
export {
  type ListingRequest,
  type ListingResult,
  listingQueryOf,
  loadPages,
  loadPagesPastLast,
  toListingResult,
} from './listing'
export { effectiveSort, type ListingSearch, validateListingSearch } from './listing-search'
export type { ListingPreview, PreviewSource } from './MobileFilters'
export { Price } from './Price'
export { Availability, ProductCard, ProductGrid } from './ProductCard'
export { ProductListPage } from './ProductListPage'
export { pageQuery, samePathAddresses } from './page-addresses'
export { pageCleanup } from './page-rule'
export { listPageSeo } from './page-seo'
export { shownProductCode } from './product-code'
export { PRODUCT_LIST_MAX, productListIds } from './product-list'
export { useCardAddsLeft } from './useCardAddsLeft'
