import { FormattedMessage, useIntl } from 'react-intl'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { Icon } from '#app/ui/icons.tsx'
import type { CardProduct } from './card'
import { openGift } from './gift'

/** A product card's gift mark (decision 0048): a button over the picture that opens the gift modal; only on a product with a gift. */
export function GiftButton({ product }: { product: Pick<CardProduct, 'productId' | 'title' | 'gift_id'> }) {
  const intl = useIntl()
  // A card below the fold hydrates when it nears the viewport: a tap that comes first is held and replayed.
  const tap = useEarlyTap<HTMLButtonElement>()
  if (!product.gift_id) return null
  return (
    <button
      type="button"
      className="gift-button"
      aria-label={intl.formatMessage({ id: 'gift.badgeLabel' }, { title: product.title })}
      onClick={() => openGift(product)}
      data-testid="gift-button"
      {...tap}
    >
      <Icon name="gift" size={16} />
      <span className="gift-button__text">
        <FormattedMessage id="gift.badge" />
      </span>
    </button>
  )
}
