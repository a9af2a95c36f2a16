import { createFileRoute } from '@tanstack/react-router'
import { orderFn } from '#app/features/account/cabinet.functions.ts'
import { OrderPage, orLogin, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import { isOrderId } from '#contract/order-id.ts'

/** /{lang}/account/orders/{id}: one order; a failed load is a notice on the page (spec 8: "returns false"). */
export const Route = createFileRoute('/$lang/account/orders_/$id')({
  beforeLoad: requireCabinet,
  loader: async ({ context, params }) => {
    // an id text (`ORD-5005`, a UUID) or an integer's digits; anything else is the notice, with no call
    const id = isOrderId(params.id) ? params.id : null
    const [shell, result] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      id ? orderFn({ data: { lang: context.lang, id } }).then((r) => orLogin(context.lang, r)) : null,
    ])
    return { origin: shell.origin, order: result?.ok ? result.data : null }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.orders', noindex: true }),
  component: function OrderRoute() {
    const data = Route.useLoaderData()
    return <OrderPage {...data} />
  },
})
