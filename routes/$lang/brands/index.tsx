import { createFileRoute } from '@tanstack/react-router'
import { brandsQuery } from '#app/features/brands/brands.functions.ts'
import { BrandsPage } from '#app/features/brands/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/brands: all brands in alphabetical groups. */
export const Route = createFileRoute('/$lang/brands/')({
  loader: async ({ context }) => {
    const [shell, brands] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      context.queryClient.ensureQueryData(brandsQuery(context.lang)),
    ])
    return { brands, origin: shell.origin }
  },
  // The description: the first brands' names (pageHead's list).
  head: ({ matches, loaderData }) => ({
    meta: openGraph(matches, pageHead(matches, { titleId: 'brands.title', list: loaderData?.brands }).meta),
  }),
  component: BrandsRoute,
})

function BrandsRoute() {
  const { brands, origin } = Route.useLoaderData()
  return <BrandsPage brands={brands} origin={origin} />
}
