import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TIMINGS } from '../../../app.config'
import type { ProductCard } from '../../api/contract/catalogue'
import { itemOf, pushEvent } from '../../lib/analytics'
import { openModal } from '../modals/store'
import { isSellable, quickForms, tintForPreOrder } from '../quick-order/rules'
import { openQuickOrder } from '../quick-order/state'
import { useShell } from '../shell/useShell'
import { showToast } from '../toasts/store'
import { type AddButtonType, showAddedNotice } from './drawer-rules'
import { multiplicityOf } from './quantity'
import { QuantityControl } from './QuantityControl'
import { addToCart, startCart } from './store'

const QUICK_LABELS = { oneClick: 'quickOrder.oneClick', bulkOrder: 'quickOrder.bulkOrder', preOrder: 'quickOrder.preOrder', firstToKnow: 'quickOrder.firstToKnow' } as const

/**
 * Quantity (starting at the multiplicity) and the add-to-cart button of the product page, with the
 * quick forms next to it: one-click and bulk order for products on sale, pre-order and
 * first-to-know for the others (decision 0009). After an add: the 3 s notice (unless the rule
 * suppresses it), the 8 s tooltip at the button, and the button rests for the 700 ms loading flag.
 * `buttonType="drawer"` opens the cart drawer after adding instead of the notice and tooltip.
 */
export function AddToCart({ product, buttonType = 'default' }: { product: ProductCard; buttonType?: AddButtonType }) {
  const intl = useIntl()
  const { settings } = useShell()
  const m = multiplicityOf(product.multiplicity)
  const [count, setCount] = useState(m)
  const [busy, setBusy] = useState(false)
  const [tooltip, setTooltip] = useState(false)
  const timers = useRef<number[]>([])
  useEffect(() => {
    startCart()
    return () => {
      for (const t of timers.current) window.clearTimeout(t)
    }
  }, [])
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms))
  const forms = quickForms(product)
  const quick = forms.length ? (
    <div className="quick-order__actions">
      {forms.map((form, i) => (
        <button key={form} type="button" className={`button${i === 0 && !isSellable(product) ? ' button--primary' : ''}`} onClick={() => openQuickOrder(form, product, count)}>
          <FormattedMessage id={QUICK_LABELS[form]} />
        </button>
      ))}
    </div>
  ) : null

  if (!isSellable(product)) {
    return (
      <div className={`add-to-cart add-to-cart--unavailable${tintForPreOrder(product, settings.additional_settings.black_and_white_product_card_for_pre_order) ? ' add-to-cart--bw' : ''}`}>
        <p className="add-to-cart__unavailable">
          <FormattedMessage id="product.unavailable" />
        </p>
        {quick}
      </div>
    )
  }
  const add = () => {
    setBusy(true)
    addToCart(product, count)
    pushEvent('add_to_cart', { currency: settings.project_currency, value: product.price * count, items: [itemOf(product, count)] })
    if (showAddedNotice(settings.mainUiInterface.storefront_view_type, buttonType)) showToast(intl.formatMessage({ id: 'cart.added' }, { title: product.title }), 'success', TIMINGS.notification)
    if (buttonType === 'drawer') openModal('cartDrawer')
    else {
      setTooltip(true)
      later(() => setTooltip(false), TIMINGS.addToCartTooltip)
    }
    later(() => setBusy(false), TIMINGS.productLoadingFlag)
  }
  return (
    <div className="add-to-cart-block">
      <div className="add-to-cart">
        <QuantityControl value={count} multiplicity={m} onChange={setCount} label={intl.formatMessage({ id: 'quantity.label' })} />
        <div className="add-to-cart__anchor">
          <button type="button" className="button button--primary add-to-cart__button" disabled={busy} onClick={add}>
            <FormattedMessage id="cart.add" />
          </button>
          {tooltip ? (
            <div className="add-to-cart__tooltip" role="status" data-testid="add-to-cart-tooltip">
              <span>
                <FormattedMessage id="cart.tooltip.added" />
              </span>
              <button type="button" className="add-to-cart__tooltip-link" onClick={() => openModal('cartDrawer')}>
                <FormattedMessage id="cart.tooltip.view" />
              </button>
              <button type="button" className="add-to-cart__tooltip-close" aria-label={intl.formatMessage({ id: 'modal.close' })} onClick={() => setTooltip(false)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ) : null}
        </div>
      </div>
      {quick}
    </div>
  )
}
