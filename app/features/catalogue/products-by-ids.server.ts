import type { Locale } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { callForRequest } from '#platform/request.server.ts'

/**
 * The cards of `ids` from GET /general/product-filter, or null when a call failed. The shop asks for
 * them all on one page (`page_size` the ids' count, `pagination=false`), but the spec names the call's
 * paging (7.2: "ids ..., pagination, page") and a back end may page the answer at its own size
 * whatever it is asked: a batch of 20 ids answered 10 a page read the other 10 as unknown products -
 * cart lines marked unavailable, favourites that vanished. While ids are missing and the answer says
 * more pages follow, the next page is asked (at most one page per id asked). A later page that fails
 * fails the whole (an id missing from it is not known to be gone).
 */
export async function productsByIds(lang: Locale, ids: readonly number[]): Promise<ProductCard[] | null> {
  const found = new Map<number, ProductCard>()
  const query = { ids: ids.join(','), page_size: ids.length, pagination: false }
  for (let page = 1; page <= ids.length; page++) {
    const result = await callForRequest(lang, 'productFilter', { query: page === 1 ? query : { ...query, page } })
    if (!result.ok) {
      console.warn(`[products] ${result.message}`)
      return null
    }
    const before = found.size
    for (const card of result.data.products) if (!found.has(card.productId)) found.set(card.productId, card)
    // every id found, no further page, or a page that brought nothing new (a back end that answers
    // the same page whatever is asked)
    if (ids.every((id) => found.has(id)) || !(result.data.pages > page) || found.size === before) break
  }
  return [...found.values()]
}
