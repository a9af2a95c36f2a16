import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatPrice } from '#app/i18n/format.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { phoneMaskName, shownPhone } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import type { ResponseOf } from '#contract/endpoints.ts'
import { paymentCheckOffered } from '#contract/payment-rules.ts'
import { QUOTE_DELIVERY_METHOD } from '#contract/quote-rules.ts'
import { productHref } from '../catalogue'
import { CabinetFrame, Notice } from './CabinetFrame'
import { paymentStatusFn } from './cabinet.functions'
import { orderDate } from './order-date'
import { orderStatusMessage } from './rules'

type Order = ResponseOf<'order'>
type PaymentStatus = ResponseOf<'paymentStatus'>['status']

/**
 * /{lang}/account/orders/{id}: one order (accounts spec 3 "Orders", 7). Its load answers true or
 * false (spec 8): a failed load is a notice on the page, not an error page. The payment status is
 * asked of the back end (check-payment-status) on the shopper's request. A sent quote request (the
 * delivery method `quote`, decision 0067) is one of the orders with neither payment nor delivery: it
 * reads as a quote request, with no payment row or check, no recipient or address rows, and its
 * total at the asked prices. A fact the back end left out has no row (an order without a name has no
 * recipient); a line without its unit price shows its count alone, and no lines no list.
 */
