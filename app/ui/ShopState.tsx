import { FormattedMessage } from 'react-intl'
import { shopStateMessage } from './shop-state'

/**
 * "Open now" / "Closed now" for a shop, nothing where the back end does not say: a coloured badge
 * (the contacts page's store cards) or muted text (the product page's stock lists).
 */
export function ShopState({ isOpen, badge = false }: { isOpen: boolean | null; badge?: boolean }) {
  const id = shopStateMessage(isOpen)
  if (!id) return null
  const className = badge ? `store-badge store-badge--${isOpen ? 'open' : 'closed'}` : 'shop-state'
  return (
    <span className={className}>
      <FormattedMessage id={id} />
    </span>
  )
}
