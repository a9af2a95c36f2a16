/**
 * The product list page (/{lang}/product_list, storefront spec 2.2): a shareable list of products
 * named by `?ids=3,7,12`, followed by what the back end recommends with them
 * (GET /general/product-filter/recommended). Pure, client-safe.
 */

/** At most this many products in one list (one page of cards; the back end's ids limit is 200). */
export const PRODUCT_LIST_MAX = 48

/**
 * The ids of `?ids=` as the shopper will see them: positive whole numbers, first occurrence wins,
 * at most PRODUCT_LIST_MAX. Anything else (words, negatives, decimals, a repeated key) is dropped,
 * never an error: a mistyped link still shows a page.
 */
export function productListIds(raw: unknown): number[] {
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) =>
    typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [],
  )
  const ids: number[] = []
  for (const value of values) {
    const text = value.trim()
    if (!/^\d{1,9}$/.test(text)) continue
    const id = Number(text)
    if (id > 0 && !ids.includes(id)) ids.push(id)
    if (ids.length === PRODUCT_LIST_MAX) break
  }
  return ids
}
