import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, StaticPage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/delivery')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'delivery_page' }),
    )
    return { seoTitle: page.page?.seo_title, seoDescription: page.page?.seo_description, unavailable: page.unavailable }
  },
  // The page's text failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('delivery'),
  component: () => <StaticPage kind="delivery_page" titleId="content.delivery.title" />,
})
