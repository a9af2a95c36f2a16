import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { OrderGuidePage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/order-guide')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'orderGuide', lang: context.lang }))
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.orderGuide.title', descriptionId: 'content.orderGuide.description' }),
  component: OrderGuidePage,
})
