declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The navigation adds to the page the shopper is reading ("Show more"): the shop does not scroll
     * it to the top (app/layout/ClientEffects.tsx), as it does after every other navigation (spec 2).
     */
    keepPlace?: boolean
  }
}

/**
 * The options of a navigation that keeps the shopper's place on the page: neither the router
 * (resetScroll) nor the shell (the history state's keepPlace) scrolls it; the page places the shopper
 * itself ("Show more", a listing's pager, sort and filters: app/features/catalogue/ListingView.tsx).
 */
export const KEEP_PLACE = { resetScroll: false, state: { keepPlace: true } } as const
