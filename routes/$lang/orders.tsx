import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage, readOrdersSearch, requireCabinet } from '../../app/features/account'
import { pageHead } from '../../app/lib/head'
import { ordersLoader } from './account/orders'

/** /{lang}/orders: the order history too (accounts spec 2: "/account/orders, /orders"). */
export const Route = createFileRoute('/$lang/orders')({
  validateSearch: readOrdersSearch,
  beforeLoad: requireCabinet,
  loaderDeps: ({ search }) => ({ search }),
  loader: ordersLoader,
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.orders', noindex: true }),
  component: function OrdersRoute() {
    const data = Route.useLoaderData()
    return <OrdersPage {...data} />
  },
})
