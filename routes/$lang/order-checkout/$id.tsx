import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderCheckoutPage } from '#app/features/checkout/index.ts'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'

/** /{lang}/order-checkout/{id}: the order's payment status, checked with the back end. */
export const Route = createFileRoute('/$lang/order-checkout/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,15}$/.test(params.id)) throw notFound()
  },
  loader: ({ context }) => loadAsideMessages(context.lang).then(() => undefined),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: () => <OrderCheckoutPage orderId={Number(Route.useParams().id)} />,
})
