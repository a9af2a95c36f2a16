import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { showToast } from '../toasts/store'
import { cartState, startCart } from './store'

/**
 * The number of cart lines on the header icon; personal, so it appears only after hydration.
 * Mounted on every page, it is also where an unreadable stored cart is reported (it was reset).
 */
export function CartBadge() {
  const intl = useIntl()
  const { products, loaded } = useSnapshot(cartState)
  useEffect(() => {
    startCart()
    if (cartState.corrupted) {
      cartState.corrupted = false
      showToast(intl.formatMessage({ id: 'cart.corrupted' }), 'error')
    }
  }, [intl])
  if (!loaded || products.length === 0) return null
  return (
    <span className="badge" data-testid="cart-badge">
      {products.length}
    </span>
  )
}
