import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { ListingUnavailable } from '#app/features/catalogue/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { ProductPage } from '#app/features/product/index.ts'
import { productPageQuery } from '#app/features/product/product.functions.ts'
import { listDescription, unavailableHead } from '#app/lib/head.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { plainText } from '#app/lib/plain-text.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import { mainContentHeaders } from '#platform/shared/main-content.ts'

// The age gate loads only on a page that shows it, not in every product page's first load; the
// server renders it in full and its markup stays until the chunk hydrates it.
const AgeGate = lazy(() => import('#app/modals/AgeGate.tsx').then((m) => ({ default: m.AgeGate })))

/** /{lang}/product/{slug}: a slug of another language redirects to this language's slug. */
export const Route = createFileRoute('/$lang/product/$slug')({
  loader: async ({ context, params }) => {
    const [shell, result] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      context.queryClient.ensureQueryData(productPageQuery(context.lang, params.slug)),
    ])
    if (result.status === 'redirect')
      throw redirect({ to: '/$lang/product/$slug', params: { lang: context.lang, slug: result.slug }, statusCode: 301 })
    if (result.status === 'not-found') throw notFound()
    const page = result.status === 'ok' ? result.data : null
    return { page, origin: shell.origin, addresses: page?.addresses }
  },
  notFoundComponent: NotFoundPage,
  // The product failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: ({ loaderData }) => mainContentHeaders(loaderData?.page === null),
  head: ({ loaderData, matches }) => {
    const page = loaderData?.page
    if (!page) return loaderData ? unavailableHead : {}
    const { product, seo_info } = page
    const title = product.seo_title || seo_info.title || product.title
    // Without SEO fields, on a server render: the product's own text, else "Product - " and the shop's
    // description (an empty one said nothing).
    const description =
      product.seo_description ||
      seo_info.description ||
      (import.meta.env.SSR
        ? plainText(product.descriptionHtml).slice(0, 300) || listDescription(matches, product.title, [])
        : '')
    return {
      // og: type, title, description, image (none for an age-restricted product the viewer has not
      // confirmed, decision 0041), url (the canonical), site name and locale.
      meta: openGraph(
        matches,
        [
          { title },
          { name: 'description', content: description },
          ...(product.seo_keywords || seo_info.keywords
            ? [{ name: 'keywords', content: product.seo_keywords || seo_info.keywords }]
            : []),
          // No price when the viewer may not see one: the server gave the page none (decision 0038).
          ...(product.price > 0 ? [{ property: 'product:price:amount', content: String(product.price) }] : []),
        ],
        { type: 'product', title, description, image: seo_info.img || product.img },
      ),
    }
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { page, origin } = Route.useLoaderData()
  if (!page) return <ListingUnavailable />
  // An age-restricted product for a viewer who has not confirmed their age: the server sent no details (decision 0041).
  if (page.product.age_hidden)
    return (
      <Suspense fallback={null}>
        <AgeGate title={page.product.title} />
      </Suspense>
    )
  return <ProductPage data={page} origin={origin} />
}
