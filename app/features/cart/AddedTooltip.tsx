import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { openModal } from '#app/modals/store.ts'

/** The add-to-cart tooltip at the button (shown 8 s by AddToCart): added, with a way into the cart drawer. */
export default function AddedTooltip({ onClose }: { onClose: () => void }) {
  useLaterMessages()
  const intl = useIntl()
  return (
    <div className="add-to-cart__tooltip" role="status" data-testid="add-to-cart-tooltip">
      <span>
        <FormattedMessage id="cart.tooltip.added" />
      </span>
      <button type="button" className="add-to-cart__tooltip-link" onClick={() => openModal('cartDrawer')}>
        <FormattedMessage id="cart.tooltip.view" />
      </button>
      <button
        type="button"
        className="add-to-cart__tooltip-close"
        aria-label={intl.formatMessage({ id: 'modal.close' })}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
