/**
 * Framework seam: @tanstack/router-core (1.171.x) scrolls the window to the top on the router's first
 * `onRendered` event, which on the client is hydration: its reset flag starts true, as if the page
 * were a fresh client navigation. A shopper who scrolled while the page loaded was thrown back to
 * the top, and a tap that landed as the page jumped hit a banner instead of the product (CI,
 * cards.spec on the market demo: mousedown on the card's link, mouseup on an image, no click).
 * The browser owns the scroll position of a document it has just loaded; only navigations inside
 * the app reset it (the router sets the flag again on every navigation it commits).
 * hydration-scroll.test.ts fails when the upstream behaviour changes.
 *
 * Upstream: @tanstack/router-core@1.171.39 · issue: none found upstream (closest: https://github.com/TanStack/router/issues/3680)
 */
interface RouterScrollState {
  _scroll?: { n?: boolean }
}

export function keepScrollAtHydration(router: object): void {
  const scroll = (router as RouterScrollState)._scroll
  if (scroll && typeof scroll === 'object') scroll.n = false
}
