import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { StaticPage } from '#app/features/content/index.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

export const Route = createFileRoute('/$lang/terms')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'terms_and_privacy_policy' }),
    )
    return { seoTitle: page.page?.seo_title, seoDescription: page.page?.seo_description, unavailable: page.unavailable }
  },
  // The page's text failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.unavailable === true),
  head: ({ matches, loaderData }) =>
    pageHead(
      matches,
      {
        titleId: 'content.terms.title',
        description: loaderData?.seoDescription,
        descriptionId: 'content.terms.description',
      },
      loaderData?.unavailable ? unavailableHead.meta : [],
    ),
  component: () => <StaticPage kind="terms_and_privacy_policy" titleId="content.terms.title" />,
})
