import { plainText } from '#app/lib/plain-text.ts'
import { LAYOUT, LIMITS } from '#config'

export type BannerPosition = 'top' | 'main' | 'bottom' | 'left_banner' | 'right_banner'

/** Groups slides/banners by their show_on position; banners without a position are header banners. */
export function bannersByPosition<T extends { show_on: BannerPosition | null }>(banners: T[]) {
  const groups: Record<BannerPosition | 'header', T[]> = {
    top: [],
    main: [],
    bottom: [],
    left_banner: [],
    right_banner: [],
    header: [],
  }
  for (const banner of banners) groups[banner.show_on ?? 'header'].push(banner)
  return groups
}

/** New products and discounted products keep only items in stock, first 10. */
export function inStockFirst<T extends { is_stock: boolean }>(
  products: T[],
  limit: number = LIMITS.newProductsSlider,
): T[] {
  return products.filter((p) => p.is_stock).slice(0, limit)
}

/** The home page's SEO fields from `GET /settings/main_page_settings` (blank fields are null). */
export interface MainPageSeo {
  title: string | null
  description: string | null
  /** seo_text as plain text (its markup dropped, the usual entities decoded), shown under the page. */
  text: string | null
}

export function mainPageSeo(
  settings: { seo_title?: string | null; seo_description?: string | null; seo_text?: string | null } | null,
): MainPageSeo {
  const clean = (value: string | null | undefined, max: number) => {
    const text = plainText(value ?? '')
      .slice(0, max)
      .trim()
    return text || null
  }
  return {
    title: clean(settings?.seo_title, 200),
    description: clean(settings?.seo_description, 300),
    text: clean(settings?.seo_text, 5000),
  }
}

/** A category tile as the home page's category calls give it. */
export interface CategoryTile {
  id: number
  title: string
  url: string
  image: string | null
  /** null when the back end gives none: no count is shown. */
  productCount: number | null
}

/** Products per category: a category without products has no row, and a category listed twice keeps its first row. */
export function categoryGroups<G extends { category: { id: number }; products: readonly unknown[] }>(
  groups: readonly G[],
): G[] {
  const seen = new Set<number>()
  return groups.filter((g) => {
    if (g.products.length === 0 || seen.has(g.category.id)) return false
    seen.add(g.category.id)
    return true
  })
}

/** The home page's product rows, each a list of cards (what `homeFrame` leaves out). */
interface HomeRows<P> {
  newProducts: P[]
  popularProducts: P[]
  discountedProducts: P[]
  sliders: { products: P[] }[]
}

/**
 * The home page without its product rows' cards: what the page's data carries (decision 0053).
 * Each row carries its cards in the HTML beside it instead (`rowSnapshot`), where gzip finds the
 * same titles, links and images the cards just drew.
 */
export function homeFrame<D extends HomeRows<unknown>>(data: D) {
  const { newProducts: _n, popularProducts: _p, discountedProducts: _d, sliders, ...rest } = data
  return {
    ...rest,
    sliders: sliders.map(({ products: _products, ...slider }) => slider as Omit<D['sliders'][number], 'products'>),
  }
}

/**
 * A row's cards as the text of its `<script type="application/json">`: JSON with every `<`
 * escaped, so no `</script>` or `<!--` in a title can end the element. Parsing it and writing it
 * again gives the same text, so the hydrating row renders the element exactly as the server did.
 */
export function rowSnapshot(products: readonly unknown[]): string {
  return JSON.stringify(products).replace(/</g, '\\u003c')
}

/** The cards a row's snapshot element holds, or null when there is none (or it cannot be read). */
export function readRowSnapshot<P>(text: string | null | undefined): P[] | null {
  if (text == null) return null
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as P[]) : null
  } catch {
    return null
  }
}

/**
 * How many of a home product row's cards the server renders (decision 0088): what the widest screen
 * shows before the row is scrolled. The grid view shows every card at once, so it gets them all; the
 * others render the rest in the browser once the row has hydrated (it hydrates as it nears the viewport).
 */
export function serverRenderedCards(view: 'carousel' | 'grid' | 'large', count: number): number {
  return view === 'grid' ? count : Math.min(count, LAYOUT.productRowVisibleCards[view])
}
