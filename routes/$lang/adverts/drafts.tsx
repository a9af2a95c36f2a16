import { createFileRoute } from '@tanstack/react-router'
import { loadOwnAdverts, OwnAdvertsPage } from '#app/features/adverts/index.ts'
import { ListingUnavailable } from '#app/features/catalogue/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/adverts/drafts: the owner's drafts (signed in; decision 0029). */
export const Route = createFileRoute('/$lang/adverts/drafts')({
  // No validateSearch: the route tree (every page's first load) stays small; the loader reads `page`.
  loaderDeps: ({ search }) => ({ page: (search as Record<string, unknown>).page }),
  loader: ({ context, deps }) => loadOwnAdverts(context, 'drafts', deps.page),
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.draftsTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: function OwnRoute() {
    const { result, page, origin } = Route.useLoaderData()
    return result.ok ? <OwnAdvertsPage kind="drafts" {...result} page={page} origin={origin} /> : <ListingUnavailable />
  },
})
