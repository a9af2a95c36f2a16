import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage, orLogin, readOrdersSearch, requireCabinet } from '../../../app/features/account'
import { ordersFn, userGroupFn } from '../../../app/features/account/cabinet.functions'
import { pageHead } from '../../../app/lib/head'
import { shellQuery } from '../../../app/shell/shell.functions'

/** /{lang}/account/orders: the order history, its filters in the URL query (accounts spec 2, 7). */
export const Route = createFileRoute('/$lang/account/orders')({
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

/** Shared by /{lang}/orders: the orders of the URL's filters, and the companies and points of the account. */
export async function ordersLoader({ context, deps }: { context: Parameters<typeof requireCabinet>[0]['context']; deps: { search: ReturnType<typeof readOrdersSearch> } }) {
  const lang = context.lang
  const [shell, result, group] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(lang)),
    ordersFn({ data: { lang, search: deps.search } }).then((r) => orLogin(lang, r)),
    userGroupFn({ data: { lang } }),
  ])
  const companies = group.ok ? group.data.companies.map((c) => ({ id: c.id, name: c.name })) : []
  return { origin: shell.origin, search: deps.search, result, companies, loyaltyPoints: group.ok ? group.data.loyalty_points : null }
}
