import { createFileRoute } from '@tanstack/react-router'
import { OffersPage } from '#app/features/offers/index.ts'
import { promotionsQuery } from '#app/features/offers/offers.functions.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/special-offers: promotions, only while their expireDate is in the future. */
export const Route = createFileRoute('/$lang/special-offers/')({
  loader: async ({ context }) => {
    const [shell, promotions] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      context.queryClient.ensureQueryData(promotionsQuery(context.lang)),
    ])
    return { promotions, origin: shell.origin, now: Date.now() }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'offers.title' }),
  component: OffersRoute,
})

function OffersRoute() {
  const { promotions, origin, now } = Route.useLoaderData()
  return <OffersPage promotions={promotions} origin={origin} now={now} />
}
