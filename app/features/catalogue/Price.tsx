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
}: {
  price: number
  oldPrice?: number | null
  discount?: number
  size?: 'md' | 'lg'
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
  return (
    <div className={`price price--${size}`}>
      <span className={`price__current${showOld ? ' price__current--sale' : ''}`}>
        {formatPrice(price, currency, lang)}
      </span>
      {showOld ? <s className="price__old">{formatPrice(oldPrice, currency, lang)}</s> : null}
      {showOld && discount ? <span className="price__badge">−{Math.round(discount)}%</span> : null}
    </div>
  )
}
