import { createFileRoute } from '@tanstack/react-router'
import { AdvertPage, loadOwnAdvertPage } from '#app/features/adverts/index.ts'
import { ListingUnavailable } from '#app/features/catalogue/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/**
 * /{lang}/adverts/my/{slug}: the owner's own advert, paused or a draft (issue 51 point 5), with a
 * banner and the owner's actions. Signed in (the session gate) and never cached (personal path);
 * anyone but the owner gets the 404 page.
 */
export const Route = createFileRoute('/$lang/adverts/my_/$slug')({
  loader: ({ context, params }) => loadOwnAdvertPage(context, params.slug),
  head: ({ loaderData, matches }) => {
    const advert = loaderData?.result.ok ? loaderData.result.advert : null
    return pageHead(
      matches,
      advert ? { title: advert.title, noindex: true } : { titleId: 'adverts.myTitle', noindex: true },
    )
  },
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: function OwnAdvertRoute() {
    const { result, origin } = Route.useLoaderData()
    return result.ok ? (
      <AdvertPage advert={result.advert} rates={result.rates} origin={origin} owner />
    ) : (
      <ListingUnavailable />
    )
  },
})
