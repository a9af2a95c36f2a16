import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { PartnersPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/partners')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'partners', lang: context.lang }))
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.partners.title', descriptionId: 'content.partners.description' }),
  component: PartnersPage,
})
