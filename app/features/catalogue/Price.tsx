import { FormattedMessage } from 'react-intl'
import { formatPrice } from '#app/i18n/format.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'

/** Price, old price (struck through) and the discount badge. */
export function Price({
  price,
  oldPrice,
  discount,
  size = 'md',
  onRequest,
}: {
  price: number
  oldPrice?: number | null
  discount?: number
  size?: 'md' | 'lg'
  /** The back end gave no price (the card's price_on_request): "price on request", no number. */
  onRequest?: boolean
}) {
  const lang = useLocale()
  const { settings } = useShell()
  const currency = settings.project_currency
  const hidden = usePricesHidden()
  const showOld = typeof oldPrice === 'number' && oldPrice > price
  if (hidden) {
    return (
      <div className={`price price--${size} price--hidden`}>
        <button type="button" className="link-button" onClick={() => openModal('auth')}>
          <FormattedMessage id="price.signInToSee" />
        </button>
      </div>
    )
  }
  // On request: the contract's old_price is null then, so no old price nor badge either.
  return (
    <div className={`price price--${size}`}>
      <span className={`price__current${showOld ? ' price__current--sale' : ''}`}>
        {onRequest ? <FormattedMessage id="price.onRequest" /> : formatPrice(price, currency, lang)}
      </span>
      {showOld ? <s className="price__old">{formatPrice(oldPrice, currency, lang)}</s> : null}
      {showOld && discount ? <span className="price__badge">−{Math.round(discount)}%</span> : null}
    </div>
  )
}
