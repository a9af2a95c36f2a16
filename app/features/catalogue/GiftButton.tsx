import { FormattedMessage, useIntl } from 'react-intl'
import { Icon } from '#app/ui/icons.tsx'
import type { CardProduct } from './card'
import { openGift } from './gift'

/** A product card's gift mark (decision 0048): a button over the picture that opens the gift modal; only on a product with a gift. */
export function GiftButton({ product }: { product: Pick<CardProduct, 'productId' | 'title' | 'gift_id'> }) {
  const intl = useIntl()
  if (!product.gift_id) return null
  return (
    <button
      type="button"
      className="gift-button"
      aria-label={intl.formatMessage({ id: 'gift.badgeLabel' }, { title: product.title })}
      onClick={() => openGift(product)}
      data-testid="gift-button"
    >
      <Icon name="gift" size={16} />
      <span className="gift-button__text">
        <FormattedMessage id="gift.badge" />
      </span>
    </button>
  )
}
