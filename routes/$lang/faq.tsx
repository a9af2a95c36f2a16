import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { FaqPage } from '#app/features/content/index.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/faq')({
  loader: async ({ context }) => {
    const faq = await context.queryClient.ensureQueryData(contentQuery({ kind: 'faq', lang: context.lang }))
    return { unavailable: faq.unavailable }
  },
  // The questions failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.unavailable === true),
  head: ({ matches, loaderData }) =>
    pageHead(
      matches,
      { titleId: 'content.faq.title', descriptionId: 'content.faq.description' },
      loaderData?.unavailable ? unavailableHead.meta : [],
    ),
  component: FaqPage,
})
