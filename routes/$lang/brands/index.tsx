import { createFileRoute } from '@tanstack/react-router'
import { brandsQuery } from '#app/features/brands/brands.functions.ts'
import { BrandsPage } from '#app/features/brands/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** /{lang}/brands: all brands in alphabetical groups. */
export const Route = createFileRoute('/$lang/brands/')({
  loader: async ({ context }) => {
    const [shell, { brands, unavailable }] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      context.queryClient.ensureQueryData(brandsQuery(context.lang)),
    ])
    return { brands, unavailable, origin: shell.origin }
  },
  // The list failed to load: a 503 with the notice, not "no brands yet" with 200 (decision 0099).
  headers: unavailableHeaders,
  // The description: the first brands' names (pageHead's list).
  head: ({ matches, loaderData }) => ({
    meta: openGraph(matches, pageHead(matches, { titleId: 'brands.title', list: loaderData?.brands }).meta),
  }),
  component: BrandsRoute,
})

function BrandsRoute() {
  const { brands, unavailable, origin } = Route.useLoaderData()
  return <BrandsPage brands={brands} unavailable={unavailable} origin={origin} />
}
