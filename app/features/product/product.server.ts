import type { Locale } from '../../../app.config'
import type { ProductCard } from '../../api/contract/catalogue'
import type { ResponseOf } from '../../api/contract/endpoints'
import { callForRequest } from '../../api/request.server'
import { type CardProduct, toCard } from '../catalogue'
import { type StoreAvailabilityRow, storeAvailabilityRows } from './store-availability'

type ProductAnswer = ResponseOf<'product'>
/** The product page's data: the product in full, its similar and compatible products as cards (card.ts). */
export type ProductPageData = Omit<ProductAnswer, 'product'> & {
  product: Omit<ProductAnswer['product'], 'similarProducts' | 'compatibleProducts'> & { similarProducts: CardProduct[]; compatibleProducts: CardProduct[] }
}

export type ProductPageResult = { status: 'ok'; data: ProductPageData } | { status: 'redirect'; slug: string } | { status: 'not-found' } | { status: 'error' }

function fetchPage(locale: Locale, slug: string) {
  return callForRequest(locale, 'product', { params: { slug } })
}

/**
 * The product page. A slug of another language, or one that no longer matches, redirects to the
 * product's slug in this language (asking slug_check when the product call fails).
 */
export async function loadProductPage(locale: Locale, slug: string): Promise<ProductPageResult> {
  const result = await fetchPage(locale, slug)
  if (result.ok) {
    const canonical = result.data.product.url
    if (canonical && canonical !== slug) return { status: 'redirect', slug: canonical }
    const { product } = result.data
    return { status: 'ok', data: { ...result.data, product: { ...product, similarProducts: product.similarProducts.map(toCard), compatibleProducts: product.compatibleProducts.map(toCard) } } }
  }
  if (result.status !== 404 && result.status !== 400) {
    console.warn(`[product] ${result.message}`)
    return { status: 'error' }
  }
  const check = await callForRequest(locale, 'slugCheck', { body: { new_lang: locale, current_slug: slug, object_type: 'product' } })
  if (check.ok && check.data.slug && check.data.slug !== slug) return { status: 'redirect', slug: check.data.slug }
  return { status: 'not-found' }
}

/** The slug of a product in another language (for the language switcher). */
export async function translatedSlug(from: Locale, to: Locale, slug: string): Promise<string | null> {
  const check = await callForRequest(to, 'slugCheck', { body: { new_lang: to, current_slug: slug, object_type: 'product', current_lang: from } })
  return check.ok && check.data.slug ? check.data.slug : null
}

/** Associated products; a failure is an empty list (spec). */
export async function loadAssociated(locale: Locale, productId: number): Promise<ProductCard[]> {
  const result = await callForRequest(locale, 'associatedProductsV2', { query: { product_id: productId } })
  return result.ok ? result.data : []
}

/**
 * A product's availability by shop for the store-availability modal: `/general/product-availability/`
 * (payload products, spec 7.2) with the stores list's addresses. Null when the availability call
 * fails (the modal says so); a failed stores list only leaves the addresses out.
 */
export async function loadStoreAvailability(locale: Locale, productId: number): Promise<StoreAvailabilityRow[] | null> {
  const [availability, stores] = await Promise.all([callForRequest(locale, 'productAvailability', { body: { products: [{ id: productId }] } }), callForRequest(locale, 'stores')])
  if (!availability.ok) {
    console.warn(`[product] availability of ${productId}: ${availability.message}`)
    return null
  }
  return storeAvailabilityRows(availability.data, productId, stores.ok ? stores.data : null)
}
