import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSnapshot } from 'valtio'
import { checkoutOptionsQuery, deliveryCostQuery, paymentsFailed } from '#app/features/cart/cart.functions.ts'
import {
  CartLines,
  CartSummary,
  cartBackend,
  cartState,
  cartTotal,
  computedCartFields,
  type DeliveryPriceSettings,
  deliveryInfoText,
  deliveryInTotal,
  deliveryPlace,
  deliveryPrice,
  deliveryRefusalOf,
  effectiveDeliveryType,
  finalPrice,
  includedTax,
  keepComputedFields,
  keptConfirmations,
  loyaltyPoints,
  minOrderShortfall,
  notForHomeDelivery,
  orderLines,
  ownDelivery,
  PromoForm,
  pointsPaidShown,
  remoteAdoptions,
  remoteCartState,
  savedAmount,
  serverSavedAmount,
  summaryDelivery,
  toFreeDelivery,
  unconfirmedPrescriptions,
  vatPercent,
} from '#app/features/cart/index.ts'
import { loadCheckoutModal, loadPaymentsUnavailable } from '#app/features/checkout/index.ts'
import { loadCreditOffers } from '#app/features/credit/index.ts'
import { deliveryState } from '#app/features/delivery/index.ts'
import { formatPrice } from '#app/i18n/format.ts'
import { useLaterMessages, withLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { authState } from '#app/lib/session-state.ts'
import { useDebounced } from '#app/lib/useDebounced.ts'
import { modalState, openModal } from '#app/modals/store.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { TIMINGS } from '#config'
import { DeliveryForm } from './DeliveryForm'

const CheckoutModal = lazy(withLaterMessages(loadCheckoutModal))
// Credit options of the cart (themes with credit only; decision 0019).
const CreditOffers = lazy(() => loadCreditOffers())
const PaymentsUnavailable = lazy(() => loadPaymentsUnavailable().then((m) => ({ default: m.PaymentsUnavailable })))

/**
 * The cart page: lines (CartLines), promo code, delivery choice and the summary (CartSummary); the
 * checkout modal places the order. Renders in the browser only, from the stored cart. A page module
 * (decision 0077): it composes the cart with the checkout, the credit offers, the delivery and the
 * session, so the cart feature imports none of them and they may import the cart.
 */
export function CartPage() {
  const lang = useLocale()
  useLaterMessages()
  const { settings } = useShell()
  const cart = useSnapshot(cartState)
  const server = useSnapshot(remoteCartState)
  const { signedIn } = useSnapshot(authState)
  const carrier = useSnapshot(deliveryState)
  // Where the cart lives was chosen once by the layout from the settings (decision 0050, 0077): the page
  // asks the store's active backend, never the setting. Until the cart has started the page shows
  // its loading state, and the snapshot's change re-renders it with the started backend.
  const backend = cartBackend()
  const [reserving, setReserving] = useState(false)
  // The last refresh could not load the products (decision 0038): said on the page; checkout waits for one that works.
  const [refreshFailed, setRefreshFailed] = useState(false)
  // Each checkout the failed check stopped: the notice (at the top of the page) is brought into view,
  // or a phone shopper who tapped the button far below it saw nothing happen.
  const [checkoutStopped, setCheckoutStopped] = useState(0)
  const refreshNotice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (checkoutStopped > 0) refreshNotice.current?.scrollIntoView({ block: 'center' })
  }, [checkoutStopped])
  const { open } = useSnapshot(modalState)
  const currency = settings.project_currency
  // hide_price_for_guests: the guest's lines stay (sign-in brings the group's prices), no price is shown
  // and there is no checkout, only the way to sign in, as on the cards (the server refuses the order too).
  const pricesHidden = usePricesHidden()
  const money = (n: number) => (pricesHidden ? '—' : formatPrice(n, currency, lang))
  // Regions and delivery options matter only with lines to deliver: an empty cart calls no server function.
  const optionsQuery = useQuery({ ...checkoutOptionsQuery(lang), enabled: cart.products.length > 0 })
  const options = optionsQuery.data
  const { theme } = useShell()
  const pharmacyMode = settings.additional_settings.pharmacy_mode || theme.flags.pharmacyMode
  // prescription_checked is client-only and starts false on every load (spec)
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set())
  // a confirmation goes with its line: a product removed (here, in the drawer or another tab) and added again is confirmed again
  const keptConfirmed = keptConfirmations(confirmed, cart.products)
  if (keptConfirmed !== confirmed) setConfirmed(keptConfirmed)
  // Fresh prices and flags on opening the cart page (the local cart's refresh, loaded on demand), and
  // again whenever the sync takes in a server state that changed the cart: that state brings its own,
  // possibly older, product data. A refresh's answer can reflow the lines (another language's titles,
  // a new price), so the page says when it has landed (data-refresh): a tap, or a test's click, aimed
  // before then may land elsewhere.
  const [refresh, setRefresh] = useState<'pending' | 'done' | 'failed'>('pending')
  const adopted = useSnapshot(remoteAdoptions).count
  // biome-ignore lint/correctness/useExhaustiveDependencies: each server state taken in (adopted) asks for a new refresh
  useEffect(() => {
    if (!cart.loaded) return
    // Only the latest refresh speaks: an older one ending last must not say "done" over a newer one still loading.
    let latest = true
    setRefresh('pending')
    backend
      .refresh(lang, settings.allow_negative_stock)
      .then(() => {
        if (!latest) return
        setRefreshFailed(false)
        setRefresh('done')
      })
      .catch(() => {
        if (!latest) return
        setRefreshFailed(true)
        setRefresh('failed')
      })
    return () => {
      latest = false
    }
  }, [cart.loaded, adopted, backend, lang, settings.allow_negative_stock])
  // The back end's verdict (server cart: validate-products) once it has the cart as shown (after the last change).
  const needsValidation = backend.needsValidation(server, cart.products.length)
  useEffect(() => {
    if (!needsValidation) return
    const timer = window.setTimeout(() => void backend.validate(), TIMINGS.serverCartValidateDelay)
    return () => window.clearTimeout(timer)
  }, [needsValidation, backend])

  // The shop's own delivery price comes from the back end (decision 0047); asked while the own delivery applies.
  const viaCarrier = cart.deliveryMethod === 'address' && carrier.viaCarrier && options?.carrierOffered === true
  const place = deliveryPlace(options?.regions, cart.regionId, cart.localityId)
  // Asked once the lines and place have stayed the same for a moment: three taps on + are one call, and
  // until it is asked the row shows the local estimate for what is shown, not the last answer.
  const costInput = JSON.stringify({
    region_id: cart.regionId,
    // As the regions gave it: an integer or a text id (kishinev), which the back end prices by its locality.
    locality_id: cart.localityId ?? undefined,
    delivery_type: effectiveDeliveryType(place, cart.selectedDeliveryType),
    delivery_method: cart.deliveryMethod,
    products: orderLines(cart.products),
    goods: cart.products.reduce((sum, l) => sum + l.product.price * l.count, 0),
  })
  const askedInput = useDebounced(costInput, TIMINGS.deliveryCostDebounce)
  const { goods, ...asked } = useMemo(
    () => JSON.parse(askedInput) as Parameters<typeof deliveryCostQuery>[1] & { goods: number },
    [askedInput],
  )
  // Asked from what is sent (the settled lines), not the cart shown: the first settled value of a cart
  // page load is the not-yet-loaded cart's, with no lines (the back end refuses that).
  const pickup = cart.deliveryMethod === 'pickup'
  const cost = useQuery(deliveryCostQuery(lang, asked, cart.loaded && !viaCarrier && !pickup, goods))
  const costPending = cost.isPending || askedInput !== costInput

  if (!cart.loaded) return <p className="cart-loading" aria-busy="true" />
  if (cart.products.length === 0) return <CartEmpty pricesHidden={pricesHidden} />

  const lines = cart.products.map((l) => ({
    price: l.product.price,
    old_price: l.product.old_price,
    count: l.count,
    loyalty_give: l.product.loyalty_give,
    loyalty_checked: server.meta[l.product.productId]?.isLoyaltyActive,
    weight_gr: l.product.weight_gr,
  }))
  // Server cart: the back end's totals, once it has confirmed the cart as shown (the local cart has none).
  const serverTotals = server.pending === 0 ? server.totals : null
  // The points pay part of the server cart's total_price: the goods are shown before them and the
  // points as their own row, the amount to pay after them (as the order charges; the drawer too).
  const pointsPaid = pointsPaidShown(server, signedIn)
  const total = serverTotals ? serverTotals.totalPrice + pointsPaid : cartTotal(lines)
  const saved = serverTotals ? serverSavedAmount(serverTotals.totalDiscount, lines) : savedAmount(lines)
  const points = serverTotals ? serverTotals.loyaltyGive : loyaltyPoints(lines)
  const type = effectiveDeliveryType(place, cart.selectedDeliveryType)
  const deliveryOrder = {
    method: cart.deliveryMethod,
    type,
    ...place,
    total,
    lines,
  }
  // The back end's price of the own delivery; the settings' rule only while its answer loads (decision 0047).
  const own = ownDelivery({
    status: costPending ? 'pending' : cost.isError ? 'error' : 'success',
    answer: cost.data,
    local: deliveryPrice(settings.delivery_price as DeliveryPriceSettings, deliveryOrder),
    localToFree: toFreeDelivery(settings.delivery_price as DeliveryPriceSettings, deliveryOrder),
    pickup,
  })
  // The postal carrier's price replaces the own courier's when the carrier delivers (the delivery form's rule).
  const deliveryRow = summaryDelivery({
    viaCarrier,
    carrierPrice: carrier.price.data,
    ownPrice: own.amount,
    ownEstimate: own.source === 'estimate',
    ownRefused: deliveryRefusalOf(cost.data),
    currency,
  })
  const delivery = deliveryInTotal(deliveryRow)
  // "X to free delivery", for the shop's own delivery only.
  const freeIn = viaCarrier ? null : own.toFree
  const final = finalPrice({ total: total - pointsPaid, delivery, discount: cart.discount })
  const taxPercent = vatPercent(settings.is_romanian)
  const tax = includedTax(settings.has_tax_calculation, final, taxPercent)
  const knownDelivery = deliveryRow.kind === 'own' || deliveryRow.kind === 'carrier' ? delivery : null
  const minimum = settings.cart_settings.min_order_total
  const missing = minOrderShortfall(minimum, total, cart.discount)
  const minOrder = missing === null ? null : { minimum, missing }
  const unconfirmed = unconfirmedPrescriptions(cart.products, confirmed, pharmacyMode)
  const notHome = notForHomeDelivery(cart.products, cart.deliveryMethod)
  const invalid = server.validity === 'invalid'
  // Local cart: lines the last refresh flagged inactive or unavailable block ordering, named in the summary.
  const flagged = backend.unorderable(cart.products)
  const reservationBlocked = server.reservationProblems.length > 0
  const titleOf = (id: number | null) => cart.products.find((l) => l.product.productId === id)?.product.title ?? null
  const proceed = async () => {
    if (minOrder) return
    // The backend's last check: the server cart reserves (create-reservation), the local cart refreshes its products.
    setReserving(true)
    const check = await backend.beforeCheckout(lang, settings.allow_negative_stock).finally(() => setReserving(false))
    if (check.refreshFailed !== undefined) setRefreshFailed(check.refreshFailed)
    if (check.refreshFailed) setCheckoutStopped((n) => n + 1)
    if (!check.proceed) return
    pushEvent('begin_checkout', {
      currency,
      value: final,
      items: cartState.products.map((l) => itemOf(l.product as never, l.count)),
    })
    openModal('checkout')
  }

  return (
    <div className="cart-page" data-testid="cart-page" data-refresh={refresh} {...backend.pageAttributes(server)}>
      <KeepComputed regionId={cart.regionId} delivery={knownDelivery} tax={tax} />
      <h1>
        <FormattedMessage id="cart.title" />
      </h1>
      {refreshFailed ? (
        <p
          ref={refreshNotice}
          className="notice notice--warning cart-notice"
          role="alert"
          data-testid="cart-refresh-failed"
        >
          <FormattedMessage id="cart.refreshFailed" />
        </p>
      ) : null}
      {paymentsFailed(optionsQuery) ? (
        <Suspense fallback={null}>
          <PaymentsUnavailable />
        </Suspense>
      ) : null}
      {server.offline ? (
        <p className="notice notice--warning cart-notice" role="status" data-testid="server-cart-offline">
          <FormattedMessage id="cart.server.offline" />
        </p>
      ) : null}
      <div className="cart-page__grid">
        <div>
          <CartLines
            lines={cart.products}
            money={money}
            currency={currency}
            pharmacyMode={Boolean(pharmacyMode)}
            confirmed={confirmed}
            onConfirmedChange={setConfirmed}
            meta={server.meta}
            loyalty={Boolean(backend.loyalty && signedIn)}
            pointsBalance={server.totals?.pointsBalance}
          />
          {pricesHidden ? null : <PromoForm paymentType={options?.paymentSystems[0]?.slug} />}
          <DeliveryForm
            regions={options?.regions ?? []}
            info={deliveryInfoText(options?.deliveryInfo, settings.text_delivery_info)}
          />
          {theme.flags.creditCalculator ? (
            <Suspense fallback={null}>
              <CreditOffers lines={cart.products} titleId="cart.credit" takenOff={cart.discount + pointsPaid} />
            </Suspense>
          ) : null}
        </div>
        {pricesHidden ? (
          <SignInToSee />
        ) : (
          <CartSummary
            totals={{
              total,
              saved,
              discount: cart.discount,
              promoCode: cart.promoCode,
              delivery: deliveryRow,
              final,
              points: signedIn ? points : 0,
              pointsPaid,
              toFreeDelivery: freeIn,
              tax,
              taxPercent,
              minOrder,
            }}
            money={money}
            problems={invalid ? server.problems : flagged.length ? flagged : null}
            reservationProblems={reservationBlocked ? server.reservationProblems : null}
            titleOf={titleOf}
            notHome={cart.products
              .filter((l) => notHome.includes(l.product.productId))
              .map((l) => ({ productId: l.product.productId, title: l.product.title }))}
            unconfirmed={unconfirmed.length}
            busy={reserving}
            onCheckout={() => void proceed()}
          />
        )}
      </div>
      {open === 'checkout' ? (
        <Suspense fallback={null}>
          <CheckoutModal
            paymentSystems={options?.paymentSystems ?? []}
            summary={{ total, delivery, discount: cart.discount, final, type, tax, taxPercent }}
            prescriptions={{ confirmed, pharmacyMode: Boolean(pharmacyMode) }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/** A viewer the site hides prices from (hide_price_for_guests) signs in to see them and to order (decision 0038). */
const SignInToSee = () => (
  <p className="notice cart-notice" data-testid="cart-prices-hidden">
    <button type="button" className="link-button" onClick={() => openModal('auth')}>
      <FormattedMessage id="cart.signInToOrder" />
    </button>
  </p>
)

/** An empty cart: a way back to the shop; and to sign in, for a viewer who sees no prices (nor can order: shopper audit a4). */
function CartEmpty({ pricesHidden }: { pricesHidden: boolean }) {
  const lang = useLocale()
  return (
    <section className="cart-empty" data-testid="cart-empty">
      <h1>
        <FormattedMessage id="cart.title" />
      </h1>
      <p>
        <FormattedMessage id="cart.empty" />
      </p>
      {pricesHidden ? <SignInToSee /> : null}
      <a className="button button--primary" href={`/${lang}`}>
        <FormattedMessage id="cart.continue" />
      </a>
    </section>
  )
}

/** The local cart keeps what the page computed (spec 3 "Local cart"); a write (a save) only when a value changed. */
function KeepComputed({ regionId, delivery, tax }: { regionId: number; delivery: number | null; tax: number | null }) {
  useEffect(() => {
    if (cartState.loaded) keepComputedFields(cartState, computedCartFields({ regionId, delivery, tax }))
  }, [regionId, delivery, tax])
  return null
}
