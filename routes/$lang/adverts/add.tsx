import { createFileRoute } from '@tanstack/react-router'
import { getFormLookupsFn } from '#app/features/adverts/advert-edit.functions.ts'
import { AdvertFormPage, loadAdvertsArea } from '#app/features/adverts/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/adverts/add: a new advert (signed in: worker/middleware/session-gate/index.ts). */
export const Route = createFileRoute('/$lang/adverts/add')({
  loader: async ({ context }) => {
    await loadAdvertsArea(context)
    return getFormLookupsFn({ data: { lang: context.lang } })
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.form.addTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  // The loader goes with the page's chunk: shop pages do not carry adverts code (decision 0024).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: AddRoute,
})

function AddRoute() {
  const { categories, regions } = Route.useLoaderData()
  return <AdvertFormPage categories={categories} regions={regions} />
}
