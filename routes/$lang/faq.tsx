import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, FaqPage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/faq')({
  loader: async ({ context }) => {
    const faq = await context.queryClient.ensureQueryData(contentQuery({ kind: 'faq', lang: context.lang }))
    return { unavailable: faq.unavailable }
  },
  // The questions failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('faq'),
  component: FaqPage,
})
