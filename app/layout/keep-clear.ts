/**
 * Floating things (the call-us and scroll-to-top buttons, the toasts) never cover what a shopper
 * reads or taps to buy: prices, the cart's totals and the checkout button (issue 28). Pure rules;
 * KeepClear.tsx measures the page and applies them. A sum written without the `.price` class (a
 * cart line's total, an order's or an act's total in the cabinet) carries `data-keep-clear`: the
 * call-us button sat on an order's total on a phone (review r55). Every primary button, not only the
 * cart's: a page's full-width action at its end (the services page's "book a consultation") had its
 * right end under the call-us button on a phone (session 61). No spaces: every page loads these.
 */
export const KEEP_CLEAR =
  '.price,.cart-summary dd,.button--primary,.cart-drawer__total,.add-to-cart__button,[data-keep-clear]'

/**
 * Small controls a floating button must not take the tap from: every icon button (a card's favourite
 * and compare toggles, a cart line's or a compared product's remove), a quantity stepper's buttons
 * and field, a card's gift, a section's "see all" link. They sit at a card's, a line's or a section's
 * right edge, where the buttons float on a phone (the pharmacy's product of the day had a third of
 * its compare toggle under the call-us button at 390 px; the cart page's third remove button was
 * under it, its tap opening the call-us dialog, review r55). One counts when the button covers more
 * than a quarter of it: a button stepping aside for every edge it grazes would be gone half the time
 * on a listing.
 */
export const TAP_TARGETS = '.icon-button,.quantity button,.quantity input,.gift-button,.featured-brands__head a'

/** Everything KeepClear.tsx watches. */
export const WATCHED = `${KEEP_CLEAR},${TAP_TARGETS}`

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Two boxes share some area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/** The area two boxes share. */
export function sharedArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
  return width > 0 && height > 0 ? width * height : 0
}

/** A floating box takes the tap from a control when it covers more than a quarter of it. */
export function takesTheTap(floating: Box, control: Box): boolean {
  const area = (control.right - control.left) * (control.bottom - control.top)
  return area > 0 && sharedArea(floating, control) > area / 4
}

/**
 * A floating box covers one of the boxes to keep clear, or takes the tap from one of the `taps`
 * (TAP_TARGETS); an empty box (not shown) covers nothing.
 */
export function coversAny(floating: Box, keep: readonly Box[], taps: readonly Box[] = []): boolean {
  if (floating.right <= floating.left || floating.bottom <= floating.top) return false
  return keep.some((box) => overlaps(floating, box)) || taps.some((box) => takesTheTap(floating, box))
}

/** The box the toasts take at the bottom (above the bottom bar): `bottomEdge` is where they end. */
export function toasterBottomPlace(toaster: Box, bottomEdge: number): Box {
  const height = toaster.bottom - toaster.top
  return { left: toaster.left, right: toaster.right, bottom: bottomEdge, top: bottomEdge - height }
}

/** Where the toasts sit at the top of the screen, and the gap they keep below a dialog's header. */
export const TOASTER_TOP = 16
const BELOW_HEADER_GAP = 8

/**
 * The top of the toasts when they are at the top of the screen: below an open dialog's header (its
 * title and close button) when they would cover it there, else at TOASTER_TOP. A phone's cart drawer
 * fills the screen: its total and checkout button keep the toasts from the bottom, and at the top they
 * covered the drawer's close button for as long as they showed.
 */
export function toasterTop(toaster: Box, headers: readonly Box[]): number {
  const height = toaster.bottom - toaster.top
  const atTop: Box = { left: toaster.left, right: toaster.right, top: TOASTER_TOP, bottom: TOASTER_TOP + height }
  const covered = headers.filter((header) => overlaps(atTop, header))
  return covered.length === 0 ? TOASTER_TOP : Math.max(...covered.map((h) => h.bottom)) + BELOW_HEADER_GAP
}
