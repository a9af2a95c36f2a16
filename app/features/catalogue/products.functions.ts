import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { TIMINGS } from '../../../app.config'
import type { ProductCard } from '../../api/contract/catalogue'
import { localeSchema } from '../../api/contract/common'
import { callForRequest } from '../../api/request.server'
import { createBatcher } from './batcher'

const idsInput = z.object({ lang: localeSchema, ids: z.array(z.number().int().positive()).min(1).max(200) })

/** Products by id in one call (GET /general/product-filter?ids=...); missing ids are simply absent. */
export const getProductsByIds = createServerFn({ method: 'GET' })
  .validator((input: unknown) => idsInput.parse(input))
  .handler(async ({ data }): Promise<ProductCard[]> => {
    const result = await callForRequest(data.lang, 'productFilter', { query: { ids: data.ids.join(','), page_size: data.ids.length, pagination: false } })
    if (!result.ok) {
      console.warn(`[products] ${result.message}`)
      return []
    }
    return result.data.products
  })

const batchers = new Map<string, (id: number) => Promise<ProductCard | null>>()

/** One product by id, batched with every other look-up in the same 200 ms (browser only). */
export function loadProduct(lang: z.infer<typeof localeSchema>, id: number): Promise<ProductCard | null> {
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
export const productsByIdsQuery = (lang: z.infer<typeof localeSchema>, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['products-by-ids', lang, [...ids]],
    queryFn: async () => (await Promise.all(ids.map((id) => loadProduct(lang, id)))).filter((p): p is ProductCard => p !== null),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
