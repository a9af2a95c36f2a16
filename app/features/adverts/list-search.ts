import {
  ADVERTS,
  type AdvertCurrency,
  type AdvertSort,
  type AdvertType,
  type AreaUnit,
} from '#contract/advert-rules.ts'
import { listPage } from '#platform/shared/page-param.ts'

/**
 * The adverts list's state in the URL query (issue 19; accounts spec 4, 5, 9): page (absent = 1),
 * sort (absent = 'newer+'), category, region, a price range in a currency (absent = EUR) and the
 * list or grid layout. Plain functions, no zod: the browser runs them.
 */
export interface AdvertListSearch {
  page?: number
  sort?: AdvertSort
  category?: number
  region?: number
  location?: number
  sector?: number
  /**
   * Attribute filters in the URL (accounts spec 2: "a comma-separated list of key:value-list
   * pairs"): `attribute id:values` with the values joined by `_` - option ids of a select attribute
   * (any of them), or `min_max` of a number one (either side may be empty). Kept canonical.
   */
  attributes?: string
  price_min?: number
  price_max?: number
  currency?: AdvertCurrency
  /** The advert's type (sale, rent, buy, exchange). */
  type?: AdvertType
  /** `negotiable=1`: only adverts with a negotiable price (the spec's default query value True when the filter is on). */
  negotiable?: true
  area_min?: number
  area_max?: number
  /** The area filter's unit (absent = ari, spec 5). */
  area_unit?: AreaUnit
  layout?: 'grid' | 'list'
  /** Page 1 shows half a page first (spec 4); `more` shows the whole page. */
  more?: boolean
}

/** `id:values` pairs, comma-separated (see `attributes` above). */
const ATTRIBUTES_SHAPE = /^\d{1,9}:[-\d._]*(,\d{1,9}:[-\d._]*)*$/
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

function id(v: unknown): number | undefined {
  const n = Number(first(v))
  return Number.isInteger(n) && n >= 1 && n <= 999_999_999 ? n : undefined
}

function price(v: unknown): number | undefined {
  const raw = first(v)
  if (raw === undefined || raw === null || raw === '') return undefined
  const n = Number(String(raw).replace(',', '.'))
  if (!Number.isFinite(n)) return undefined
  return Math.min(ADVERTS.priceMax, Math.max(0, Math.round(n * 100) / 100))
}

/** A value of `list` other than the default; undefined otherwise. */
function member<T extends string>(v: unknown, list: readonly T[], fallback?: T): T | undefined {
  const s = first(v)
  return s !== fallback && list.includes(s) ? s : undefined
}

const flag = (v: unknown) => ['1', 1, true].includes(first(v))

/** A [min, max] range of the query (swapped when reversed), each side left out at its bound. */
function range(out: Record<string, unknown>, raw: Record<string, unknown>, key: 'price' | 'area', bound: number) {
  let min = price(raw[`${key}_min`])
  let max = price(raw[`${key}_max`])
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min !== undefined && min > 0) out[`${key}_min`] = min
  if (max !== undefined && max < bound) out[`${key}_max`] = max
}

/** The URL query as the page uses it: unknown or bad values dropped, defaults left out (page 1, 'newer+', EUR, ari, grid). */
export function validateAdvertSearch(raw: Record<string, unknown>): AdvertListSearch {
  const out: AdvertListSearch = {}
  const page = listPage(raw.page)
  if (page) out.page = page
  const sort = member(raw.sort, ADVERTS.sorts, ADVERTS.defaultSort)
  if (sort) out.sort = sort
  const category = id(raw.category)
  if (category) out.category = category
  const region = id(raw.region)
  if (region) out.region = region
  const location = region ? id(raw.location) : undefined
  if (location) out.location = location
  const sector = location ? id(raw.sector) : undefined
  if (sector) out.sector = sector
  // Checked by shape only (this runs in every page's route tree); advertListQuery parses it.
  const attributes = first(raw.attributes)
  if (typeof attributes === 'string' && attributes.length <= 2_000 && ATTRIBUTES_SHAPE.test(attributes))
    out.attributes = attributes
  range(out as Record<string, unknown>, raw, 'price', ADVERTS.priceMax)
  range(out as Record<string, unknown>, raw, 'area', ADVERTS.areaMax)
  const type = member(raw.type, ADVERTS.types)
  if (type) out.type = type
  if (flag(raw.negotiable)) out.negotiable = true
  const areaUnit = member(raw.area_unit, ADVERTS.areaUnits, ADVERTS.queryDefaults.area_unit)
  if (areaUnit) out.area_unit = areaUnit
  const currency = member(raw.currency, ADVERTS.currencies, ADVERTS.queryDefaults.price_unit)
  if (currency) out.currency = currency
  if (first(raw.layout) === 'list') out.layout = 'list'
  if (!out.page && flag(raw.more)) out.more = true
  return out
}

/** A change of filters or sort starts again at page 1 (spec: page 1 removes `page`). */
export function withFilters(
  search: AdvertListSearch,
  change: Partial<Record<keyof AdvertListSearch, unknown>>,
): AdvertListSearch {
  const { page: _page, more: _more, ...rest } = search
  return validateAdvertSearch({ ...rest, ...change })
}

/** Pages of the pager, counted in whole pages whatever the first load showed. */
export function advertPages(totalCount: number): number {
  return Math.ceil(totalCount / ADVERTS.pageSize)
}

export interface Rate {
  code: AdvertCurrency
  /** Units of the rate base (MDL) per one unit of `code`. */
  rate: number
}

/** A price from one currency into another with the back end's rates (MDL per unit); null when a rate is missing. Two decimals. */
export function convertPrice(amount: number, from: string, to: AdvertCurrency, rates: Rate[]): number | null {
  if (from === to) return amount
  const f = rates.find((r) => r.code === from)?.rate
  const t = rates.find((r) => r.code === to)?.rate
  if (!f || !t) return null
  return Math.round(((amount * f) / t) * 100) / 100
}
