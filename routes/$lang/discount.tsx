import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../app/features/content'
import { contentQuery } from '../../app/features/content/content.functions'
import { pageHead } from '../../app/lib/head'

/** /{lang}/discount: the settings page discount_page (static content). */
export const Route = createFileRoute('/$lang/discount')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(contentQuery({ kind: 'static', lang: context.lang, page: 'discount_page' }))
    return { seoTitle: page?.seo_title, seoDescription: page?.seo_description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, { titleId: 'content.discount.title', seoTitle: loaderData?.seoTitle, description: loaderData?.seoDescription, descriptionId: 'content.discount.description' }),
  component: () => <StaticPage kind="discount_page" titleId="content.discount.title" />,
})
