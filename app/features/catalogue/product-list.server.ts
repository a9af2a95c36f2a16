import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'
import { type CardProduct, toCard } from './card'

export interface ProductList {
  /** The products of `?ids=` the back end knows, in the order of the ids. */
  products: CardProduct[]
  /** GET /general/product-filter/recommended with those ids (with none: the back end's general picks). */
  recommended: CardProduct[]
  /** A call failed: the page says so instead of showing an empty list as if it were the answer. */
  degraded: boolean
}

export async function loadProductList(locale: Locale, ids: number[]): Promise<ProductList> {
  const [listed, recommended] = await Promise.all([
    ids.length ? callForRequest(locale, 'productsByIds', { query: { ids } }) : null,
    callForRequest(locale, 'productFilterRecommended', { query: ids.length ? { product_ids: ids } : {} }),
  ])
  const byId = new Map((listed?.ok ? listed.data : []).map((p) => [p.productId, p]))
  const products = ids.flatMap((id) => {
    const p = byId.get(id)
    return p ? [toCard(p)] : []
  })
  const shown = new Set(ids)
  return {
    products,
    recommended: recommended.ok ? recommended.data.filter((p) => !shown.has(p.productId)).map(toCard) : [],
    degraded: Boolean((listed && !listed.ok) || !recommended.ok),
  }
}
