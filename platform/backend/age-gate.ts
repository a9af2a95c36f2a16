import type { Flag } from '../shared/cookie-flags'

/**
 * Age restriction at the data boundary (issue 27 point 4; decision 0041). The back end marks products
 * and categories `age_restricted`; on a site with `additional_settings.age_restriction` on, a viewer
 * without `is_age_valid=true` gets the server's answer with the restricted details removed before
 * anything else sees it - the page, its dehydrated data, a server function's answer, the cached page
 * of the unconfirmed variant (the age flag is part of the page-cache key). The shape stays true to
 * the schemas, and `age_hidden: true` tells the components to show the age gate instead:
 * - a restricted product (a card anywhere, or the product page's product): no image, description,
 *   properties, SEO description or reviews count; its title, price and link stay (a listing names it);
 * - the product page of such a product: its top-level properties and SEO image and description too;
 * - a restricted category's listing: no products, filters or price range (the gate shows its title).
 */

/**
 * Whether this viewer must confirm their age first: the site asks for it and the cookie's flag, as every
 * layer reads it (platform/shared/cookie-flags.ts flagOf: the page cache's key, the renderer, the
 * browser's gate), is not `true`. A quoted `"true"` or copies that disagree are `odd`: not confirmed.
 */
export function ageGateActive(siteRestricts: boolean, age: Flag): boolean {
  return siteRestricts && age !== 'true'
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)

/** A product (card or detail) the back end marks restricted. */
const isRestrictedProduct = (v: Json) => v.age_restricted === true && typeof v.productId === 'number'
/** A category listing whose category the back end marks restricted. */
const isRestrictedListing = (v: Json) =>
  isObject(v.category) && v.category.age_restricted === true && Array.isArray(v.products)

/** A deep copy of `value` with the restricted details removed (see above). Other fields are kept. */
export function withoutAgeRestricted<T>(value: T): T {
  return strip(value) as T
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (!isObject(value)) return value
  if (isRestrictedListing(value)) {
    const category = value.category as Json
    return {
      ...value,
      category: { ...category, age_hidden: true, image: null, seo_description: '' },
      products: [],
      data: [],
      filters: [],
      totalCount: 0,
      pages: 0,
      min_and_max_price_value: { min: null, max: null },
      seo_info: isObject(value.seo_info) ? { ...value.seo_info, img: null, description: '' } : value.seo_info,
    }
  }
  const out: Json = {}
  for (const [key, field] of Object.entries(value)) out[key] = strip(field)
  if (isRestrictedProduct(value)) return hideProduct(out)
  // The product page: { product, seo_info, properties } around a restricted product.
  if (isObject(value.product) && isRestrictedProduct(value.product) && isObject(value.seo_info)) {
    return { ...out, properties: [], seo_info: { ...value.seo_info, img: null, description: '' } }
  }
  return out
}

function hideProduct(product: Json): Json {
  const out: Json = { ...product, age_hidden: true, img: '' }
  if ('description' in out) out.description = ''
  if ('seo_description' in out) out.seo_description = ''
  if ('properties' in out) out.properties = []
  if ('reviews_count' in out) out.reviews_count = 0
  return out
}
