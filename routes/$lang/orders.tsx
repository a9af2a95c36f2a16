import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage, type OrdersSearch, ordersLoader, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { parsedByLoader } from '#app/lib/search-params.ts'

/** /{lang}/orders: the order history too (accounts spec 2: "/account/orders, /orders"). */
export const Route = createFileRoute('/$lang/orders')({
  validateSearch: parsedByLoader<OrdersSearch>(),
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
