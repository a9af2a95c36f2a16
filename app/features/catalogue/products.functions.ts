import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { idList, lang, record } from '#app/api/input.ts'
import { type Locale, TIMINGS } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { callForRequest } from '#platform/request.server.ts'
import { createBatcher } from './batcher'

function idsInput(input: unknown) {
  const r = record(input)
  return { lang: lang(r.lang), ids: idList(r.ids, 200) }
}

/** Products by id in one call (GET /general/product-filter?ids=...); missing ids are simply absent. */
export const getProductsByIds = createServerFn({ method: 'GET' })
  .validator(idsInput)
  .handler(async ({ data }): Promise<ProductCard[]> => {
    const result = await callForRequest(data.lang, 'productFilter', {
      query: { ids: data.ids.join(','), page_size: data.ids.length, pagination: false },
    })
    if (!result.ok) {
      console.warn(`[products] ${result.message}`)
      return []
    }
    return result.data.products
  })

const batchers = new Map<string, (id: number) => Promise<ProductCard | null>>()

/** One product by id, batched with every other look-up in the same 200 ms (browser only). */
export function loadProduct(lang: Locale, id: number): Promise<ProductCard | null> {
  let load = batchers.get(lang)
  if (!load) {
    load = createBatcher(async (ids) => {
      const products = await getProductsByIds({ data: { lang, ids } })
      return new Map(products.map((p) => [p.productId, p]))
    }, TIMINGS.batchedLookupDebounce)
    batchers.set(lang, load)
  }
  return load(id)
}

/** Products for a list of ids (favorites, compare, recently viewed), in the order of the ids. */
export const productsByIdsQuery = (lang: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['products-by-ids', lang, [...ids]],
    queryFn: async () =>
      (await Promise.all(ids.map((id) => loadProduct(lang, id)))).filter((p): p is ProductCard => p !== null),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
