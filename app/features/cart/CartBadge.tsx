import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { cartState, startCart } from './store'

/** The number of cart lines on the header icon; personal, so it appears only after hydration. */
export function CartBadge() {
  const { products, loaded } = useSnapshot(cartState)
  useEffect(() => {
    startCart()
  }, [])
  if (!loaded || products.length === 0) return null
  return (
    <span className="badge" data-testid="cart-badge">
      {products.length}
    </span>
  )
}
