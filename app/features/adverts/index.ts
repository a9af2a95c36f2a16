/**
 * Entry point of the adverts marketplace feature (issue 19; decision 0024): what the rest of the
 * app may import. Only the routes under routes/$lang/adverts/ import it, so shop pages never load
 * it (the router splits each route's component into its own chunk). Server functions come from
 * its *.functions.ts modules.
 */
export { AdvertFormPage } from './AdvertFormPage'
export { AdvertPage } from './AdvertPage'
export { AdvertsListPage } from './AdvertsListPage'
export { idOf, loadAdvertsArea, orAdvertsLogin, pageOf, pastLastPage } from './area'
export { FavoriteAdvertsPage } from './FavoriteAdvertsPage'
export { type AdvertListSearch, advertPages, validateAdvertSearch } from './list-search'
export { OWN_LISTS, type OwnListKind } from './mine-rules'
export { OwnAdvertsPage } from './OwnAdvertsPage'
export { loadOwnAdvertPage, loadOwnAdverts } from './own-adverts-loader'
