import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { snapshot, subscribe } from 'valtio'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { TIMINGS } from '#config'
import { type AddButtonType, cartState } from '../cart'
import type { CardProduct } from './card'
import { noteCardAdd } from './card-add-note'
import { cardCartView } from './card-cart'

// Only for products already in the cart, which the server never knows: not part of the first load.
const CardInCart = lazy(() => import('./CardInCart'))

const subscribeCart = (onChange: () => void) => subscribe(cartState, onChange)

/**
 * The cart's line of this product, once the cart has loaded. A card hydrates as the server drew it
 * (no line: the server never knows the cart), even when the cart loaded first - a card in a section
 * that hydrates late - and React renders it again only when its line differs. Snapshots are cached
 * per change, so a change to another product's line re-renders no other card.
 */
function useCartLine(productId: number) {
  return useSyncExternalStore(
    subscribeCart,
    () => {
      const cart = snapshot(cartState)
      return cart.loaded ? cart.products.find((l) => l.product.productId === productId) : undefined
    },
    () => undefined,
  )
}

/**
 * The cart part of a product card (decision 0026). The server renders the plain add button (the
 * cart is personal and loads after hydration); the add itself loads on the first click
 * (card-add.ts). Once the product is in the cart: the counter where the site wants it, else a link
 * to the cart that opens the drawer (CardInCart.tsx). The adds the last page left are finished by the
 * layout on every page (useCardAddsLeft.ts).
 */
export function CardCartButton({
  product,
  buttonType = 'default',
}: {
  product: CardProduct
  buttonType?: AddButtonType
}) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const pricesHidden = usePricesHidden()
  const line = useCartLine(product.productId)
  const [busy, setBusy] = useState(false)
  const timer = useRef(0)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  // Tapped before this card was interactive (its section hydrates when it nears the viewport): the tap counts now.
  const earlyTap = useEarlyTap<HTMLButtonElement>()
  const view = cardCartView({
    pricesHidden,
    product,
    inCart: line !== undefined,
    counterSetting: settings.mainUiInterface.counter_in_the_product_card,
    allowNegativeStock: settings.allow_negative_stock,
  })
  if (view === 'none') return null
  if (line && view !== 'add') {
    return (
      <Suspense fallback={<span className="card-cart" />}>
        <CardInCart
          productId={product.productId}
          title={product.title}
          count={line.count}
          multiplicity={line.product.multiplicity}
          counter={view === 'counter'}
        />
      </Suspense>
    )
  }
  const add = () => {
    if (busy) return
    setBusy(true)
    // noted at once: the add is finished on the next page if this one goes first (card-add-note.ts)
    const note = noteCardAdd(product.productId)
    void import('./card-add')
      .then((m) =>
        m.addFromCard({
          ...m.cardAddContext(lang, settings, pricesHidden, intl, buttonType),
          productId: product.productId,
          note,
        }),
      )
      .catch(() => {
        showToast(intl.formatMessage({ id: 'card.addFailed' }), 'error')
      })
      .then(() => {
        // The spec's product loading flag: the button rests 700 ms after an add.
        timer.current = window.setTimeout(() => setBusy(false), TIMINGS.productLoadingFlag)
      })
  }
  return (
    <button
      type="button"
      className="button button--primary card-cart card-cart--add"
      // resting, not disabled (add ignores clicks): a disabled button drops the keyboard's focus to the page
      aria-disabled={busy}
      onClick={add}
      data-testid="card-add"
      {...earlyTap}
    >
      <FormattedMessage id="cart.add" />
      <span className="visually-hidden">{` — ${product.title}`}</span>
    </button>
  )
}
