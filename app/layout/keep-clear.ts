/**
 * Floating things (the call-us and scroll-to-top buttons, the toasts) never cover what a shopper
 * reads or taps to buy: prices, the cart's totals and the checkout button (issue 28). Pure rules;
 * KeepClear.tsx measures the page and applies them.
 */
export const KEEP_CLEAR =
  '.price, .cart-summary dd, .cart-summary .button--primary, .cart-drawer__total, .add-to-cart__button, [data-keep-clear]'

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

/** A floating box covers one of the boxes to keep clear; an empty box (not shown) covers nothing. */
export function coversAny(floating: Box, keep: readonly Box[]): boolean {
  if (floating.right <= floating.left || floating.bottom <= floating.top) return false
  return keep.some((box) => overlaps(floating, box))
}

/** The box the toasts take at the bottom (above the bottom bar): `bottomEdge` is where they end. */
export function toasterBottomPlace(toaster: Box, bottomEdge: number): Box {
  const height = toaster.bottom - toaster.top
  return { left: toaster.left, right: toaster.right, bottom: bottomEdge, top: bottomEdge - height }
}
