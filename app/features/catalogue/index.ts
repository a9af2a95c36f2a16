/**
 * The catalogue feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */
export { isSellable, quickForms, tintForPreOrder } from './availability'
export { CategoryPage } from './CategoryPage'
export { type CardProduct, type SlimListing, toCard } from './card'
export { ListingUnavailable } from './ListingUnavailable'
export { ListingView } from './ListingView'
export { type ListingRequest, type ListingResult, listingQueryOf, loadPages, toListingResult } from './listing'
export { effectiveSort, type ListingSearch, validateListingSearch } from './listing-search'
export { Price } from './Price'
export { Availability, ProductCard, ProductGrid, productHref } from './ProductCard'
