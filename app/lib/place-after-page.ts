import { useEffect, useRef } from 'react'

/** A list's state that places the shopper when it changes (usePlaceAfterPage): primitives, compared by value. */
export interface ListPlace {
  /** The list's page: its pager sits at the foot of the items. */
  page: number
  /** How many items show: more than before without another page is "Show more" at the foot. */
  shown: number
  /** Anything else that reorders or narrows the list (its sort, filters, layout, tab), chosen above the items. */
  other?: string | number
}

/**
 * Where the shopper is once a list has rendered another page, more items or another sort or filter,
 * each navigated with KEEP_PLACE (app/lib/keep-place.ts: neither the router nor the shell scrolls), as
 * a product listing places them (app/features/catalogue/ListingView.tsx usePlaceAfterChange):
 * - another page (the pager, at the foot): the list's start (`start`, a selector) comes to the top and
 *   the focus, left on a pager link now off screen, moves to the first item's link or button;
 * - more items ("Show more", at the foot, now below them): the focus moves to the first new one, the
 *   page stays where it is;
 * - another sort, filter, layout or tab (chosen above the items, or in a phone's panel over them; a page 1
 *   it brings is not "another page"): the place is kept, the list's start brought back only if it is above
 *   the screen.
 * `items` selects each item's first link or button, in order.
 */
export function usePlaceAfterPage({ page, shown, other }: ListPlace, start: string, items: string) {
  const was = useRef<ListPlace>(null)
  useEffect(() => {
    const before = was.current
    was.current = { page, shown, other }
    const list = document.querySelector(start)
    if (!before || !list) return
    const focus = (index: number) =>
      document.querySelectorAll<HTMLElement>(items)[index]?.focus({ preventScroll: true })
    if (before.other !== other) {
      if (list.getBoundingClientRect().top < 0) list.scrollIntoView()
    } else if (before.page !== page) {
      list.scrollIntoView()
      focus(0)
    } else if (shown > before.shown) focus(before.shown)
  }, [page, shown, other, start, items])
}
