import { type RefObject, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ProductCard } from '#contract/catalogue.ts'
import { Price } from '../catalogue'

/**
 * The phone's sticky add-to-cart bar (<= 767 px; the page loads this module only there): the title,
 * the price and an add button, shown while the page's own add-to-cart block (`target`) has scrolled
 * up out of view (IntersectionObserver). It sits on top of the bottom bar, never over it. Its button
 * presses the page's button, so the count, the notices and the rules are the page's. The page renders
 * it only when its own button would offer an add (prices shown, product sellable).
 */
export default function StickyBuy({
  product,
  target,
}: {
  product: ProductCard
  target: RefObject<HTMLElement | null>
}) {
  const intl = useIntl()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const el = target.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    // The root reaches far below the screen: the block "intersects" unless it is wholly above the top edge,
    // so scrolling past it in one jump (no in-view moment) still flips the state.
    const observer = new IntersectionObserver(([entry]) => entry && setShown(!entry.isIntersecting), {
      rootMargin: '0px 0px 1000000px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [target])
  useEffect(() => {
    document.documentElement.toggleAttribute('data-sticky-buy', shown)
    return () => {
      document.documentElement.removeAttribute('data-sticky-buy')
    }
  }, [shown])
  if (!shown) return null
  return (
    <section
      className="sticky-buy"
      data-testid="sticky-buy"
      aria-label={intl.formatMessage({ id: 'product.stickyBuy' }, { title: product.title })}
    >
      <p className="sticky-buy__title">{product.title}</p>
      <Price price={product.price} oldPrice={product.old_price} />
      <button
        type="button"
        className="button button--primary sticky-buy__button"
        onClick={() => target.current?.querySelector<HTMLButtonElement>('.add-to-cart__button')?.click()}
      >
        <FormattedMessage id="cart.add" />
      </button>
    </section>
  )
}
