import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { CustomListPage, contentHead } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** /{lang}/list/{id}: a custom entity list (GET /general/v2/custom_instance/{id}). */
export const Route = createFileRoute('/$lang/list/$id')({
  loader: async ({ context, params, location }) => {
    if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) throw notFound()
    const id = Number(params.id)
    // One URL per id: `/list/01` is `/list/1`.
    if (String(id) !== params.id)
      throw redirect({ href: `/${context.lang}/list/${id}${location.searchStr}`, statusCode: 301 })
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'customList', lang: context.lang, id }))
    if (data.missing) throw notFound()
    return { id, title: data.list?.title ?? '', unavailable: data.unavailable }
  },
  // The list failed to load (not a 404: that is the not-found page): a 503 the Worker makes of it (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('customList'),
  notFoundComponent: NotFoundPage,
  component: CustomListRoute,
})

function CustomListRoute() {
  const { id } = Route.useLoaderData()
  return <CustomListPage id={id} />
}
