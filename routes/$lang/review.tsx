import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, ReviewsPage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/review')({
  loader: async ({ context }) => {
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'reviews', lang: context.lang }))
    return { unavailable: data.unavailable }
  },
  // The customers' or the video reviews failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('reviews'),
  component: ReviewsPage,
})
