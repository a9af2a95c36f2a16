import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { StaticPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/insurance: the settings page insurance_page (static content). */
export const Route = createFileRoute('/$lang/insurance')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'insurance_page' }),
    )
    return { seoTitle: page?.seo_title, seoDescription: page?.seo_description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      titleId: 'content.insurance.title',
      seoTitle: loaderData?.seoTitle,
      description: loaderData?.seoDescription,
      descriptionId: 'content.insurance.description',
    }),
  component: () => <StaticPage kind="insurance_page" titleId="content.insurance.title" />,
})
