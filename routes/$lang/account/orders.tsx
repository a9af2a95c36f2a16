import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage, type OrdersSearch, ordersLoader, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { parsedByLoader } from '#app/lib/search-params.ts'

/** /{lang}/account/orders: the order history, its filters in the URL query (accounts spec 2, 7). */
export const Route = createFileRoute('/$lang/account/orders')({
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
