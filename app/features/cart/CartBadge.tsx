import { type MouseEvent, useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { openModal } from '../../modals/store'
import { useShell } from '../../shell/useShell'
import { showToast } from '../../toasts/store'
import { chooseCartBackend } from './backend-choice'
import { cartState, startCart } from './store'

/**
 * The number of cart lines on the header icon; personal, so it appears only after hydration.
 * Mounted on every page, it is also where an unreadable stored cart is reported (it was reset).
 */
export function CartBadge() {
  const intl = useIntl()
  const { products, loaded } = useSnapshot(cartState)
  // Where the cart lives, chosen once from the site settings (decision 0050).
  const backend = chooseCartBackend(useShell().settings)
  useEffect(() => {
    // The badge is on every page: it starts the cart with the site's backend (local or server cart).
    // In a task of its own, not in hydration's effects: the first storage read and the sync
    // module's import cost a phone tens of ms, which would lengthen hydration's longest task.
    const timer = setTimeout(() => {
      startCart({ backend, t: (id) => intl.formatMessage({ id }) })
      if (cartState.corrupted) {
        cartState.corrupted = false
        showToast(intl.formatMessage({ id: 'cart.corrupted' }), 'error')
      }
    }, 0)
    return () => clearTimeout(timer)
  }, [intl, backend])
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
