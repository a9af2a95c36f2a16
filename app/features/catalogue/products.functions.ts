import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { idList, lang, record } from '#app/api/input.ts'
import { type Locale, TIMINGS } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { createBatcher, IDS_PER_GET, inChunks, perIdChunk } from './batcher'
import { productsByIds } from './products-by-ids.server'

export { IDS_PER_GET, inChunks, perIdChunk }

function idsInput(input: unknown) {
  const r = record(input)
  return { lang: lang(r.lang), ids: idList(r.ids, IDS_PER_GET) }
}

/**
 * Products by id in one call (GET /general/product-filter?ids=...); missing ids are simply absent.
 * A failed back-end call throws (the browser's call rejects): an empty answer would read as "none of
 * these products exist". Callers send at most IDS_PER_GET ids (the address's length).
 */
export const getProductsByIds = createServerFn({ method: 'GET' })
  .validator(idsInput)
  .handler(async ({ data }): Promise<ProductCard[]> => {
    // A back end that pages the answer despite page_size is read on (products-by-ids.server.ts).
    const products = await productsByIds(data.lang, data.ids)
    if (!products) throw new Error('The products could not be loaded')
    return products
  })

const batchers = new Map<string, (id: number) => Promise<ProductCard | null>>()

/**
 * One product by id, batched with every other look-up in the same 200 ms, IDS_PER_GET ids a call
 * (browser only). Null for an id the shop does not know; rejects when its call failed.
 */
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

/**
 * Products for a list of ids (favorites, compare, recently viewed), in the order of the ids; unknown
 * ids are left out. The query fails when a call failed, so a page can say so rather than show an empty list.
 */
export const productsByIdsQuery = (lang: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['products-by-ids', lang, [...ids]],
    queryFn: async () =>
      (await Promise.all(ids.map((id) => loadProduct(lang, id)))).filter((p): p is ProductCard => p !== null),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
