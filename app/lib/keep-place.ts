import type { HistoryState } from '@tanstack/history'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The navigation changes the page the shopper is reading ("Show more", a list's page, sort or
     * filters): the shop does not scroll it to the top (app/layout/ClientEffects.tsx), as it does after
     * every other navigation (spec 2); the page places the shopper.
     */
    keepPlace?: boolean
  }
}

/**
 * The options of a navigation that keeps the shopper's place on the page: neither the router
 * (resetScroll) nor the shell (the history state's keepPlace) scrolls it; the page places the shopper
 * itself ("Show more", a listing's pager, sort and filters: app/features/catalogue/ListingView.tsx; other
 * lists: app/lib/place-after-page.ts).
 */
export const KEEP_PLACE = { resetScroll: false, state: { keepPlace: true } } as const

/**
 * Whether a navigation keeps the shopper's place (KEEP_PLACE), for the shell. Read from here, the
 * module is in every page's first chunk, where the lists' chunks find KEEP_PLACE (a chunk of its own
 * was one more request on a listing's first load).
 */
export const keepsPlace = (state: HistoryState) => state.keepPlace === true
