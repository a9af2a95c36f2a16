import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, StaticPage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/policy')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'terms_and_privacy_policy' }),
    )
    // No seoTitle: the head keeps the page's own title (contentHead would use it as it is).
    return { seoDescription: page.page?.seo_description, unavailable: page.unavailable }
  },
  // The page's text failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('policy'),
  component: () => <StaticPage kind="terms_and_privacy_policy" titleId="content.policy.title" />,
})
