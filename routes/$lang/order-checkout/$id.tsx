import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderCheckoutPage } from '#app/features/checkout/index.ts'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { isOrderId } from '#contract/order-id.ts'

/** /{lang}/order-checkout/{id}: the order's payment status, checked with the back end. */
export const Route = createFileRoute('/$lang/order-checkout/$id')({
  // An order's id as text (`ORD-5005`, a UUID, `order_01H...`, an integer's digits: isOrderId); anything
  // else ("a/b", "..", 65 characters, markup) is the 404 page. In the loader: split from the route tree.
  loader: ({ context, params }) => {
    if (!isOrderId(params.id)) throw notFound()
    return loadAsideMessages(context.lang).then(() => undefined)
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: () => <OrderCheckoutPage orderId={Route.useParams().id} />,
})
