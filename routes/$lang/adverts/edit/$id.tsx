import { createFileRoute, notFound } from '@tanstack/react-router'
import { getFormLookupsFn, getOwnAdvertFn } from '#app/features/adverts/advert-edit.functions.ts'
import { AdvertFormPage, loadAdvertsArea } from '#app/features/adverts/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/adverts/edit/{id}: the owner's advert (an id or a slug); anyone else's is a 404. */
export const Route = createFileRoute('/$lang/adverts/edit/$id')({
  loader: async ({ context, params }) => {
    await loadAdvertsArea(context)
    const [lookups, advert] = await Promise.all([
      getFormLookupsFn({ data: { lang: context.lang } }),
      getOwnAdvertFn({ data: { lang: context.lang, slug: params.id.slice(0, 200) } }),
    ])
    if (!advert) throw notFound()
    return { ...lookups, advert }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'adverts.form.editTitle', noindex: true }),
  notFoundComponent: NotFoundPage,
  // The loader goes with the page's chunk: shop pages do not carry adverts code (decision 0024).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: EditRoute,
})

function EditRoute() {
  const { categories, regions, advert } = Route.useLoaderData()
  return <AdvertFormPage key={advert.id} categories={categories} regions={regions} advert={advert} />
}
