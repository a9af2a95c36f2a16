import { FormattedMessage } from 'react-intl'

/**
 * The words for a shop's state now (spec 3: shops' `isOpen`): open, closed, or none where the back end
 * does not say - a shop whose answer leaves `isOpen` out is not called closed.
 */
export function shopStateMessage(isOpen: boolean | null): 'shop.open' | 'shop.closed' | null {
  return isOpen === null ? null : isOpen ? 'shop.open' : 'shop.closed'
}

/**
 * "Open now" / "Closed now" for a shop, nothing where the back end does not say: a coloured badge
 * (the contacts page's store cards) or muted text (the product page's stock lists).
 */
export function ShopState({ isOpen, badge = false }: { isOpen: boolean | null; badge?: boolean }) {
  const id = shopStateMessage(isOpen)
  return id ? (
    <span className={badge ? `store-badge store-badge--${isOpen ? 'open' : 'closed'}` : 'shop-state'}>
      <FormattedMessage id={id} />
    </span>
  ) : null
}
