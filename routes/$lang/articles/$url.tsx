import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { ArticlePage } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { pageHead, unavailableHead } from '#app/lib/head.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** /{lang}/articles/{url}: the article, its recommended articles and its SEO (GET /general/seo/article). */
export const Route = createFileRoute('/$lang/articles/$url')({
  loader: async ({ context, params }) => {
    const slug = params.url.slice(0, 300)
    const data = await context.queryClient.ensureQueryData(contentQuery({ kind: 'article', lang: context.lang, slug }))
    if (data.missing) throw notFound()
    const a = data.article
    return {
      slug,
      seoTitle: data.seo?.seo_title || a?.seo_title || a?.title || '',
      seoDescription: data.seo?.seo_description || a?.seo_description || a?.short_description || '',
      keywords: data.seo?.seo_keywords || a?.seo_keywords || '',
      image: data.seo?.img || a?.img || '',
      unavailable: data.unavailable,
    }
  },
  // The article failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: ({ matches, loaderData }) => {
    const head = pageHead(
      matches,
      { titleId: 'content.articles.title', seoTitle: loaderData?.seoTitle, description: loaderData?.seoDescription },
      [
        ...(loaderData?.keywords ? [{ name: 'keywords', content: loaderData.keywords }] : []),
        ...(loaderData?.unavailable ? unavailableHead.meta : []),
      ],
    )
    // Open Graph with property= (the protocol's attribute; name= was ignored by its readers).
    if (!loaderData || loaderData.unavailable) return head
    return {
      meta: openGraph(matches, head.meta, { type: 'article', title: loaderData.seoTitle, image: loaderData.image }),
    }
  },
  notFoundComponent: NotFoundPage,
  component: ArticleRoute,
})

function ArticleRoute() {
  const { slug } = Route.useLoaderData()
  return <ArticlePage slug={slug} />
}
