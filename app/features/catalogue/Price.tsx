import { formatPrice } from '../../i18n/format'
import { useLocale, useShell } from '../../shell/useShell'

/** Price, old price (struck through) and the discount badge. */
export function Price({ price, oldPrice, discount, size = 'md' }: { price: number; oldPrice?: number | null; discount?: number; size?: 'md' | 'lg' }) {
  const lang = useLocale()
  const { settings } = useShell()
  const currency = settings.project_currency
  const showOld = typeof oldPrice === 'number' && oldPrice > price
  return (
    <div className={`price price--${size}`}>
      <span className={`price__current${showOld ? ' price__current--sale' : ''}`}>{formatPrice(price, currency, lang)}</span>
      {showOld ? <s className="price__old">{formatPrice(oldPrice, currency, lang)}</s> : null}
      {showOld && discount ? <span className="price__badge">−{Math.round(discount)}%</span> : null}
    </div>
  )
}
