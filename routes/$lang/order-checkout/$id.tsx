import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderCheckoutPage } from '#app/features/checkout/index.ts'

/** /{lang}/order-checkout/{id}: the order's payment status, checked with the back end. */
export const Route = createFileRoute('/$lang/order-checkout/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,15}$/.test(params.id)) throw notFound()
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: () => <OrderCheckoutPage orderId={Number(Route.useParams().id)} />,
})
