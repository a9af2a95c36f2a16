import { LIMITS } from '../../../app.config'

export type BannerPosition = 'top' | 'main' | 'bottom' | 'left_banner' | 'right_banner'

/** Groups slides/banners by their show_on position; banners without a position are header banners. */
export function bannersByPosition<T extends { show_on: BannerPosition | null }>(banners: T[]) {
  const groups: Record<BannerPosition | 'header', T[]> = { top: [], main: [], bottom: [], left_banner: [], right_banner: [], header: [] }
  for (const banner of banners) groups[banner.show_on ?? 'header'].push(banner)
  return groups
}

/** New products and discounted products keep only items in stock, first 10. */
export function inStockFirst<T extends { is_stock: boolean }>(products: T[], limit: number = LIMITS.newProductsSlider): T[] {
  return products.filter((p) => p.is_stock).slice(0, limit)
}
