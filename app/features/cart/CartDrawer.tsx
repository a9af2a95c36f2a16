import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatPrice } from '#app/i18n/format.ts'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { productHref } from '#app/lib/product-href.ts'
import { authState } from '#app/lib/session-state.ts'
import { openModal } from '#app/modals/store.ts'
import { useAnimatedClose } from '#app/modals/useAnimatedClose.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { remoteCartState, reportCartFailure } from './cart-state'
import { countChangeEvent, focusAfterRemoval, priceNoticeOf, priceNotices, stockProblem } from './drawer-rules'
import { paidUnitPrice } from './paid-price'
import { QuantityControl } from './QuantityControl'
import { RemoveLineButton } from './RemoveLineButton'
import { cartTotal, minOrderShortfall, pointsPaidShown } from './rules'
import { cartBackend, cartState, refreshCart, setCount } from './store'

/**
 * The cart drawer (spec 2.5, 4): the lines with their counts, the total, the cart page and checkout.
 * It slides in from the right; closing slides it out and unmounts it after the 300 ms animation
 * (at once when the shopper prefers reduced motion). Loaded on first open.
 * A viewer who may not see prices (hide_price_for_guests, usePricesHidden as on the cart page) sees
 * the lines without prices, no total and no checkout, only the way to sign in: the lines' prices were
 * stored before the setting was turned on.
 * What loyalty points pay of the server cart is a row of its own under the goods, by the cart page
 * summary's rule (rules.ts pointsPaidShown) and with its text: the lines add up to the goods, the
 * points come off them.
 */
