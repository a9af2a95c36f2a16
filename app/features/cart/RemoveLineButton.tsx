import { useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { removeFromCart } from './store'

/** The × of a drawer's line: removes it and reports remove_from_cart with the line's count. */
export function RemoveLineButton({
  product,
  count,
  currency,
  className = 'icon-button',
  onRemove,
}: {
  product: Pick<ProductCard, 'productId' | 'title' | 'price'>
  count: number
  currency: string
  className?: string
  /** Before the line goes, with the button (the drawer moves the focus on: drawer-rules.ts focusAfterRemoval). */
  onRemove?: (button: HTMLButtonElement) => void
}) {
  useLaterMessages()
  const intl = useIntl()
  return (
    <button
      type="button"
      className={className}
      aria-label={intl.formatMessage({ id: 'cart.remove' }, { title: product.title })}
      onClick={(event) => {
        onRemove?.(event.currentTarget)
        pushEvent('remove_from_cart', { currency, value: product.price * count, items: [itemOf(product, count)] })
        removeFromCart(product.productId)
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
