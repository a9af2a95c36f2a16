import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { ServicesPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/services')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'services', lang: context.lang }))
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.services.title', descriptionId: 'content.services.description' }),
  component: ServicesPage,
})
