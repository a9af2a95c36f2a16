import { type PageAddresses, pageAddresses } from '#app/shell/seo.ts'
import type { Locale } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import type { ResponseOf } from '#contract/endpoints.ts'
import { callForRequest } from '#platform/request.server.ts'
import { firstOffered } from '#platform/shared/not-offered.ts'
import { type CardProduct, toCard } from '../catalogue'
import { descriptionHtml } from './description'
import { type StoreAvailabilityRow, storeAvailabilityRows } from './store-availability'

type ProductAnswer = ResponseOf<'product'>
/** A product-page slider (`GET /general/sliders?is_product_page=true`): its name and cards. */
export interface ProductPageSlider {
  id: number
  carouselName: string
  products: CardProduct[]
}

/**
 * The product page's data: the product in full, its similar and compatible products as cards (card.ts),
 * its description as the sanitised HTML the page renders (description.ts: the answer's own text never
 * leaves the server).
 */
export type ProductPageData = Omit<ProductAnswer, 'product'> & {
  product: Omit<ProductAnswer['product'], 'similarProducts' | 'compatibleProducts' | 'description'> & {
    descriptionHtml: string
    similarProducts: CardProduct[]
    compatibleProducts: CardProduct[]
  }
  /** The product's page in every language, from its per-language slugs (canonical and hreflang). */
  addresses: PageAddresses
}

export type ProductPageResult =
  | { status: 'ok'; data: ProductPageData }
  | { status: 'redirect'; slug: string }
  | { status: 'not-found' }
  | { status: 'error' }

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
    const { description, ...product } = result.data.product
    const related = await relatedProducts(locale, product)
    return {
      status: 'ok',
      data: {
        ...result.data,
        addresses: pageAddresses(locale, '/product', product),
        product: {
          ...product,
          descriptionHtml: descriptionHtml(description, locale),
          similarProducts: related.similarProducts.map(toCard),
          compatibleProducts: related.compatibleProducts.map(toCard),
        },
      },
    }
  }
  if (result.status !== 404 && result.status !== 400) return { status: 'error' }
  const check = await callForRequest(locale, 'slugCheck', {
    body: { new_lang: locale, current_slug: slug, object_type: 'product' },
  })
  if (check.ok && check.data.slug && check.data.slug !== slug) return { status: 'redirect', slug: check.data.slug }
  return { status: 'not-found' }
}

/**
 * The sliders the operator marks for product pages (spec 7.1: sliders with is_product_page), loaded
 * in the browser below the fold with the page's other extras (the page's HTML budget, decision 0059);
 * the home page asks for the others. Empty ones are left out; a failure shows none (spec 8).
 */
export async function loadProductPageSliders(locale: Locale): Promise<ProductPageSlider[]> {
  const result = await callForRequest(locale, 'sliders', { query: { is_product_page: true } })
  if (!result.ok) {
    return []
  }
  return result.data
    .filter((slider) => slider.products.length > 0)
    .map((slider) => ({ id: slider.id, carouselName: slider.carouselName, products: slider.products.map(toCard) }))
}

/**
 * The similar and compatible products: from the product answer (spec 3, Product), else, when it
 * carries neither list, from `GET /general/product_similar_products` (spec 7.2), the spec's call for
 * them. A failure of that call leaves both lists empty.
 */
async function relatedProducts(
  locale: Locale,
  product: { productId: number; similarProducts: ProductCard[]; compatibleProducts: ProductCard[] },
) {
  if (product.similarProducts.length > 0 || product.compatibleProducts.length > 0) return product
  const result = await callForRequest(locale, 'similarProducts', { query: { product_id: product.productId } })
  if (!result.ok) {
    return { similarProducts: [], compatibleProducts: [] }
  }
  return result.data
}

/** The slug of a product in another language (for the language switcher). */
export async function translatedSlug(from: Locale, to: Locale, slug: string): Promise<string | null> {
  const check = await callForRequest(to, 'slugCheck', {
    body: { new_lang: to, current_slug: slug, object_type: 'product', current_lang: from },
  })
  return check.ok && check.data.slug ? check.data.slug : null
}

/**
 * Associated products; a failure is an empty list (spec). Spec 7.2 names two paths
 * ("/general/associated-products/ and /general/v2/associated-products/"): v2, else the other.
 */
export async function loadAssociated(locale: Locale, productId: number): Promise<ProductCard[]> {
  const query = { product_id: productId }
  const result = await firstOffered(
    () => callForRequest(locale, 'associatedProductsV2', { query }),
    () => callForRequest(locale, 'associatedProducts', { query }),
    'associated',
  )
  return result.ok ? result.data : []
}

/**
 * A product's availability by shop for the store-availability modal: `/general/product-availability/`
 * (payload products, spec 7.2) with the stores list's addresses. Null when the availability call
 * fails (the modal says so); a failed stores list only leaves the addresses out.
 */
export async function loadStoreAvailability(locale: Locale, productId: number): Promise<StoreAvailabilityRow[] | null> {
  const [availability, stores] = await Promise.all([
    callForRequest(locale, 'productAvailability', { body: { products: [{ id: productId }] } }),
    callForRequest(locale, 'stores'),
  ])
  if (!availability.ok) {
    return null
  }
  return storeAvailabilityRows(availability.data, productId, stores.ok ? stores.data : null)
}
