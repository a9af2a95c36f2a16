import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { idList, lang, record } from '#app/api/input.ts'
import type { Locale } from '#config'
import { loadProductList } from './product-list.server'

type ProductListInput = { lang: Locale; ids: number[] }

/**
 * A POST: a list page's ?ids= fit its own address (about 5 characters an id) but not a GET server
 * call's (up to 49 an id), so a browser navigation to a list of 45 or more products was a 414; and the
 * recommendations are for the list as a whole, so the ids cannot go in chunks.
 */
export const getProductList = createServerFn({ method: 'POST' })
  .validator((input: unknown): ProductListInput => {
    const r = record(input)
    return { lang: lang(r.lang), ids: r.ids === undefined ? [] : idList(r.ids, 200) }
  })
  .handler(({ data }) => loadProductList(data.lang, data.ids))

const fetchProductList = createIsomorphicFn()
  .server((input: ProductListInput) => loadProductList(input.lang, input.ids))
  .client((input: ProductListInput) => getProductList({ data: input }))

/** The listed products (in the order of the ids) and the back end's recommendations with them. */
export const productListQuery = (input: ProductListInput) =>
  queryOptions({ queryKey: ['product-list', input], queryFn: () => fetchProductList(input), staleTime: 60_000 })
