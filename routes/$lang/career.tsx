import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { CareerPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/career')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'vacancies', lang: context.lang, main: false }))
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.career.title', descriptionId: 'content.career.description' }),
  component: CareerPage,
})
