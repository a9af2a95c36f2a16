import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { withLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { multiplicityOf } from '#app/lib/quantity.ts'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import type { QuickForm } from '#app/modals/quick-order-names.ts'
import { openModal } from '#app/modals/store.ts'
import { usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { TIMINGS } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { isSellable } from '#contract/sellable.ts'
import { type AddButtonType, showAddedNotice } from './added-notice'
import { QuantityControl } from './QuantityControl'
import { addToCart } from './store'

// Not needed for the first paint: the tooltip loads on the first add, a quick form's code when it opens.
const AddedTooltip = lazy(withLaterMessages(() => import('./AddedTooltip')))
const QUICK_LABELS = {
  oneClick: 'quickOrder.oneClick',
  bulkOrder: 'quickOrder.bulkOrder',
  preOrder: 'quickOrder.preOrder',
  firstToKnow: 'quickOrder.firstToKnow',
} as const

/**
 * Quantity (starting at the multiplicity) and the add-to-cart button of the product page, with the
 * quick forms next to it: one-click and bulk order for products on sale, pre-order and
 * first-to-know for the others (decision 0009). After an add: the 3 s notice (unless the rule
 * suppresses it), the 8 s tooltip at the button, and the button rests for the 700 ms loading flag
 * (aria-disabled, clicks ignored: it keeps the focus).
 * `buttonType="drawer"` opens the cart drawer after adding instead of the notice and tooltip.
 * The page passes the quick forms and the pre-order tint (the catalogue's availability rules), so
 * the cart does not import the catalogue, which imports the cart for the cards' button; and what a
 * quick form's button does (`onQuickOrder`, the quick-order feature's modal), so the cart does not
 * import the quick-order feature either (decision 0077).
 */
export function AddToCart({
  product,
  forms,
  onQuickOrder,
  preOrderTint,
  buttonType = 'default',
}: {
  product: ProductCard
  forms: readonly QuickForm[]
  onQuickOrder: (form: QuickForm, count: number) => void
  preOrderTint: boolean
  buttonType?: AddButtonType
}) {
  const intl = useIntl()
  const { settings } = useShell()
  const m = multiplicityOf(product.multiplicity)
  const [count, setCount] = useState(m)
  const [busy, setBusy] = useState(false)
  const [tooltip, setTooltip] = useState(false)
  const timers = useRef<number[]>([])
  const hidden = usePricesHidden()
  useEffect(() => {
    return () => {
      for (const t of timers.current) window.clearTimeout(t)
    }
  }, [])
  // Tapped before this part of the page was interactive: the tap counts once the cart has started.
  const earlyTap = useEarlyTap<HTMLButtonElement>()
  if (hidden) return null
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms))
  const sellable = isSellable(product, settings.allow_negative_stock)
  const quick = forms.length ? (
    <div className={`quick-order__actions${preOrderTint ? ' quick-order__actions--bw' : ''}`}>
      {forms.map((form, i) => (
        <button
          key={form}
          type="button"
          className={i || sellable ? 'button' : 'button button--primary'}
          onClick={() => onQuickOrder(form, count)}
        >
          <FormattedMessage id={QUICK_LABELS[form]} />
        </button>
      ))}
    </div>
  ) : null
  if (!sellable) {
    return (
      <div className="add-to-cart add-to-cart--unavailable">
        <p className="add-to-cart__unavailable">
          <FormattedMessage id="product.unavailable" />
        </p>
        {quick}
      </div>
    )
  }
  const add = () => {
    if (busy) return
    setBusy(true)
    addToCart(product, count)
    pushEvent('add_to_cart', {
      currency: settings.project_currency,
      value: product.price * count,
      items: [itemOf(product, count)],
    })
    if (showAddedNotice(settings.mainUiInterface.storefront_view_type, buttonType))
      showToast(intl.formatMessage({ id: 'cart.added' }, { title: product.title }), 'success', TIMINGS.notification)
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
        <QuantityControl
          value={count}
          multiplicity={m}
          onChange={setCount}
          label={intl.formatMessage({ id: 'quantity.label' })}
        />
        <div className="add-to-cart__anchor">
          <button
            type="button"
            className="button button--primary add-to-cart__button"
            // resting, not disabled: a disabled button loses the focus (to the page, for a keyboard user)
            aria-disabled={busy}
            onClick={add}
            {...earlyTap}
          >
            <FormattedMessage id="cart.add" />
          </button>
          {tooltip ? (
            <Suspense fallback={null}>
              <AddedTooltip onClose={() => setTooltip(false)} />
            </Suspense>
          ) : null}
        </div>
      </div>
      {quick}
    </div>
  )
}
