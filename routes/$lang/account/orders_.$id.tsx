import { createFileRoute } from '@tanstack/react-router'
import { orderFn } from '#app/features/account/cabinet.functions.ts'
import { OrderPage, orLogin, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/account/orders/{id}: one order; a failed load is a notice on the page (spec 8: "returns false"). */
export const Route = createFileRoute('/$lang/account/orders_/$id')({
  beforeLoad: requireCabinet,
  loader: async ({ context, params }) => {
    const id = Number(params.id)
    const valid = Number.isInteger(id) && id >= 1 && id <= 999_999_999
    const [shell, result] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      valid ? orderFn({ data: { lang: context.lang, id } }).then((r) => orLogin(context.lang, r)) : null,
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
