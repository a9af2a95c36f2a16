import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { ProblemList } from './ProblemList'
import type { CartProblem } from './server-cart'
import type { SummaryDelivery } from './summary-delivery'

export interface CartTotals {
  total: number
  saved: number
  discount: number
  promoCode: string | null
  delivery: SummaryDelivery
  final: number
  /** Loyalty points the order gives (0 shows none: guests collect none). */
  points: number
  /** What loyalty points pay of the total (server cart), shown as its own row when above 0. */
  pointsPaid?: number
  /** What the goods total lacks for free delivery, null when there is nothing to say. */
  toFreeDelivery?: number | null
  /** has_tax_calculation: the VAT the final amount includes, null when the shop shows none. */
  tax?: number | null
  /** The VAT rate `tax` is taken at (the cart rules' vatPercent). */
  taxPercent: number
  /** cart_settings.min_order_total: the minimum and what the goods lack, null when ordering may go on. */
  minOrder?: { minimum: number; missing: number } | null
}

/**
 * The cart page's summary: totals, the loyalty points, what stops the order (the back end's
 * problems, products not delivered home, unconfirmed prescriptions) and the checkout button.
 */
export function CartSummary({
  totals,
  money,
  problems,
  reservationProblems,
  titleOf,
  notHome,
  unconfirmed,
  busy,
  onCheckout,
}: {
  totals: CartTotals
  money: (n: number) => string
  /** validate-products found problems (server cart), else null. */
  problems: readonly CartProblem[] | null
  /** create-reservation refused (server cart), else null. */
  reservationProblems: readonly CartProblem[] | null
  titleOf: (id: number | null) => string | null
  /** Lines that cannot be delivered home with the chosen method. */
  notHome: readonly { productId: number; title: string }[]
  /** Prescription lines not confirmed yet. */
  unconfirmed: number
  busy: boolean
  onCheckout: () => void
}) {
  useLaterMessages()
  const intl = useIntl()
  const { total, saved, discount, promoCode, delivery, final, points, pointsPaid, toFreeDelivery, tax, minOrder } =
    totals
  return (
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
        {discount > 0 ? (
          <>
            <dt>
              <FormattedMessage id="cart.discount" values={{ code: promoCode ?? '' }} />
            </dt>
            <dd data-testid="cart-discount">−{money(discount)}</dd>
          </>
        ) : null}
        {pointsPaid ? (
          <>
            <dt>
              <FormattedMessage id="cart.pointsPaid" />
            </dt>
            <dd data-testid="cart-paid-points">−{money(pointsPaid)}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="cart.delivery" />
        </dt>
        <dd
          data-testid="cart-delivery"
          data-delivery-kind={delivery.kind}
          data-estimate={(delivery.kind === 'own' && delivery.estimate) || undefined}
          aria-busy={(delivery.kind === 'own' && delivery.estimate) || undefined}
          className={
            delivery.kind === 'ownFailed' || delivery.kind === 'carrierPending' ? 'cart-summary__text-value' : undefined
          }
        >
          {delivery.kind === 'ownFailed' ? (
            // the back end's words why it gave no own delivery price (a 4xx that said why), else the summary's own text
            (delivery.refused ?? <FormattedMessage id="cart.deliveryFailed" />)
          ) : delivery.kind === 'carrierPending' ? (
            <FormattedMessage id="cart.deliveryPending" />
          ) : delivery.kind === 'carrierForeign' ? (
            intl.formatNumber(delivery.amount, { style: 'currency', currency: delivery.currency })
          ) : delivery.amount === 0 ? (
            intl.formatMessage({ id: 'cart.free' })
          ) : (
            money(delivery.amount)
          )}
        </dd>
        <dt className="cart-summary__final">
          <FormattedMessage id="cart.final" />
        </dt>
        {/* Announced when it changes (a count, a removed line, a promo code): the shopper hears the new total. */}
        <dd className="cart-summary__final" data-testid="cart-final" aria-live="polite" aria-atomic="true">
          {money(final)}
        </dd>
        {typeof tax === 'number' ? (
          <>
            <dt className="cart-summary__tax">
              <FormattedMessage id="cart.vat" values={{ percent: totals.taxPercent }} />
            </dt>
            <dd className="cart-summary__tax" data-testid="cart-tax">
              {money(tax)}
            </dd>
          </>
        ) : null}
      </dl>
      {delivery.kind === 'carrierForeign' ? (
        <p className="cart-summary__note" data-testid="delivery-foreign-note">
          <FormattedMessage id="cart.deliveryForeign" />
        </p>
      ) : null}
      {toFreeDelivery ? (
        <p className="cart-summary__note" data-testid="to-free-delivery">
          <FormattedMessage id="cart.toFreeDelivery" values={{ amount: money(toFreeDelivery) }} />
        </p>
      ) : null}
      {points > 0 ? (
        <p className="cart-summary__points" data-testid="cart-points">
          <FormattedMessage id="cart.points" values={{ points: Math.round(points * 100) / 100 }} />
        </p>
      ) : null}
      {minOrder ? (
        <p className="notice notice--warning" role="status" data-testid="min-order">
          <FormattedMessage
            id="cart.minOrder"
            values={{ minimum: money(minOrder.minimum), missing: money(minOrder.missing) }}
          />
        </p>
      ) : null}
      {problems ? (
        <ProblemList testId="cart-problems" title="cart.problems.title" problems={problems} titleOf={titleOf} />
      ) : null}
      {reservationProblems ? (
        <ProblemList
          testId="reservation-problems"
          title="cart.reservation.title"
          problems={reservationProblems}
          titleOf={titleOf}
        />
      ) : null}
      {notHome.length > 0 ? (
        <div className="notice notice--warning" role="status" data-testid="not-home-delivery">
          <FormattedMessage id="cart.notHomeDelivery" />
          <ul>
            {notHome.map((l) => (
              <li key={l.productId}>{l.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {unconfirmed > 0 ? (
        <p className="form__errors" role="status" data-testid="prescription-required">
          <FormattedMessage id="cart.prescriptionRequired" values={{ count: unconfirmed }} />
        </p>
      ) : null}
      {/* Disabled while a line is not delivered home and the order is delivered (the notice above says why: pick it
          up in a store; the order server function and the back end refuse it too - shopper audit a4, session 67). */}
      {/* Resting while the last check runs (busy), not disabled: a disabled button drops the focus to the page,
          and the checkout's dialog then had no opener to give it back to (shopper audit a4). */}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={
          Boolean(minOrder) ||
          unconfirmed > 0 ||
          notHome.length > 0 ||
          problems !== null ||
          reservationProblems !== null
        }
        aria-disabled={busy}
        aria-busy={busy || undefined}
        onClick={busy ? undefined : onCheckout}
      >
        <FormattedMessage id="cart.checkout" />
      </button>
    </aside>
  )
}
