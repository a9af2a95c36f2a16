import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { StaticPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/delivery')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'delivery_page' }),
    )
    return { seoTitle: page?.seo_title, seoDescription: page?.seo_description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      titleId: 'content.delivery.title',
      seoTitle: loaderData?.seoTitle,
      description: loaderData?.seoDescription,
      descriptionId: 'content.delivery.description',
    }),
  component: () => <StaticPage kind="delivery_page" titleId="content.delivery.title" />,
})
