import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { StaticPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/policy')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'terms_and_privacy_policy' }),
    )
    return { seoTitle: page?.seo_title, seoDescription: page?.seo_description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      titleId: 'content.policy.title',
      description: loaderData?.seoDescription,
      descriptionId: 'content.policy.description',
    }),
  component: () => <StaticPage kind="terms_and_privacy_policy" titleId="content.policy.title" />,
})
