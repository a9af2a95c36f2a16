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

/** The home page's SEO fields from `GET /settings/main_page_settings` (blank fields are null). */
export interface MainPageSeo {
  title: string | null
  description: string | null
  /** seo_text as plain text (its markup dropped, the usual entities decoded), shown under the page. */
  text: string | null
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** Markup to plain text: tags become spaces, the common entities their characters, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

export function mainPageSeo(settings: { seo_title?: string | null; seo_description?: string | null; seo_text?: string | null } | null): MainPageSeo {
  const clean = (value: string | null | undefined, max: number) => {
    const text = plainText(value ?? '')
      .slice(0, max)
      .trim()
    return text || null
  }
  return { title: clean(settings?.seo_title, 200), description: clean(settings?.seo_description, 300), text: clean(settings?.seo_text, 5000) }
}

/** A category tile as the home page's category calls give it. */
export interface CategoryTile {
  id: number
  title: string
  url: string
  image: string | null
  productCount: number
}

/** Products per category: a category without products has no row, and a category listed twice keeps its first row. */
export function categoryGroups<G extends { category: { id: number }; products: readonly unknown[] }>(groups: readonly G[]): G[] {
  const seen = new Set<number>()
  return groups.filter((g) => {
    if (g.products.length === 0 || seen.has(g.category.id)) return false
    seen.add(g.category.id)
    return true
  })
}
