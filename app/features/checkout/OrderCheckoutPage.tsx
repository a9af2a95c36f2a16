import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { paymentCheckOffered } from '#contract/payment-rules.ts'
import { addToCart, parseStoredCart } from '../cart'
import { paymentStatusFn } from './checkout.functions'
import { keptPayment, type PaymentSecret, paymentSecretFor, takeKeptLines } from './payment-secrets'

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
  const navigate = useNavigate()
  // A payment still to be made can be made with the link; a failed one is over (the link is spent: the
  // reference back end answers it 409 'already processed' and gave the stock back), so the order's lines
  // go back to the cart, for another try or another way to pay, as the failed status says.
  const payable = data ? paymentCheckOffered(data.status) && data.status !== 'failed' && !!kept?.payUrl : false
  const refill = data?.status === 'failed' && !!kept?.lines?.length
  const putBack = () => {
    // read as the stored cart's lines are: a damaged one is left out
    const { products } = parseStoredCart(JSON.stringify({ products: takeKeptLines(orderId) })).cart
    for (const line of products) addToCart(line.product, line.count)
    setKept(keptPayment(orderId))
    void navigate({ to: '/$lang/cart', params: { lang } })
  }
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
      {payable && kept?.payUrl ? (
        <>
          <a className="button button--primary" href={kept.payUrl} data-testid="order-checkout-pay">
            <FormattedMessage id="orderCheckout.pay" />
          </a>{' '}
        </>
      ) : null}
      {refill ? (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={putBack}
            data-testid="order-checkout-refill"
          >
            <FormattedMessage id="orderCheckout.backToCart" />
          </button>{' '}
        </>
      ) : null}
      <a className={payable || refill ? 'button' : 'button button--primary'} href={`/${lang}`}>
        <FormattedMessage id="cart.continue" />
      </a>
    </section>
  )
}
