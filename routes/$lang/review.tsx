import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { ReviewsPage } from '#app/features/content/index.ts'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/review')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(contentQuery({ kind: 'reviews', lang: context.lang })),
      loadLaterMessages(context.lang),
    ])
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.reviews.title', descriptionId: 'content.reviews.description' }),
  component: ReviewsPage,
})
