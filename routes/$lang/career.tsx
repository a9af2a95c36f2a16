import { createFileRoute } from '@tanstack/react-router'
import { CareerPage } from '../../app/features/content'
import { contentQuery } from '../../app/features/content/content.functions'
import { pageHead } from '../../app/lib/head'

export const Route = createFileRoute('/$lang/career')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'vacancies', lang: context.lang, main: false }))
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'content.career.title', descriptionId: 'content.career.description' }),
  component: CareerPage,
})
