declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The navigation adds to the page the shopper is reading ("Show more"): the shop does not scroll
     * it to the top (app/layout/ClientEffects.tsx), as it does after every other navigation (spec 2).
     */
    keepPlace?: boolean
  }
}

/** The history state of a navigation that keeps the shopper's place on the page. */
export const KEEP_PLACE = { keepPlace: true }
