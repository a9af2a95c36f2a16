import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { CustomListPage } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/list/{id}: a custom entity list (GET /general/v2/custom_instance/{id}). */
export const Route = createFileRoute('/$lang/list/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) throw notFound()
    const id = Number(params.id)
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'customList', lang: context.lang, id }))
    if (data.missing) throw notFound()
    return { id, title: data.list?.title ?? '' }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      title: loaderData?.title,
      titleId: 'content.customList.title',
      descriptionId: 'content.customList.description',
    }),
  notFoundComponent: NotFoundPage,
  component: CustomListRoute,
})

function CustomListRoute() {
  const { id } = Route.useLoaderData()
  return <CustomListPage id={id} />
}
