import { createFileRoute } from '@tanstack/react-router'
import { loadCmsPageForRoute } from '#app/features/content/cms.functions.ts'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { CmsPage, StaticPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

/** The cookie policy: the admin's CMS page `cookies` when there is one, else the terms and privacy page. */
export const Route = createFileRoute('/$lang/cookies')({
  loader: async ({ context }) => {
    const cms = await loadCmsPageForRoute(context.queryClient, context.lang, 'cookies')
    if (cms)
      return { cms: cms.page, bare: cms.bare, seoTitle: cms.page.seo_title, seoDescription: cms.page.seo_description }
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'terms_and_privacy_policy' }),
    )
    return { cms: null, bare: false, seoTitle: '', seoDescription: page?.seo_description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      titleId: 'content.cookies.title',
      seoTitle: loaderData?.seoTitle,
      description: loaderData?.seoDescription,
      descriptionId: 'content.cookies.description',
    }),
  component: CookiesRoute,
})

function CookiesRoute() {
  const { cms } = Route.useLoaderData()
  return cms ? <CmsPage page={cms} /> : <StaticPage kind="terms_and_privacy_policy" titleId="content.cookies.title" />
}