export default function CartDrawer() {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const navigate = useNavigate()
  const { settings, theme } = useShell()
  const cart = useSnapshot(cartState)
  const server = useSnapshot(remoteCartState)
  const notices = useSnapshot(priceNotices)
  const { signedIn } = useSnapshot(authState)
  const { closing, close, closeNow } = useAnimatedClose('cartDrawer')
  useEffect(() => {
    // Fresh prices and flags on opening the drawer (the local cart; the server cart asks its back end).
    // A failed check leaves the lines as they are; the cart page says it and checkout waits for one that works.
    if (cartState.loaded)
      refreshCart(lang, settings.allow_negative_stock).catch((error: unknown) =>
        reportCartFailure('refresh on opening the drawer', error, { request: true }),
      )
  }, [lang, settings.allow_negative_stock])
  const currency = settings.project_currency
  const money = (n: number) => formatPrice(n, currency, lang)
  const pricesHidden = usePricesHidden()

  const removed = (line: { product: { title: string } }) =>
    intl.formatMessage({ id: 'cart.removed' }, { title: line.product.title })
  const changeCount = (line: (typeof cartState.products)[number], next: number, typed: boolean) => {
    // 0 (typed, or − at the least) takes the line away with the focus in it: on to the next line's count
    const item = document.activeElement?.closest('.cart-drawer__line')
    if (next === 0 && item) focusAfterRemoval(item, '.quantity__input', EMPTY_DRAWER_BUTTON, removed(line))
    const change = countChangeEvent(line.count, next)
    if (change)
      pushEvent(change.event, {
        currency,
        value: line.product.price * change.quantity,
        items: [itemOf(line.product, change.quantity)],
      })
    setCount(line.product.productId, next, typed)
  }

  const unitPrice = (l: (typeof cart.products)[number]) =>
    paidUnitPrice(l.product.price, server.meta[l.product.productId]?.priceWithDiscount)
  const total = cartTotal(cart.products.map((l) => ({ price: unitPrice(l), count: l.count })))
  const pointsPaid = pointsPaidShown(server, signedIn)
  const pharmacyMode = settings.additional_settings.pharmacy_mode || theme.flags.pharmacyMode
  // Prescriptions are confirmed on the cart page (every load starts unconfirmed): checkout waits there.
  const confirmOnCartPage = pharmacyMode && cart.products.some((l) => (l.product as { is_recipe?: boolean }).is_recipe)

  const checkout = async () => {
    closeNow()
    await navigate({ to: '/$lang/cart', params: { lang } })
    // Below the shop's minimum the cart page says what is missing; checkout does not open.
    if (
      confirmOnCartPage ||
      cartState.products.length === 0 ||
      minOrderShortfall(settings.cart_settings.min_order_total, total, cartState.discount) !== null
    )
      return
    // The cart page's own last check (CartPage.proceed, the same backend call): the local cart refreshes
    // its products and a deleted, unpublished or out-of-stock line blocks; the server cart reserves. A
    // blocked check leaves the shopper on the cart page, which names the lines (or says the check failed).
    const check = await cartBackend().beforeCheckout(lang, settings.allow_negative_stock)
    if (!check.proceed) return
    pushEvent('begin_checkout', {
      currency,
      value: total,
      items: cartState.products.map((l) => itemOf(l.product, l.count)),
    })
    openModal('checkout')
  }

  return (
    <Dialog
      open
      onClose={close}
      variant="drawer"
      closing={closing}
      title={<FormattedMessage id="cart.title" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="cart-drawer"
    >
      {cart.products.length === 0 ? (
        <div className="cart-drawer__empty">
          <p>
            <FormattedMessage id="cart.empty" />
          </p>
          <button type="button" className="button button--primary" onClick={close}>
            <FormattedMessage id="cart.continue" />
          </button>
        </div>
      ) : (
        <>
          <ul className="cart-drawer__lines">
            {cart.products.map((line) => (
              <li
                key={line.product.productId}
                className="cart-drawer__line"
                data-testid="drawer-line"
                data-product-id={line.product.productId}
              >
                {line.product.img ? (
                  <img src={line.product.img} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <span className="cart-line__no-image" aria-hidden="true" />
                )}
                <div className="cart-drawer__info">
                  <a href={productHref(lang, line.product)} data-testid="drawer-line-link">
                    {line.product.title}
                  </a>
                  <LineFlag line={line} allowNegativeStock={settings.allow_negative_stock} />
                  {pricesHidden ? null : (
                    <PriceNotice
                      notice={priceNoticeOf(notices, line.product.productId, line.product.price)}
                      money={money}
                    />
                  )}
                  {pricesHidden ? null : (
                    <span className="cart-drawer__price">{money(unitPrice(line) * line.count)}</span>
                  )}
                  <QuantityControl
                    value={line.count}
                    multiplicity={line.product.multiplicity}
                    allowZero
                    label={intl.formatMessage({ id: 'quantity.label' })}
                    onChange={(next, typed) => changeCount(line as (typeof cartState.products)[number], next, typed)}
                  />
                </div>
                <RemoveLineButton
                  product={line.product}
                  count={line.count}
                  currency={currency}
                  className="icon-button cart-drawer__remove"
                  onRemove={(button) => {
                    const item = button.closest('li')
                    if (item) focusAfterRemoval(item, '.cart-drawer__remove', EMPTY_DRAWER_BUTTON, removed(line))
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="cart-drawer__footer">
            {pricesHidden ? (
              <p className="notice cart-notice" data-testid="drawer-prices-hidden">
                <button type="button" className="link-button" onClick={() => openModal('auth')}>
                  <FormattedMessage id="price.signInToSee" />
                </button>
              </p>
            ) : (
              <>
                <p className="cart-drawer__total">
                  <span>
                    <FormattedMessage id="cart.total" />
                  </span>
                  <strong data-testid="drawer-total">{money(total)}</strong>
                </p>
                {pointsPaid ? (
                  <p className="cart-drawer__total">
                    <span>
                      <FormattedMessage id="cart.pointsPaid" />
                    </span>
                    <span data-testid="drawer-paid-points">−{money(pointsPaid)}</span>
                  </p>
                ) : null}
                <button type="button" className="button button--primary button--block" onClick={() => void checkout()}>
                  <FormattedMessage id="cart.checkout" />
                </button>
              </>
            )}
            <a
              className="button button--block cart-drawer__to-cart"
              href={`/${lang}/cart`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                closeNow()
                void navigate({ to: '/$lang/cart', params: { lang } })
              }}
            >
              <FormattedMessage id="cart.drawer.toCart" />
            </a>
          </div>
        </>
      )}
    </Dialog>
  )
}

/** Where the focus goes when the drawer's last line is removed: its "continue shopping". */
const EMPTY_DRAWER_BUTTON = '.cart-drawer__empty button'

/** A price the last refresh changed: the old one and the new (audit r11), as on the cart page's line. */
function PriceNotice({ notice, money }: { notice: { from: number; to: number } | null; money: (n: number) => string }) {
  return notice ? (
    <span className="cart-line__unit" role="status" data-testid="drawer-price-changed">
      <FormattedMessage id="cart.priceChanged" values={{ from: money(notice.from), to: money(notice.to) }} />
    </span>
  ) : null
}

/** What the last refresh found on a line, as the cart page's line says it: not sold, not available, or fewer left than in the cart. */
function LineFlag({
  line,
  allowNegativeStock,
}: {
  line: Parameters<typeof stockProblem>[0]
  allowNegativeStock: boolean
}) {
  const { product } = line
  const short = product.active === false || product.available === false ? null : stockProblem(line, allowNegativeStock)
  if (!short && product.active !== false && product.available !== false) return null
  return (
    <span className="cart-line__unavailable" data-testid="drawer-line-unavailable">
      {short ? (
        <FormattedMessage id="cart.problem.not_enough_stock" values={{ count: short.availableCount ?? 0 }} />
      ) : (
        <FormattedMessage id={product.active === false ? 'cart.problem.inactive' : 'cart.problem.unavailable'} />
      )}
    </span>
  )
}
