/**
 * The focus of a card's add button, handed on to what replaces it (the counter, or the link to the
 * cart; CardInCart.tsx): the button unmounts when its product is in the cart, and the keyboard's
 * focus fell to the page. Set by the add (card-add.ts) when the button had the focus, taken once.
 */
let focusFor: number | null = null

export function passFocus(productId: number) {
  focusFor = productId
}

/** True once for the product whose add button had the focus, while nothing else has taken it. */
export function takeFocus(productId: number): boolean {
  if (focusFor !== productId) return false
  focusFor = null
  const active = document.activeElement
  return !active || active === document.body
}
