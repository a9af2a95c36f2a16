import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TIMINGS } from '../../../app.config'
import type { ProductCard } from '../../api/contract/catalogue'
import { itemOf, pushEvent } from '../../lib/analytics'
import { useShell } from '../shell/useShell'
import { showToast } from '../toasts/store'
import { multiplicityOf } from './quantity'
import { QuantityControl } from './QuantityControl'
import { addToCart, startCart } from './store'

/** Quantity (starting at the multiplicity) and the add-to-cart button of the product page. */
export function AddToCart({ product }: { product: ProductCard }) {
  const intl = useIntl()
  const { settings } = useShell()
  const m = multiplicityOf(product.multiplicity)
  const [count, setCount] = useState(m)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    startCart()
  }, [])
  const sellable = product.active && product.available && product.is_stock && product.stock > 0
  if (!sellable) {
    return (
      <p className="add-to-cart__unavailable">
        <FormattedMessage id="product.unavailable" />
      </p>
    )
  }
  return (
    <div className="add-to-cart">
      <QuantityControl value={count} multiplicity={m} onChange={setCount} label={intl.formatMessage({ id: 'quantity.label' })} />
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          addToCart(product, count)
          pushEvent('add_to_cart', { currency: settings.project_currency, value: product.price * count, items: [itemOf(product, count)] })
          showToast(intl.formatMessage({ id: 'cart.added' }, { title: product.title }), 'success', TIMINGS.notification)
          window.setTimeout(() => setBusy(false), TIMINGS.productLoadingFlag)
        }}
      >
        <FormattedMessage id="cart.add" />
      </button>
    </div>
  )
}
