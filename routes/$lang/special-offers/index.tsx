import { createFileRoute } from '@tanstack/react-router'
import { OffersPage } from '#app/features/offers/index.ts'
import { promotionsQuery } from '#app/features/offers/offers.functions.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** /{lang}/special-offers: promotions, only while their expireDate is in the future. */
export const Route = createFileRoute('/$lang/special-offers/')({
  loader: async ({ context }) => {
    const [shell, promotions] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      context.queryClient.ensureQueryData(promotionsQuery(context.lang)),
    ])
    return { ...promotions, origin: shell.origin, now: Date.now() }
  },
  // The promotions failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: ({ matches, loaderData }) =>
    loaderData?.unavailable
      ? pageHead(matches, { titleId: 'offers.title' }, unavailableHead.meta)
      : // The description: the running promotions' titles (pageHead's list).
        { meta: openGraph(matches, pageHead(matches, { titleId: 'offers.title', list: loaderData?.promotions }).meta) },
  component: OffersRoute,
})

function OffersRoute() {
  const { promotions, unavailable, origin, now } = Route.useLoaderData()
  return <OffersPage promotions={promotions} unavailable={unavailable} origin={origin} now={now} />
}
