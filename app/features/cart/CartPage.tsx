import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { DELIVERY, TIMINGS } from '../../../app.config'
import { formatPrice } from '../../i18n/format'
import { itemOf, pushEvent } from '../../lib/analytics'
import { authState } from '../auth/auth-state'
import { productHref } from '../catalogue/ProductCard'
import { modalState, openModal } from '../modals/store'
import { useLocale, useShell } from '../shell/useShell'
import { checkoutOptionsQuery } from './checkout.functions'
import { DeliveryForm } from './DeliveryForm'
import { PromoForm } from './PromoForm'
import { QuantityControl } from './QuantityControl'
import { cartTotal, type DeliveryPriceSettings, deliveryPrice, effectiveDeliveryType, finalPrice, loyaltyPoints, notForHomeDelivery, savedAmount, unconfirmedPrescriptions } from './rules'
import type { CartProblem } from './server-cart'
import { cartState, removeFromCart, serverCartImpl, serverCartState, setCount, setLoyalty, startCart } from './store'

const CheckoutModal = lazy(() => import('./CheckoutModal'))

/** The cart page: lines, promo code, delivery choice and totals; the checkout modal places the order. */
export function CartPage() {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const cart = useSnapshot(cartState)
  const server = useSnapshot(serverCartState)
  const { signedIn } = useSnapshot(authState)
  const serverVariant = settings.cart_settings.server_cart
  const [reserving, setReserving] = useState(false)
  const { open } = useSnapshot(modalState)
  const currency = settings.project_currency
  const money = (n: number) => formatPrice(n, currency, lang)
  const { data: options } = useQuery(checkoutOptionsQuery(lang))
  const { theme } = useShell()
  const pharmacyMode = settings.additional_settings.pharmacy_mode || theme.flags.pharmacyMode
  // prescription_checked is client-only and starts false on every load (spec)
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set())
  useEffect(() => {
    startCart({ serverCart: serverVariant, t: (id) => intl.formatMessage({ id }) })
  }, [serverVariant, intl])
  // Server cart: validate-products once the back end has the cart as shown (after the last change).
  const needsValidation = server.enabled && server.ready && server.pending === 0 && server.validity === 'unknown' && cart.products.length > 0
  useEffect(() => {
    if (!needsValidation) return
    const timer = window.setTimeout(() => void serverCartImpl().then((m) => m.validateServerCart()), TIMINGS.serverCartValidateDelay)
    return () => window.clearTimeout(timer)
  }, [needsValidation])

  if (!cart.loaded) return <p className="cart-loading" aria-busy="true" />
  if (cart.products.length === 0) {
    return (
      <section className="cart-empty" data-testid="cart-empty">
        <h1>
          <FormattedMessage id="cart.title" />
        </h1>
        <p>
          <FormattedMessage id="cart.empty" />
        </p>
        <a className="button button--primary" href={`/${lang}`}>
          <FormattedMessage id="cart.continue" />
        </a>
      </section>
    )
  }

  const lines = cart.products.map((l) => ({
    price: l.product.price,
    old_price: l.product.old_price,
    count: l.count,
    loyalty_give: l.product.loyalty_give,
    loyalty_checked: server.meta[l.product.productId]?.isLoyaltyActive,
    weight_gr: l.product.weight_gr,
  }))
  // Server cart: the back end's totals, once it has confirmed the cart as shown.
  const serverTotals = server.enabled && server.pending === 0 ? server.totals : null
  const total = serverTotals ? serverTotals.totalPrice : cartTotal(lines)
  const saved = serverTotals ? serverTotals.totalDiscount : savedAmount(lines)
  const points = serverTotals ? serverTotals.loyaltyGive : loyaltyPoints(lines)
  const region = options?.regions.find((r) => r.regionId === cart.regionId)
  const locality = region?.localities.find((l) => l.localityId === cart.localityId) ?? null
  const type = effectiveDeliveryType(cart.regionId, cart.selectedDeliveryType)
  const delivery = deliveryPrice(settings.delivery_price as DeliveryPriceSettings, {
    method: cart.deliveryMethod,
    type,
    regionId: cart.regionId,
    locality: locality?.slug ?? (cart.regionId === DELIVERY.capitalRegionId ? DELIVERY.capitalLocality : null),
    total,
    lines,
  })
  const final = finalPrice({ total, delivery, discount: cart.discount })
  const unconfirmed = unconfirmedPrescriptions(cart.products, confirmed, pharmacyMode)
  const notHome = notForHomeDelivery(cart.products, cart.deliveryMethod)
  const invalid = server.enabled && server.validity === 'invalid'
  const reservationBlocked = server.enabled && server.reservationProblems.length > 0
  const titleOf = (id: number | null) => cart.products.find((l) => l.product.productId === id)?.product.title ?? null
  const proceed = async () => {
    if (server.enabled) {
      // create-reservation: 204 lets the shopper proceed; anything else blocks ordering and shows the errors.
      setReserving(true)
      const ok = await serverCartImpl()
        .then((m) => m.reserveServerCart())
        .finally(() => setReserving(false))
      if (!ok) return
    }
    pushEvent('begin_checkout', { currency, value: final, items: cartState.products.map((l) => itemOf(l.product as never, l.count)) })
    openModal('checkout')
  }

  return (
    <div
      className="cart-page"
      data-testid="cart-page"
      data-server-cart={server.enabled ? (server.pending > 0 ? 'busy' : 'idle') : undefined}
      data-validity={server.enabled ? server.validity : undefined}
    >
      <h1>
        <FormattedMessage id="cart.title" />
      </h1>
      {server.enabled && server.offline ? (
        <p className="notice notice--warning cart-notice" role="status" data-testid="server-cart-offline">
          <FormattedMessage id="cart.server.offline" />
        </p>
      ) : null}
      <div className="cart-page__grid">
        <div>
          <ul className="cart-lines">
            {cart.products.map((line) => (
              <li key={line.product.productId} className="cart-line" data-testid="cart-line" data-product-id={line.product.productId}>
                <img src={line.product.img} alt="" width={80} height={80} loading="lazy" />
                <div className="cart-line__info">
                  <a href={productHref(lang, line.product)}>{line.product.title}</a>
                  <span className="cart-line__unit">
                    <FormattedMessage id="cart.unitPrice" values={{ price: money(line.product.price) }} />
                  </span>
                  {(server.meta[line.product.productId]?.priceWithDiscount ?? line.product.price) < line.product.price ? (
                    <span className="cart-line__unit cart-line__discounted">
                      <FormattedMessage id="cart.discountedPrice" values={{ price: money(server.meta[line.product.productId]!.priceWithDiscount) }} />
                    </span>
                  ) : null}
                </div>
                <QuantityControl
                  value={line.count}
                  multiplicity={line.product.multiplicity}
                  allowZero
                  label={intl.formatMessage({ id: 'quantity.label' })}
                  onChange={(next) => {
                    if (next === 0) pushEvent('remove_from_cart', { currency, value: line.product.price * line.count, items: [itemOf(line.product as never, line.count)] })
                    setCount(line.product.productId, next)
                  }}
                />
                {pharmacyMode && line.product.is_recipe ? (
                  <label className="checkbox cart-line__recipe">
                    <input
                      type="checkbox"
                      checked={confirmed.has(line.product.productId)}
                      onChange={(e) => {
                        const next = new Set(confirmed)
                        if (e.target.checked) next.add(line.product.productId)
                        else next.delete(line.product.productId)
                        setConfirmed(next)
                      }}
                    />
                    <FormattedMessage id="cart.prescription" />
                  </label>
                ) : null}
                {server.enabled && signedIn && server.meta[line.product.productId] ? (
                  <label className="checkbox cart-line__recipe">
                    <input type="checkbox" checked={server.meta[line.product.productId]!.isLoyaltyActive} onChange={(e) => setLoyalty(line.product.productId, e.target.checked)} />
                    <FormattedMessage id="cart.loyalty" />
                  </label>
                ) : null}
                <strong className="cart-line__total" data-testid="line-total">
                  {money(line.product.price * line.count)}
                </strong>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={intl.formatMessage({ id: 'cart.remove' }, { title: line.product.title })}
                  onClick={() => {
                    pushEvent('remove_from_cart', { currency, value: line.product.price * line.count, items: [itemOf(line.product as never, line.count)] })
                    removeFromCart(line.product.productId)
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <PromoForm />
          <DeliveryForm regions={options?.regions ?? []} info={options?.deliveryInfo ?? settings.text_delivery_info ?? null} />
        </div>
        <aside className="cart-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">
            <FormattedMessage id="cart.summary" />
          </h2>
          <dl>
            <dt>
              <FormattedMessage id="cart.total" />
            </dt>
            <dd data-testid="cart-total">{money(total)}</dd>
            {saved > 0 ? (
              <>
                <dt>
                  <FormattedMessage id="cart.saved" />
                </dt>
                <dd data-testid="cart-saved">{money(saved)}</dd>
              </>
            ) : null}
            {cart.discount > 0 ? (
              <>
                <dt>
                  <FormattedMessage id="cart.discount" values={{ code: cart.promoCode ?? '' }} />
                </dt>
                <dd data-testid="cart-discount">−{money(cart.discount)}</dd>
              </>
            ) : null}
            <dt>
              <FormattedMessage id="cart.delivery" />
            </dt>
            <dd data-testid="cart-delivery">{delivery === 0 ? intl.formatMessage({ id: 'cart.free' }) : money(delivery)}</dd>
            <dt className="cart-summary__final">
              <FormattedMessage id="cart.final" />
            </dt>
            <dd className="cart-summary__final" data-testid="cart-final">
              {money(final)}
            </dd>
          </dl>
          {points > 0 ? (
            <p className="cart-summary__points">
              <FormattedMessage id="cart.points" values={{ points }} />
            </p>
          ) : null}
          {invalid ? <ProblemList testId="cart-problems" title="cart.problems.title" problems={server.problems} titleOf={titleOf} /> : null}
          {reservationBlocked ? <ProblemList testId="reservation-problems" title="cart.reservation.title" problems={server.reservationProblems} titleOf={titleOf} /> : null}
          {notHome.length > 0 ? (
            <div className="notice notice--warning" role="status" data-testid="not-home-delivery">
              <FormattedMessage id="cart.notHomeDelivery" />
              <ul>
                {cart.products
                  .filter((l) => notHome.includes(l.product.productId))
                  .map((l) => (
                    <li key={l.product.productId}>{l.product.title}</li>
                  ))}
              </ul>
            </div>
          ) : null}
          {unconfirmed.length > 0 ? (
            <p className="form__errors" role="status" data-testid="prescription-required">
              <FormattedMessage id="cart.prescriptionRequired" values={{ count: unconfirmed.length }} />
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={unconfirmed.length > 0 || invalid || reservationBlocked || reserving}
            aria-busy={reserving || undefined}
            onClick={() => void proceed()}
          >
            <FormattedMessage id="cart.checkout" />
          </button>
        </aside>
      </div>
      {open === 'checkout' ? (
        <Suspense fallback={null}>
          <CheckoutModal paymentSystems={options?.paymentSystems ?? []} summary={{ total, delivery, discount: cart.discount, final, type }} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** The back end's error list (validate-products or create-reservation), in the shopper's language where the code is known. */
function ProblemList({ testId, title, problems, titleOf }: { testId: string; title: string; problems: readonly CartProblem[]; titleOf: (id: number | null) => string | null }) {
  const intl = useIntl()
  const known = new Set(['not_found', 'inactive', 'unavailable', 'out_of_stock', 'not_enough_stock', 'bad_multiplicity', 'empty_cart'])
  return (
    <div className="form__errors cart-problems" role="alert" data-testid={testId}>
      <p>
        <FormattedMessage id={title} />
      </p>
      <ul>
        {problems.map((p) => {
          const product = titleOf(p.productId)
          const text = known.has(p.code) ? intl.formatMessage({ id: `cart.problem.${p.code}` }, { count: p.availableCount ?? 0 }) : p.message
          return (
            <li key={`${p.productId}-${p.code}-${p.message}`} data-product-id={p.productId ?? undefined}>
              {product ? <strong>{product}: </strong> : null}
              {text}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
