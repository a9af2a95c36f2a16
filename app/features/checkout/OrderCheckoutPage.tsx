import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { paymentCheckOffered } from '#contract/payment-rules.ts'
import { paymentStatusFn } from './checkout.functions'
import { keptPayment, type PaymentSecret, paymentSecretFor } from './payment-secrets'

/**
 * The order's page after payment: asks the back end for the payment status (personal: browser only).
 * The id is text (`ORD-5005`, a UUID, an integer's digits), as the route checked it (isOrderId).
 */
export function OrderCheckoutPage({ orderId }: { orderId: string }) {
  const lang = useLocale()
  useAsideMessages()
  const { data, isPending, refetch, isFetching } = useQuery({
    queryKey: ['payment-status', orderId],
    queryFn: () =>
      paymentStatusFn({
        data: {
          lang,
          orderId,
          transId: paymentSecretFor(orderId, typeof window === 'undefined' ? '' : window.location.search),
        },
      }),
    staleTime: 0,
  })
  // Kept by this browser when it went to pay: the number the shopper was shown, and the way back to paying.
  // Read after hydration: the server's render, which cannot know it, names the order by its id.
  const [kept, setKept] = useState<PaymentSecret>()
  useEffect(() => setKept(keptPayment(orderId)), [orderId])
  const unpaid = data ? paymentCheckOffered(data.status) : false
  return (
    <section className="order-success" data-testid="order-checkout">
      <h1>
        <FormattedMessage id="orderCheckout.title" values={{ id: kept?.number ?? orderId }} />
      </h1>
      <p role="status" data-testid="payment-status">
        {isPending ? (
          <FormattedMessage id="orderCheckout.checking" />
        ) : data ? (
          <FormattedMessage id={`orderCheckout.status.${data.status}`} />
        ) : (
          <FormattedMessage id="orderCheckout.unknown" />
        )}
      </p>
      {/* A payment settled (paid, or nothing to pay online) leaves nothing to check again. */}
      {data && !paymentCheckOffered(data.status) ? null : (
        <>
          {/* aria-disabled while it checks: disabled, the button the shopper pressed dropped the focus to the page */}
          <button
            type="button"
            className="button"
            aria-disabled={isFetching}
            onClick={() => isFetching || void refetch()}
            data-testid="order-checkout-refresh"
          >
            <FormattedMessage id="orderCheckout.refresh" />
          </button>{' '}
        </>
      )}
      {unpaid && kept?.payUrl ? (
        <>
          <a className="button button--primary" href={kept.payUrl} data-testid="order-checkout-pay">
            <FormattedMessage id="orderCheckout.pay" />
          </a>{' '}
        </>
      ) : null}
      <a className={unpaid && kept?.payUrl ? 'button' : 'button button--primary'} href={`/${lang}`}>
        <FormattedMessage id="cart.continue" />
      </a>
    </section>
  )
}
