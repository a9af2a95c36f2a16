import { useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { removeFromCart } from './store'

/** The × of a cart line: removes it and reports remove_from_cart with the line's count (cart page and drawer). */
export function RemoveLineButton({
  product,
  count,
  currency,
  className = 'icon-button',
}: {
  product: Pick<ProductCard, 'productId' | 'title' | 'price'>
  count: number
  currency: string
  className?: string
}) {
  useLaterMessages()
  const intl = useIntl()
  return (
    <button
      type="button"
      className={className}
      aria-label={intl.formatMessage({ id: 'cart.remove' }, { title: product.title })}
      onClick={() => {
        pushEvent('remove_from_cart', { currency, value: product.price * count, items: [itemOf(product, count)] })
        removeFromCart(product.productId)
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
