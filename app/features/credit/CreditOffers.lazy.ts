/** Loads the credit options of the product and cart pages (below the fold, on themes with credit) through a small deferring host. */
export const loadCreditOffers = () => import('./CreditOffersDeferred')
