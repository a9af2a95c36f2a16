import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { GalleryAlbumPage } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/gallery/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) throw notFound()
    const id = Number(params.id)
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'album', lang: context.lang, id }))
    if (data.missing) throw notFound()
    return { id, title: data.album?.title ?? '' }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      title: loaderData?.title,
      titleId: 'content.gallery.title',
      descriptionId: 'content.gallery.description',
    }),
  notFoundComponent: NotFoundPage,
  component: GalleryAlbumRoute,
})

function GalleryAlbumRoute() {
  const { id } = Route.useLoaderData()
  return <GalleryAlbumPage id={id} />
}
