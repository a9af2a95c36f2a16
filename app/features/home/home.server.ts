import { LIMITS, type Locale } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import type { ApiResult } from '#platform/backend/client.ts'
import { isLostData } from '#platform/backend/failures.ts'
import { callForRequest } from '#platform/request.server.ts'
import { toCard } from '../catalogue'
import { type CategoryTile, categoryGroups, inStockFirst, mainPageSeo } from './rules'

/** The widget's data, or its default; the failed call is in the log already (the client's logCallFailure, once a minute). */
function or<T>(result: ApiResult<T>, fallback: T): T {
  return result.ok ? result.data : fallback
}

/** A call that failed (not a 404: a section the shop has not set up), so its widget shows the spec's default. */
const lost = (result: ApiResult<unknown> | null) => result !== null && !result.ok && isLostData(result)

/**
 * Every widget of the home page, each from its own call. A failed call leaves its widget empty
 * (sliders become an empty products list), the page still renders, and `degraded` makes it say so.
 */
export async function loadHome(locale: Locale, withProductOfTheDay: boolean) {
  const [banners, sliders, featured, advantages, fresh, popular, discounted, productOfTheDay, mainPage] =
    await Promise.all([
      callForRequest(locale, 'slidesBanner'),
      // product-page sliders show on product pages (product.server.ts)
      callForRequest(locale, 'sliders', { query: { is_product_page: false } }),
      callForRequest(locale, 'similarCategory'),
      callForRequest(locale, 'advantages', { params: { key: 'main_page' } }),
      callForRequest(locale, 'newProducts', { params: { locale } }),
      callForRequest(locale, 'popularProducts', { params: { locale } }),
      callForRequest(locale, 'shopProduct', { query: { type: 'discount', page_size: LIMITS.discountPageSize } }),
      withProductOfTheDay ? callForRequest(locale, 'productOfTheDay') : Promise.resolve(null),
      callForRequest(locale, 'mainPageSettings'),
    ])
  const potd = productOfTheDay ? or(productOfTheDay, { product: null, expireDate: null }).product : null
  // Products are dehydrated into the page: cards carry only what a card shows (catalogue/card.ts).
  return {
    banners: or(banners, []),
    sliders: or(sliders, []).map((slider) => ({ ...slider, products: slider.products.map(toCard) })),
    featured: or(featured, { categories: [], view_mode: 'grid' }),
    advantages: or(advantages, { advantages: [] }).advantages,
    newProducts: inStockFirst(or(fresh, { products: [] as ProductCard[] }).products).map(toCard),
    popularProducts: or(popular, { products: [] as ProductCard[] })
      .products.slice(0, 12)
      .map(toCard),
    discountedProducts: inStockFirst(
      or(discounted, { products: { results: [] as ProductCard[], count: 0, next: null, previous: null } }).products
        .results,
      LIMITS.discountPageSize,
    ).map(toCard),
    productOfTheDay: potd ? toCard(potd) : null,
    // The home page's title, description and text (settings/main_page_settings; decision 0044).
    seo: mainPageSeo(or(mainPage, null)),
    /** A widget's call failed: the page shows the degraded notice (decision 0099). */
    degraded: [banners, sliders, featured, advantages, fresh, popular, discounted, productOfTheDay, mainPage].some(
      lost,
    ),
  }
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>

/**
 * The home page's category carousel (`GET /base/main-carousel-category`), loaded in the browser when
 * the shopper nears it (it is not in the cached HTML). A failed call shows nothing.
 */
export async function loadCategoryCarousel(locale: Locale): Promise<CategoryTile[]> {
  return or(await callForRequest(locale, 'carouselCategory'), [])
}

/** Products per category on the home page (`GET /general/category-products-main-page/`), loaded like the carousel. */
export async function loadCategoryProducts(locale: Locale) {
  return categoryGroups(or(await callForRequest(locale, 'categoryProductsMain'), [])).map((g) => ({
    category: g.category,
    products: g.products.map(toCard),
  }))
}
