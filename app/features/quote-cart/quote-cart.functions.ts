import { createServerFn } from '@tanstack/react-start'
import type { ProductCard } from '../../api/contract/catalogue'
import { idList, lang, record } from '../../api/input'
import { callForRequest } from '../../api/request.server'

/** Associated products of the quote cart's lines (GET /general/v2/associated-products/?product_ids=); a failure is an empty list (spec 8). */
export const getQuoteAssociated = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), ids: idList(r.ids, 200) }
  })
  .handler(async ({ data }): Promise<ProductCard[]> => {
    if (data.ids.length === 0) return []
    const result = await callForRequest(data.lang, 'associatedProductsV2', { query: { product_ids: data.ids.join(',') } })
    if (!result.ok) {
      console.warn(`[quote-cart] associated products: ${result.message}`)
      return []
    }
    return result.data
  })
