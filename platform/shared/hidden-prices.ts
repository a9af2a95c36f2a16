import type { EndpointName } from '#contract/endpoints.ts'

/**
 * `hide_price_for_guests` at the data boundary (storefront spec, settings; decision 0038): for a
 * viewer who may not see prices, the server strips them from the back end's answer before anything
 * else sees it - the page, its dehydrated data, a server function's answer, a cached page. What is
 * left has the same shape (the schemas stay true) with nothing of the price in it:
 * - `price` and `discount` become 0, `old_price` null (the product's and an extension's);
 * - the listing's price range (`min_and_max_price_value`) has no bounds, and the price filter group
 *   (keyword `price`) is dropped, so neither gives a range away.
 * - whatever had a price is marked `price_on_request: true`, the contract's "no price to show or
 *   sell" (catalogue.ts): a browser tab whose settings are older than the operator's switch (decision
 *   0128: the page is re-rendered, an open tab keeps its settings) still says prices show, and drew
 *   the stripped 0 as "0 lei" beside a cart button that added the product at 0. With the mark, every
 *   price line says "price on request" and isSellable refuses it, whatever the tab's settings say.
 * The components already hide the price line and the cart button for a viewer their settings say
 * may not see prices.
 */

/** The public answers that carry product prices (cards, pages, sliders, listings, lookups). */
export const PRICED_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'sliders',
  'newProducts',
  'popularProducts',
  'productOfTheDay',
  'promotions',
  'promotion',
  'categoryProductsMain',
  'promos',
  'brand',
  'customInstance',
  'category',
  'search',
  'product',
  'similarProducts',
  'productFilter',
  'productFilterPromo',
  'productFilterRecommended',
  'productsByIds',
  'associatedProducts',
  'associatedProductsV2',
  'checkoutStatus',
  'shopProduct',
  'favorites',
  'addFavorite',
  'deleteFavorite',
])

const ZEROED = new Set(['price', 'discount'])
const NULLED = new Set(['old_price'])
const NO_RANGE = { min: null, max: null }

/** A deep copy of `value` without prices (see above). Other fields are kept as they are. */
export function withoutPrices<T>(value: T): T {
  return strip(value) as T
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isPriceFilterGroup(item)).map(strip)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (ZEROED.has(key) && typeof field === 'number') out[key] = 0
    else if (NULLED.has(key)) out[key] = null
    else if (key === 'min_and_max_price_value') out[key] = { ...NO_RANGE }
    else out[key] = strip(field)
  }
  if (typeof (value as { price?: unknown }).price === 'number') out.price_on_request = true
  return out
}

function isPriceFilterGroup(item: unknown): boolean {
  return (
    item !== null &&
    typeof item === 'object' &&
    (item as { keyword?: unknown }).keyword === 'price' &&
    Array.isArray((item as { options?: unknown }).options)
  )
}

/**
 * `hide_price_for_guests` (storefront spec, settings): guests see no prices and cannot add to the
 * cart. A guest is a viewer without a user group: no `user-group-id`, 0, or a value that is not a
 * group id. The group is the page cache's key, so the cached page of a group shows what that group
 * may see and holds nothing personal (decision 0017).
 */
export function pricesHidden(hideForGuests: boolean, groupId: string | undefined): boolean {
  if (!hideForGuests) return false
  return !groupId || !/^[1-9]\d{0,5}$/.test(groupId)
}
