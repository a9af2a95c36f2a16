import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { GalleryPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/gallery/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'gallery', lang: context.lang }))
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.gallery.title', descriptionId: 'content.gallery.description' }),
  component: GalleryPage,
})
