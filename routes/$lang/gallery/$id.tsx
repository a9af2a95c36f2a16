import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, GalleryAlbumPage } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/gallery/$id')({
  loader: async ({ context, params, location }) => {
    if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) throw notFound()
    const id = Number(params.id)
    // One URL per id: `/gallery/01` is `/gallery/1`.
    if (String(id) !== params.id)
      throw redirect({ href: `/${context.lang}/gallery/${id}${location.searchStr}`, statusCode: 301 })
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'album', lang: context.lang, id }))
    if (data.missing) throw notFound()
    return { id, title: data.album?.title ?? '', unavailable: data.unavailable }
  },
  // The album failed to load (not a 404: that is the not-found page): a 503 the Worker makes of it (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('gallery'),
  notFoundComponent: NotFoundPage,
  component: GalleryAlbumRoute,
})

function GalleryAlbumRoute() {
  const { id } = Route.useLoaderData()
  return <GalleryAlbumPage id={id} />
}
