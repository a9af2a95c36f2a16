import { createFileRoute } from '@tanstack/react-router'
import { AddressesPage, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/account/addresses: the saved delivery addresses (the delivery feature's form). */
export const Route = createFileRoute('/$lang/account/addresses')({
  beforeLoad: requireCabinet,
  loader: async ({ context }) => ({
    origin: (await context.queryClient.ensureQueryData(shellQuery(context.lang))).origin,
  }),
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.addresses', noindex: true }),
  component: function AddressesRoute() {
    return <AddressesPage origin={Route.useLoaderData().origin} />
  },
})
