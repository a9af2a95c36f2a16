/**
 * The words for a shop's state now (spec 3: shops' `isOpen`): open, closed, or none where the back end
 * does not say - a shop whose answer leaves `isOpen` out is not called closed.
 */
export function shopStateMessage(isOpen: boolean | null): 'shop.open' | 'shop.closed' | null {
  if (isOpen === null) return null
  return isOpen ? 'shop.open' : 'shop.closed'
}
