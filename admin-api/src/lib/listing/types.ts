/** Types of the listing runner: its database port, requests, rows and results. */

export interface Db {
  all<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]>
}
export type Loc = 'ro' | 'ru' | 'uk' | 'en'
export type Sort = 'sort_priority-' | 'default' | 'newer+' | 'price-' | 'price+' | 'name-' | 'name+'

export interface CategoryRow {
  id: number
  parent_id: number | null
  level: number
  sort: number
  icon: string | null
  image: string | null
  badge: string | null
  title_ro: string
  title_ru: string
  title_uk: string
  title_en: string
  slug_ro: string
  slug_ru: string
  slug_uk: string
  slug_en: string
  /** 1: for adults only (migration 0015; decision 0041). */
  age_restricted: number
  product_count: number
}

export interface ListingRequest {
  locale: Loc
  category?: { id: number; level: number } | null
  /** FTS5 match expression (see ftsExpression); empty string = no results */
  match?: string | null
  /**
   * A search's categories named by its words (any language): their products join the title
   * matches, ranked after them (issue 52 point 7). Only with `match`.
   */
  categoryIds?: number[]
  brandId?: number | null
  promoOnly?: boolean
  selection: Record<string, string[]>
  sort: Sort
  page: number
  pageSize: number
  categories: CategoryRow[]
  /** Matches from which a plain search walks the sort index instead of sorting (default 10,000). */
  broadThreshold?: number
}

export interface FacetOption {
  id: number | string
  title: string
  keyword: string
  value: string | null
  active: boolean
  count: number | null
}
export interface FacetGroup {
  id: number | string
  title: string
  keyword: string
  type: 'checkbox' | 'range'
  options: FacetOption[]
  min?: number | null
  max?: number | null
  selectedFrom?: number | null
  selectedTo?: number | null
  default_min?: number | null
  default_max?: number | null
}

export interface ListingResult {
  rows: ProductRow[]
  totalCount: number
  pages: number
  min: number | null
  max: number | null
  filters: FacetGroup[]
  applied: Record<string, string[]>
}

export interface ProductRow {
  id: number
  code: string
  brand_id: number
  brand_name: string
  brand_slug: string
  cat1: number
  cat2: number
  cat3: number
  title: string
  slug_ro: string
  slug_ru: string
  slug_uk: string
  slug_en: string
  price: number
  old_price: number | null
  discount: number
  multiplicity: number
  stock: number
  active: number
  available: number
  is_stock: number
  is_recipe: number
  loyalty_give: number
  weight_gr: number
  colors: string
  has_associated: number
  /** The product given with this one (migration 0016), or null. */
  gift_id: number | null
  rating: number
  home_delivery: number
  card_payment_available: number
  created_at: string
}
