/**
 * Entry point of the offers feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. Special offers: the promotion list and promotion pages. Server functions come from
 * its *.functions.ts modules.
 */

export { HomePromotions } from './HomePromotions'
export { OfferNotFound, OfferPage } from './OfferPage'
export { OffersPage } from './OffersPage'
export { offerPageState } from './rules'
