import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { FaqPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/faq')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'faq', lang: context.lang }))
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'content.faq.title', descriptionId: 'content.faq.description' }),
  component: FaqPage,
})
