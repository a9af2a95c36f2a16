import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage, productListIds } from '#app/features/catalogue/index.ts'
import { productListQuery } from '#app/features/catalogue/product-list.functions.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** ?ids= is read leniently (productListIds): a bad link shows the recommendations, never an error. */
const validateProductListSearch = (raw: Record<string, unknown>): { ids?: string } => {
  const ids = productListIds(raw.ids)
  return ids.length ? { ids: ids.join(',') } : {}
}

/** /{lang}/product_list?ids=3,7: a shareable list of products and the back end's recommendations with them (spec 2.2). */
export const Route = createFileRoute('/$lang/product_list')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => ({ ids: productListIds(search.ids) }),
  loader: async ({ context, deps }) => {
    const [shell, list] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      context.queryClient.ensureQueryData(productListQuery({ lang: context.lang, ids: deps.ids })),
    ])
    return { list, origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'productList.title', noindex: true }),
  component: ProductListRoute,
})

function ProductListRoute() {
  const { list, origin } = Route.useLoaderData()
  return <ProductListPage list={list} origin={origin} />
}
