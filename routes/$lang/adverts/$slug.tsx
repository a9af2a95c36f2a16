import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { advertQueryOptions } from '#app/features/adverts/adverts.functions.ts'
import { AdvertPage, loadAdvertsArea } from '#app/features/adverts/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

/**
 * /{lang}/adverts/{slug}: one advert, on themes with the `adverts` flag. Any other spelling the back
 * end answers for it (its id, a zero-padded id, another case) is a 301 to its slug, the address the
 * list links: only that page is ever stored in the page cache, and a save purges it (decision 0029).
 */
export const Route = createFileRoute('/$lang/adverts/$slug')({
  loader: async ({ context, params, location }) => {
    const shell = await loadAdvertsArea(context)
    const result = await context.queryClient.ensureQueryData(
      advertQueryOptions(context.lang, params.slug.slice(0, 200)),
    )
    if (result.status === 'not-found') throw notFound()
    const canonical = result.status === 'ok' ? result.data.advert.slug : ''
    if (canonical && canonical !== params.slug)
      throw redirect({
        href: `/${context.lang}/adverts/${encodeURIComponent(canonical)}${location.searchStr}`,
        statusCode: 301,
      })
    return { data: result.status === 'ok' ? result.data : null, origin: shell.origin }
  },
  // The advert failed to load: a 503 (decision 0099).
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.data === null),
  head: ({ loaderData, matches }) => {
    const advert = loaderData?.data?.advert
    if (advert) return pageHead(matches, { title: advert.title, description: advert.description.slice(0, 160) })
    return loaderData ? unavailableHead : {}
  },
  notFoundComponent: NotFoundPage,
  // The loader goes with the page's chunk: shop pages do not carry adverts code (decision 0024).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: AdvertRoute,
})

function AdvertRoute() {
  const { data, origin } = Route.useLoaderData()
  // The advert's own words: not the listings' "could not load the products".
  if (!data) return <PageUnavailable />
  return <AdvertPage advert={data.advert} rates={data.rates} origin={origin} />
}
