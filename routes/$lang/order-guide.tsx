import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, OrderGuidePage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/order-guide')({
  loader: async ({ context }) => {
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'orderGuide', lang: context.lang }))
    return { unavailable: data.unavailable }
  },
  // The steps failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('orderGuide'),
  component: OrderGuidePage,
})
