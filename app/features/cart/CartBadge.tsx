import type { MouseEvent } from 'react'
import { useSnapshot } from 'valtio'
import { openModal } from '#app/modals/store.ts'
import { cartState } from './store'

/**
 * The number of cart lines on the header icon; personal, so it appears only after hydration (the
 * layout starts the cart: useCartStart).
 */
export function CartBadge() {
  const { products, loaded } = useSnapshot(cartState)
  if (!loaded || products.length === 0) return null
  return (
    <span className="badge" data-testid="cart-badge">
      {products.length}
    </span>
  )
}

/**
 * The header cart link opens the cart drawer (a plain click; a new-tab click or no script follows
 * the link to the cart page).
 */
export function openCartDrawer(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey) return
  event.preventDefault()
  openModal('cartDrawer')
}
