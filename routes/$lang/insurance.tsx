import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, StaticPage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** /{lang}/insurance: the settings page insurance_page (static content). */
export const Route = createFileRoute('/$lang/insurance')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'insurance_page' }),
    )
    return { seoTitle: page.page?.seo_title, seoDescription: page.page?.seo_description, unavailable: page.unavailable }
  },
  // The page's text failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('insurance'),
  component: () => <StaticPage kind="insurance_page" titleId="content.insurance.title" />,
})