export function OrderPage({ origin, order }: { origin: string; order: Order | null }) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const currency = settings.project_currency
  const [payment, setPayment] = useState<{ status: PaymentStatus } | { error: string } | null>(null)
  const [checking, setChecking] = useState(false)
  // A check that found the order paid takes its button away, and the focus went with it to the page:
  // it goes to the status the check read (shopper audit a4).
  const status = useRef<HTMLElement>(null)
  useEffect(() => {
    if (payment && document.activeElement === document.body) status.current?.focus()
  }, [payment])
  const ordersCrumb = [{ title: intl.formatMessage({ id: 'cabinetNav.orders' }), href: `/${lang}/account/orders` }]
  if (!order) {
    return (
      <CabinetFrame titleId="cabinetOrder.unavailableTitle" origin={origin} crumbs={ordersCrumb}>
        <Notice testId="order-error">
          <FormattedMessage id="cabinetOrder.unavailable" />
        </Notice>
        <a className="button" href={`/${lang}/account/orders`}>
          <FormattedMessage id="cabinetOrder.back" />
        </a>
      </CabinetFrame>
    )
  }
  const money = (n: number) => formatPrice(n, currency, lang)
  const check = async () => {
    if (checking) return
    setChecking(true)
    try {
      const r = await paymentStatusFn({ data: { lang, id: order.id } })
      setPayment(r.ok ? { status: r.data.status } : { error: r.errors.join(' ') })
    } catch {
      setPayment({ error: intl.formatMessage({ id: 'cabinet.failed' }) })
    } finally {
      setChecking(false)
    }
  }
  // a status the shop has no words for shows as the back end wrote it
  const statusText = (status: string) => {
    const id = orderStatusMessage(status)
    return id ? intl.formatMessage({ id }) : status
  }
  const paymentText = (status: PaymentStatus) => intl.formatMessage({ id: `cabinetOrder.payment.${status}` })
  const quote = order.delivery_method === QUOTE_DELIVERY_METHOD
  // Each part may be absent (a back end that names only some of them: spec 3 "Orders", detail).
  // A quote is delivered nowhere: the site's country alone is no address.
  const address = quote
    ? ''
    : [
        order.address?.address,
        order.address?.locality?.name,
        order.address?.region?.name,
        order.zip_code,
        order.country_code,
      ]
        .filter(Boolean)
        .join(', ')
  const paymentShown = quote ? null : payment && 'status' in payment ? payment.status : order.payment_status
  return (
    <CabinetFrame
      titleId="cabinetOrders.number"
      title={intl.formatMessage(
        { id: quote ? 'cabinetOrder.quoteNumber' : 'cabinetOrders.number' },
        { number: order.number },
      )}
      origin={origin}
      crumbs={ordersCrumb}
    >
      <section className="cabinet__card" aria-labelledby="order-facts">
        <h2 id="order-facts" className="cabinet__name">
          <FormattedMessage id="cabinetOrder.details" />
        </h2>
        {quote ? (
          <p data-testid="order-quote">
            <FormattedMessage id="cabinetOrder.quoteNote" />
          </p>
        ) : null}
        <dl className="cabinet__facts" data-testid="order-facts">
          {order.created_at ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.date" />
              </dt>
              <dd>{orderDate(intl, order.created_at, true)}</dd>
            </>
          ) : null}
          {order.status ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrders.status" />
              </dt>
              <dd>{statusText(order.status)}</dd>
            </>
          ) : null}
          {order.name ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.name" />
              </dt>
              <dd>{order.name}</dd>
            </>
          ) : null}
          {order.company_name ? (
            <>
              <dt>
                <FormattedMessage id="cabinet.company" />
              </dt>
              <dd>{order.company_name}</dd>
            </>
          ) : null}
          {address ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.address" />
              </dt>
              <dd data-testid="order-address">{address}</dd>
            </>
          ) : null}
          {order.email ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.email" />
              </dt>
              <dd>{order.email}</dd>
            </>
          ) : null}
          {order.phone ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.phone" />
              </dt>
              <dd>
                {shownPhone(order.phone, PHONE_MASKS[phoneMaskName(settings)])}
                {order.ext ? ` (${order.ext})` : ''}
              </dd>
            </>
          ) : null}
          {order.payment_system && !quote ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.paymentSystem" />
              </dt>
              <dd>{order.payment_system.title}</dd>
            </>
          ) : null}
          {paymentShown ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.paymentStatus" />
              </dt>
              <dd data-testid="order-payment" ref={status} tabIndex={-1}>
                {paymentText(paymentShown)}
              </dd>
            </>
          ) : null}
        </dl>
        {quote || !paymentCheckOffered(paymentShown) ? null : (
          <div className="cabinet-actions">
            <button
              type="button"
              className="button"
              onClick={() => void check()}
              // resting while it asks, not disabled: a disabled button drops the focus to the page (shopper audit a4)
              aria-disabled={checking}
              data-testid="check-payment"
            >
              <FormattedMessage id={checking ? 'cabinetOrder.checking' : 'cabinetOrder.checkPayment'} />
            </button>
          </div>
        )}
        {payment && 'error' in payment ? <Notice>{payment.error}</Notice> : null}
      </section>
      <section className="cabinet__card" aria-labelledby="order-lines">
        <h2 id="order-lines" className="cabinet__name">
          <FormattedMessage id="cabinetOrder.lines" />
        </h2>
        {order.items.length ? (
          <ul className="cabinet-list" data-testid="order-lines">
            {order.items.map((line) => (
              <li key={line.product_id} className="cabinet-list__item">
                {line.product ? (
                  <a href={productHref(lang, line.product)}>{line.product.title}</a>
                ) : (
                  <span>#{line.product_id}</span>
                )}
                <span className="cabinet-list__meta" data-keep-clear>
                  {line.price === null
                    ? intl.formatMessage({ id: 'unit.count.pc' }, { count: line.count })
                    : `${intl.formatNumber(line.count)} × ${money(line.price)}`}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="cabinet__facts cabinet__totals">
          {order.delivery_price !== null && !quote ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.delivery" />
              </dt>
              <dd data-keep-clear>{money(order.delivery_price)}</dd>
            </>
          ) : null}
          {order.discount ? (
            <>
              <dt>
                <FormattedMessage id="cabinetOrder.discount" />
              </dt>
              <dd data-keep-clear>−{money(order.discount)}</dd>
            </>
          ) : null}
          {order.total === null ? null : (
            <>
              <dt>
                <FormattedMessage id={quote ? 'cabinetOrder.quoteTotal' : 'cabinetOrder.total'} />
              </dt>
              <dd data-keep-clear>
                <strong>{money(order.total)}</strong>
              </dd>
            </>
          )}
        </dl>
      </section>
    </CabinetFrame>
  )
}
