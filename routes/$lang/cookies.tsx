import { createFileRoute } from '@tanstack/react-router'
import { loadCmsPageForRoute } from '#app/features/content/cms.functions.ts'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { CmsPage, contentHead, StaticPage } from '#app/features/content/index.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** The cookie policy: the admin's CMS page `cookies` when there is one, else the terms and privacy page. */
export const Route = createFileRoute('/$lang/cookies')({
  loader: async ({ context }) => {
    const cms = await loadCmsPageForRoute(context.queryClient, context.lang, 'cookies')
    if (cms)
      return {
        cms: cms.page,
        bare: cms.bare,
        seoTitle: cms.page.seo_title,
        seoDescription: cms.page.seo_description,
        unavailable: false,
      }
    const page = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'static', lang: context.lang, page: 'terms_and_privacy_policy' }),
    )
    return {
      cms: null,
      bare: false,
      seoTitle: '',
      seoDescription: page.page?.seo_description,
      unavailable: page.unavailable,
    }
  },
  // The page's text failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('cookies'),
  component: CookiesRoute,
})

function CookiesRoute() {
  const { cms } = Route.useLoaderData()
  return cms ? <CmsPage page={cms} /> : <StaticPage kind="terms_and_privacy_policy" titleId="content.cookies.title" />
}
