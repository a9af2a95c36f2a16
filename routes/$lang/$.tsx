import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadCmsPageForRoute } from '#app/features/content/cms.functions.ts'
import { CmsPage } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead } from '#app/lib/head.ts'

/**
 * Any other path under a language prefix: a page built in the admin (GET /page/{path}/), rendered
 * inside the layout unless ignore_layout; otherwise the not-found page (inside the layout), 404.
 */
export const Route = createFileRoute('/$lang/$')({
  loader: async ({ context, params }) => {
    const cms = await loadCmsPageForRoute(context.queryClient, context.lang, params._splat ?? '')
    if (!cms) throw notFound()
    return cms
  },
  notFoundComponent: NotFoundPage,
  head: ({ matches, loaderData }) =>
    loaderData
      ? pageHead(matches, {
          title: loaderData.page.title,
          seoTitle: loaderData.page.seo_title,
          description: loaderData.page.seo_description,
          // none of its own: "Title - " and the shop's description (server renders)
          list: [],
        })
      : { meta: [{ name: 'robots', content: 'noindex' }] },
  component: CmsRoute,
})

function CmsRoute() {
  const { page } = Route.useLoaderData()
  return <CmsPage page={page} />
}
