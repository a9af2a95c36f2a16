import { useQuery } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { checkoutOptionsQuery, paymentsFailed } from '../cart/cart.functions'

/**
 * The payment methods could not be loaded (GET /base/payment-systems failed): the cart page and the
 * checkout's payment section say so, with a retry that asks for the options again (decision 0099:
 * the page stays up and says so with a notice). Nothing while the options are fine or still loading.
 * The cart page loads it only once its options say so (loadPaymentsUnavailable): it is no part of
 * the page's first load.
 */
export function PaymentsUnavailable() {
  useLaterMessages()
  const query = useQuery(checkoutOptionsQuery(useLocale()))
  if (!paymentsFailed(query)) return null
  // The back end answered with no method for this viewer: nothing to try again.
  if (query.data?.paymentsNone)
    return (
      <p className="notice notice--warning cart-notice" role="alert" data-testid="payments-unavailable">
        <FormattedMessage id="checkout.paymentsNone" />
      </p>
    )
  return (
    <p className="notice notice--warning cart-notice" role="alert" data-testid="payments-unavailable">
      <FormattedMessage id="checkout.paymentsUnavailable" />{' '}
      <button
        type="button"
        className="link-button"
        // aria-disabled, not disabled: the pressed button keeps the focus while the list loads again
        aria-disabled={query.isFetching}
        aria-busy={query.isFetching || undefined}
        onClick={() => query.isFetching || void query.refetch()}
      >
        <FormattedMessage id="checkout.paymentsRetry" />
      </button>
    </p>
  )
}
