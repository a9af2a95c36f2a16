import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { idList, lang, record } from '#app/api/input.ts'
import { propertyValueText } from '#app/lib/property-text.ts'
import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'
import { IDS_PER_GET, inChunks } from '../catalogue/products.functions'
import type { CompareProperty } from './compare-rules'

const input = (raw: unknown) => ({ lang: lang(record(raw).lang), ids: idList(record(raw).ids, IDS_PER_GET) })

/**
 * The properties of some compared products in one browser call (the Worker asks
 * GET /general/product_properties for each in parallel; the browser sends IDS_PER_GET ids a call). A
 * failed product gets no properties. The call is a `shared` endpoint (catalogue data, the same for
 * every shopper; asked without a token): a burst of the same compare page asks each product once per
 * isolate answer-reuse time (tests/worker/compare-shared.test.ts; round 11 finding 5). What is left
 * per request is one call per product this isolate has not asked lately - made-up ids included.
 */
export const getCompareProperties = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(async ({ data }): Promise<Record<number, CompareProperty[]>> => {
    const results = await Promise.all(
      data.ids.map((id) => callForRequest(data.lang, 'productProperties', { query: { product_id: id } })),
    )
    const out: Record<number, CompareProperty[]> = {}
    results.forEach((result, i) => {
      if (result.ok)
        out[data.ids[i]!] = result.data.properties.map((p) => ({
          keyword: p.keyword,
          title: p.title,
          value: propertyValueText(p, data.lang),
          unit: p.unit,
        }))
      else console.warn(`[compare] ${result.message}`)
    })
    return out
  })

/**
 * Browser only: compare is personal and renders after hydration. IDS_PER_GET ids a call (the
 * address's length), the calls together.
 */
export const comparePropertiesQuery = (lang: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['compare-properties', lang, [...ids].sort((a, b) => a - b)],
    queryFn: async (): Promise<Record<number, CompareProperty[]>> =>
      Object.assign(
        {},
        ...(await Promise.all(
          inChunks(
            [...ids].sort((a, b) => a - b),
            IDS_PER_GET,
          ).map((chunk) => getCompareProperties({ data: { lang, ids: chunk } })),
        )),
      ),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  })
