import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { StaticPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** /{lang}/discount: the settings page discount_page (static content). */
export const Route = createFileRoute('/$lang/discount')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'discount_page' }),
    )
    return { seoTitle: page?.seo_title, seoDescription: page?.seo_description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      titleId: 'content.discount.title',
      seoTitle: loaderData?.seoTitle,
      description: loaderData?.seoDescription,
      descriptionId: 'content.discount.description',
    }),
  component: () => <StaticPage kind="discount_page" titleId="content.discount.title" />,
})
