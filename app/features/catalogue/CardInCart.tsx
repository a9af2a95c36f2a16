import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { multiplicityOf } from '#app/lib/quantity.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { openCartDrawer, QuantityControl, setCount } from '../cart'
import { takeFocus } from './card-focus'

/**
 * A card whose product is in the cart (decision 0026), loaded only then: the counter (- count +,
 * the cart's quantity rules; - at the multiplicity removes the line) where the site puts counters
 * on cards, else a link to the cart that opens the drawer.
 */
export default function CardInCart({
  productId,
  title,
  count,
  multiplicity,
  counter,
}: {
  productId: number
  title: string
  count: number
  multiplicity: number
  counter: boolean
}) {
  const intl = useIntl()
  const lang = useLocale()
  // Just added from this card's focused button: the focus goes on to the count (or the link to the cart).
  const ref = useRef<HTMLDivElement & HTMLAnchorElement>(null)
  useEffect(() => {
    const el = ref.current
    if (el && takeFocus(productId)) (el.querySelector('input') ?? el).focus()
  }, [productId])
  if (counter) {
    return (
      <div ref={ref} className="card-cart card-cart--counter" data-testid="card-counter">
        <QuantityControl
          value={count}
          multiplicity={multiplicityOf(multiplicity)}
          allowZero
          onChange={(next, typed) => setCount(productId, next, typed)}
          label={intl.formatMessage({ id: 'card.count' }, { title })}
        />
      </div>
    )
  }
  return (
    <a
      ref={ref}
      className="button card-cart card-cart--in"
      href={`/${lang}/cart`}
      onClick={openCartDrawer}
      data-testid="card-in-cart"
    >
      <FormattedMessage id="card.inCart" />
      <span className="visually-hidden"> — {title}</span>
    </a>
  )
}
