import { z } from 'zod'
import {
  creditCompanyId,
  emptyAs,
  endDate,
  flagValue,
  fromOtherNames,
  intId,
  isRecord,
  localeSchema,
  num,
  orDefault,
  orNull,
  wholeCount,
} from './common'
import { FILTER_KEY, FILTER_VALUE, PRICE_RANGE } from './filter-format'
import { itemsOf, recordLeftOut } from './items'
import { countSchema, creditCompanyBodyId, idSchema, qBool, qIds, qInt, qNum, qStr } from './params'
import { WIRE_LIMITS } from './wire'

/**
 * Catalogue and product calls (storefront spec 7.2): category listing, search, product page,
 * reviews, product lookups, availability, credits, favorites.
 */

// ---------------------------------------------------------------------------------------------
// Filter query format (shared by the storefront's URLs and the admin API; spec 2.3 "a comma-separated
// list of key:value-list pairs"): a token with a colon starts a pair, one without adds a value to it
//   filters=<keyword>:<v1>,<v2>,<keyword2>:<v3>
// A `;` between pairs reads as a comma (`<keyword>:<v1>,<v2>;<keyword2>:<v3>`, what the shop sent
// before session 55: a back end that reads pairs by the comma took `v2;keyword2` for a value).
// - property groups: keyword = property keyword (color, storage, ...), values = option keywords
// - price:<min>-<max> (either side may be empty: price:100- or price:-500)
// - a range-type property group (type range, e.g. screen): <keyword>:<min>-<max>, the price's format
// - brand_id:<id>,<id>   categoryId:<id>,<id>   promo:discount   status:in_stock,out_of_stock,new,recipe
// A JSON object is accepted too (the spec's "filters as JSON"):
//   filters={"color":["black"],"price":[100,500],"brand_id":[3]}
// Separate query params brand_id, categoryId, price_min, price_max, promo and status are merged in.

export const SORTS = ['sort_priority-', 'default', 'newer+', 'price-', 'price+', 'name-', 'name+'] as const
export const sortSchema = z.enum(SORTS)
export const STATUS_FILTERS = ['in_stock', 'out_of_stock', 'new', 'recipe'] as const

export type FilterSelection = Record<string, string[]>

/** Parses the filter query (string or JSON form). Returns null when malformed. */
export function parseFilterQuery(input: string | undefined | null): FilterSelection | null {
  const out: FilterSelection = {}
  if (!input) return out
  const s = input.trim()
  if (s.startsWith('{')) {
    let obj: unknown
    try {
      obj = JSON.parse(s)
    } catch {
      return null
    }
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return null
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
      if (!FILTER_KEY.test(k)) return null
      const list = Array.isArray(v) ? v : [v]
      if (list.length > 50) return null
      if (k === 'price') {
        const [a, b] = list
        const okN = (x: unknown) =>
          x === null ||
          x === undefined ||
          x === '' ||
          (typeof x === 'number' && Number.isFinite(x)) ||
          (typeof x === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(x))
        if (!okN(a) || !okN(b)) return null
        out.price = [`${a ?? ''}-${b ?? ''}`]
        continue
      }
      const vals: string[] = []
      for (const x of list) {
        const str = typeof x === 'number' && Number.isInteger(x) ? String(x) : x
        if (typeof str !== 'string' || !FILTER_VALUE.test(str)) return null
        vals.push(str)
      }
      if (vals.length) out[k] = vals
    }
    return out
  }
  if (s.length > 2000) return null
  let key: string | null = null
  for (const raw of s.split(/[,;]/)) {
    const token = raw.trim()
    if (!token) continue
    const i = token.indexOf(':')
    let value = token
    if (i >= 0) {
      key = token.slice(0, i)
      value = token.slice(i + 1)
      if (!FILTER_KEY.test(key)) return null
    }
    // a value without a key of its own belongs to the pair before it; none before it is malformed
    if (key === null) return null
    if (key === 'price') {
      if (i < 0 || !PRICE_RANGE.test(value)) return null
      out.price = [value]
      continue
    }
    if (!value) continue
    if (!FILTER_VALUE.test(value)) return null
    const values = out[key] ?? []
    if (values.length >= 50) return null
    out[key] = [...values, value]
  }
  return out
}

export { formatFilterQuery } from './filter-format'

const filterString = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(2000))
  .refine((s) => parseFilterQuery(s) !== null, 'malformed filters: use key:v1,v2,key2:v3 or a JSON object')

/**
 * The most cards a listing page may ask for (listingQuerySchema's page_size) and product-filter's
 * (productListQuerySchema's): an answer's longer list is cut to it.
 */
const MOST_CARDS = 100
const MOST_FILTERED_CARDS = 200

/** Query of GET /general/v2/category/{slug}/ and the search (plus `query`). */
export const listingQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, MOST_CARDS).default(WIRE_LIMITS.listingPageSize),
  sort: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), sortSchema).optional(),
  filters: filterString.optional(),
  brand_id: qIds(50).optional(),
  categoryId: qIds(50).optional(),
  price_min: qNum(0, 1e9).optional(),
  price_max: qNum(0, 1e9).optional(),
  promo: qBool.optional(),
  status: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(z.enum(STATUS_FILTERS)).max(4))
    .optional(),
})
export type ListingQuery = z.infer<typeof listingQuerySchema>

export const searchQuerySchema = listingQuerySchema.extend({ query: qStr(200).default('') })

// ---------------------------------------------------------------------------------------------
// Products

/** A product's category (ids may be strings of digits, as the card's own). */
export const categoryRefSchema = z.object({
  categoryId: intId,
  categoryTitle: z.string(),
  categoryUrl: z.string(),
  subcategoryId: orNull(intId),
  subcategoryTitle: orNull(z.string()),
  subcategoryUrl: orNull(z.string()),
})

/**
 * A page's slug in each language (ours). A language absent, null or malformed has no page: '' (the
 * others are kept, and no canonical, hreflang or switcher link names it: app/shell/seo.ts
 * pageAddresses). One language missing threw the whole map away, so every language got the url and
 * hreflang named a 404 (operator audit 11, 9).
 */
const slugIn = orDefault(z.string(), '').meta({ absent: "'': no page in that language" })
export const slugsSchema = z.object({ ro: slugIn, ru: slugIn, uk: slugIn, en: slugIn })

/** A count of ours: absent, null or malformed is null (the reader takes its default). */
const optionalCount = wholeCount.nullish().catch(null)

/**
 * The page a `next` or `previous` link names: a page number, or a DRF-style URL (`...?page=2`; a URL
 * without `page` is the first page). Absent, null or unreadable: no page.
 */
export const pageLinkSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v): number | null => {
    if (v === null || v === undefined) return null
    if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? v : null
    const text = v.trim()
    if (/^\d{1,9}$/.test(text)) return Number(text) || null
    if (!/^(https?:)?\/\/|^[/?]/.test(text)) return null
    let url: URL
    try {
      url = new URL(text, 'http://x')
    } catch {
      return null
    }
    const page = url.searchParams.get('page')
    if (page === null) return 1
    return /^\d{1,9}$/.test(page) && Number(page) > 0 ? Number(page) : null
  })
  .catch(null)
  .meta({ doc: 'page number, or a URL with ?page=', absent: 'null' })

/**
 * A product card. Required: productId, title, url and the flags a sale depends on (active,
 * available, is_stock); price is a number, or null or absent for "price on request" (priceOnRequest:
 * kept, never sold). The spec's other product fields take a default when absent or null (a REST
 * back end leaves empty fields out): code '', img '', colors [], old_price null, discount 0, brand
 * { id 0, name '', slug '' }, category [], multiplicity 1, stock null (not counted: is_stock decides), has_associated_products false,
 * loyalty_give 0, weight_gr 0. Ours, optional: slugs (the url in every language), rating 0,
 * home_delivery true, card_payment_available true, is_recipe false. Numbers may be decimal strings,
 * ids strings of digits, the defaulted flags 1/0; a defaulted field that is malformed takes its
 * default too (orDefault), only a required one leaves the card out.
 */
const productCardObject = z.object({
  // 1 and up: the calls that take product ids (the cart's stock check, favourites, compare) refuse others.
  productId: intId.pipe(z.number().positive()).meta({ doc: 'integer from 1, or string of digits' }),
  title: z.string(),
  code: orDefault(z.union([z.string(), z.number().transform(String)]), ''),
  url: z.string(),
  slugs: slugsSchema.nullish().catch(null).meta({ absent: 'the url in every language' }),
  img: orDefault(z.string(), ''),
  colors: orDefault(z.array(z.string()), []),
  // null or absent: price on request (a back end's way of "ask us"; the spec gives no shape): the card
  // and the page are kept, show no number and sell nothing (priceOnRequest below; sellable.ts).
  // A price that is no number still leaves the card out (a wrong price would sell at it).
  price: orNull(num).meta({ absent: 'price on request: not sold, no number shown' }),
  old_price: orDefault(num, null),
  discount: orDefault(num, 0),
  brand: orDefault(
    z.object({ id: orDefault(intId, 0), name: orDefault(z.string(), ''), slug: orDefault(z.string(), '') }),
    { id: 0, name: '', slug: '' },
  ),
  category: orDefault(itemsOf(categoryRefSchema, 'category'), []),
  multiplicity: orDefault(
    num.refine((n) => n > 0, 'multiplicity must be positive'),
    1,
  ),
  active: flagValue,
  available: flagValue,
  is_stock: flagValue,
  /** Absent, null or malformed: not counted (null), and is_stock alone decides (sellable.ts). */
  stock: orDefault(num, null).meta({ absent: 'null: not counted, is_stock decides' }),
  has_associated_products: orDefault(flagValue, false),
  loyalty_give: orDefault(num, 0),
  is_recipe: orDefault(flagValue, false),
  weight_gr: orDefault(num, 0),
  rating: orDefault(num, 0),
  home_delivery: orDefault(flagValue, true),
  card_payment_available: orDefault(flagValue, true),
  /** The back end marks products for adults only (its own flag or one of its categories'; decision 0041); 1 and "1" are set too. */
  age_restricted: orDefault(flagValue, false),
  /** The product the shopper gets with this one (the gift modal shows it; decision 0048); absent, null or malformed: no gift. */
  gift_id: orDefault(intId.pipe(z.number().positive()), null),
  /** Set by the storefront's server, never by a back end: the restricted details were removed for a viewer who has not confirmed their age (platform/backend/age-gate.ts). */
  age_hidden: flagValue.optional(),
})
/** A back end without per-language slugs (none, or not one language named): the url serves every language. */
const urlSlugs = (card: { url: string; slugs?: z.output<typeof slugsSchema> | null }) =>
  card.slugs && Object.values(card.slugs).some(Boolean)
    ? card.slugs
    : { ro: card.url, ru: card.url, uk: card.url, en: card.url }
/**
 * The discount badge's percentage (the spec's `discount`, no unit named): the back end's when it is a
 * percentage that agrees with the prices (within a point of rounding), else worked out from old_price
 * and price. A back end that sends the amount saved (old_price - price) showed "−300%" on every sale
 * card (session 63's operator audit). Without a sale price (old_price not above price) it is as sent.
 */
export function discountPercent(card: { price: number; old_price: number | null; discount: number }): number {
  const { price, old_price: old, discount } = card
  if (old === null || !(old > price) || !(price >= 0)) return discount
  const worked = ((old - price) / old) * 100
  return discount > 0 && discount < 100 && Math.abs(discount - worked) <= 1 ? discount : Math.round(worked * 100) / 100
}
/**
 * A product without a price (null or absent: "price on request") as the shop carries it: price 0 never
 * shown nor sold, and `price_on_request: true`, present only then (no bytes on every other card).
 * isSellable refuses it (no cart, no one-click order) and Price says "price on request" (a 0 price
 * once made the page a 503 and dropped the card from every list: session 67's operator audit).
 */
function priceOnRequest<T extends { price: number | null; old_price: number | null; discount: number }>(
  card: T,
): Omit<T, 'price'> & { price: number; price_on_request?: true } {
  if (card.price === null) return { ...card, price: 0, old_price: null, discount: 0, price_on_request: true }
  return { ...card, price: card.price, discount: discountPercent({ ...card, price: card.price }) }
}
export const productCardSchema = productCardObject.transform((card) => ({
  ...priceOnRequest(card),
  slugs: urlSlugs(card),
}))
export type ProductCard = z.infer<typeof productCardSchema>

/** One of a property's values as text: a word or a number as written, an object by its title, name or value. */
const propertyWord = z.union([
  z.string(),
  z.number().transform(String),
  z
    .object({
      title: z.string().optional(),
      name: z.string().optional(),
      value: z.union([z.string(), z.number()]).optional(),
    })
    .transform((o) => o.title ?? o.name ?? (o.value === undefined ? '' : String(o.value)))
    .pipe(z.string().min(1)),
])
/**
 * A property's value as the table prints it (spec 3 names no shape): text or a number as written, a
 * list as its values joined, a flag as ✓ or —, an object by its title or name (session 60's operator
 * audit: all but text and numbers were dropped, four rows of five). None (null) leaves the row out.
 */
const propertyValue = z.union([
  propertyWord,
  // After text and numbers: only true and false come here (a flag sent as 1 or '1' is the text above).
  flagValue.transform((on) => (on ? '✓' : '—')),
  z
    .array(propertyWord)
    .min(1)
    .transform((words) => words.join(', ')),
])

/** A product's properties: a list, or a list of groups each with its properties (`[{ group, properties }]`), read as one list. */
const propertyList = (path: string) =>
  z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value.flatMap((item) =>
            isRecord(item) && Array.isArray(item.properties) && item.value === undefined ? item.properties : [item],
          )
        : value,
    // A blank value (`""`, spaces) is no value: the row is left out as a null one is (session 67: a blank row).
    itemsOf(propertySchema, path).transform((list) => list.filter((p) => p.value.trim() !== '')),
  )

/**
 * A product property. Required: title and value (propertyValue: text, a number, a list, a flag or an
 * object). Ours, defaulted when absent, null or malformed: id 0, keyword the title, option_keyword '',
 * unit null.
 */
export const propertySchema = z
  .preprocess(
    // A value sent as a JSON number is also kept as one (value_number), so the page writes it in its own
    // language (0,5 on a ro page; session 61). A number sent as text is shown as written.
    (raw) => (isRecord(raw) ? { ...raw, value_number: typeof raw.value === 'number' ? raw.value : null } : raw),
    z.object({
      id: orDefault(intId, 0),
      keyword: orDefault(z.string(), null).meta({ absent: 'the title' }),
      title: z.string(),
      value: propertyValue,
      value_number: orDefault(num, null).meta({ doc: 'ours: value, when sent as a number' }),
      option_keyword: orDefault(z.string(), ''),
      unit: orDefault(z.string(), null),
    }),
  )
  .transform((p) => ({ ...p, keyword: p.keyword ?? p.title }))

export const breadcrumbSchema = z.object({ title: z.string(), url: z.string() })
export const seoInfoSchema = z.object({
  title: orDefault(z.string(), ''),
  description: orDefault(z.string(), ''),
  img: orDefault(z.string(), null),
  keywords: orDefault(z.string(), ''),
})

/**
 * A shop's stock of a product (the product page's `shops`, the availability answer). The spec names a
 * shop's shopId and isOpen (absent: not said); its name is `title`, else `name`, else "#shopId" (as the
 * stores list).
 */
const shopStockObject = z.object({
  shopId: intId,
  title: orDefault(z.string().trim().min(1), null).meta({ absent: 'name, else #shopId' }),
  name: orDefault(z.string().trim().min(1), null).meta({ alt: 'title' }),
  qty: num,
  isOpen: orDefault(flagValue, null).meta({ absent: 'null: not said' }),
})
const shopTitled = <T extends { title: string | null; name: string | null; shopId: number }>({
  title,
  name,
  ...shop
}: T) => ({
  ...shop,
  title: title ?? name ?? `#${shop.shopId}`,
})
const shopStockSchema = shopStockObject.transform(shopTitled)
/**
 * A shop of the availability answer (POST /general/product-availability/, the answer not shown): its
 * qty a number, or null when the back end sends none or words ("mult", ">10") - the shop has the
 * product, its count not said. Before, such shops were left out of the dialog, the best-stocked
 * first (session 60's operator audit).
 */
const availabilityShopSchema = shopStockObject
  .extend({ qty: orDefault(num, null).meta({ absent: 'null: in stock, the count not said' }) })
  .transform(shopTitled)

/** The product page's product: the card plus the spec's page fields; each absent or null takes its default ('', [] or 0; ours: shops [], reviews_count 0, created_at ''). */
export const productDetailSchema = productCardObject
  .extend({
    /** Every photo of the product, the main one (img) first; missing or malformed is none (the page shows img). */
    images: z.array(z.string()).catch([]),
    description: orDefault(z.string(), ''),
    seo_title: orDefault(z.string(), ''),
    seo_description: orDefault(z.string(), ''),
    seo_keywords: orDefault(z.string(), ''),
    properties: orDefault(propertyList('product.properties'), []),
    similarProducts: orDefault(itemsOf(productCardSchema, 'product.similarProducts'), []),
    compatibleProducts: orDefault(itemsOf(productCardSchema, 'product.compatibleProducts'), []),
    activeExtensions: orDefault(
      itemsOf(z.object({ activeValue: z.object({ price: num }), activeCount: num }), 'product.activeExtensions'),
      [],
    ),
    shops: orDefault(itemsOf(shopStockSchema, 'product.shops'), []),
    reviews_count: orDefault(wholeCount, 0),
    created_at: orDefault(z.string(), ''),
  })
  .transform((product) => ({ ...priceOnRequest(product), slugs: urlSlugs(product) }))
export type ProductDetail = z.infer<typeof productDetailSchema>

const EMPTY_SEO_INFO = { title: '', description: '', img: null, keywords: '' }

/**
 * GET /general/v2/product/{id or slug}/ (spec: "response has product, breadcrumbs, seo_info,
 * properties"). The product is required; the others are read generously: properties absent or null
 * are the product's own (the spec's Product lists properties too), seo_info absent or null is empty
 * (the page's head falls back to the product's seo fields), breadcrumbs absent or null are none.
 */
export const productPageSchema = z
  .object({
    product: productDetailSchema,
    breadcrumbs: orDefault(itemsOf(breadcrumbSchema, 'breadcrumbs'), []),
    seo_info: orDefault(seoInfoSchema, EMPTY_SEO_INFO),
    properties: orDefault(propertyList('properties'), null).meta({ absent: "the product's properties" }),
  })
  .transform((page) => ({ ...page, properties: page.properties ?? page.product.properties }))

// ---------------------------------------------------------------------------------------------
// Listings

/**
 * A filter option: the spec's "id (or sp_key), title or name, keyword, value, active". `count` is ours
 * (the spec names none): absent or malformed is null (no count shown). `value` absent is null,
 * `active` absent is false; a number given as a string is read as the string (ids, values).
 */
const idOrKey = z.union([z.number(), z.string()])
export const filterOptionSchema = z
  .object({
    id: idOrKey.optional().meta({ absent: 'sp_key (one of the two is required)' }),
    sp_key: idOrKey.optional().meta({ alt: 'id' }),
    title: z.string().optional().meta({ absent: 'name (one of the two is required)' }),
    name: z.string().optional().meta({ alt: 'title' }),
    // A number is its text, as id and value (session 67: a brand filter keyed by numbers was dropped).
    keyword: z.union([z.string(), z.number().transform(String)]),
    value: orDefault(z.union([z.string(), z.number().transform(String)]), null),
    active: orDefault(flagValue, false),
    count: orDefault(wholeCount, null),
  })
  .refine((o) => o.id !== undefined || o.sp_key !== undefined, {
    message: 'an option needs id or sp_key',
    path: ['id'],
  })
  .refine((o) => o.title !== undefined || o.name !== undefined, {
    message: 'an option needs title or name',
    path: ['title'],
  })
  .transform(({ id, sp_key, title, name, keyword, value, active, count }) => ({
    id: (id ?? sp_key) as string | number,
    title: (title ?? name) as string,
    keyword,
    value,
    active,
    count,
  }))
/**
 * A filter group: the spec's id, title, keyword, type (checkbox or range; default checkbox), options,
 * and for a range min, max, selectedFrom, selectedTo, default_min, default_max (numbers or null).
 * Absent id is the keyword; absent title is `name`, else the keyword (the spec's category and brand
 * groups are keyed categoryId and brand_id with titles of their own).
 */
const rangeNumber = num.nullish().catch(null)
export const filterGroupSchema = z
  .object({
    id: idOrKey.optional().meta({ absent: 'the keyword' }),
    title: z.string().optional().meta({ absent: 'name, else the keyword' }),
    name: z.string().optional().meta({ alt: 'title' }),
    keyword: z.string(),
    type: z.enum(['checkbox', 'range']).catch('checkbox').default('checkbox'),
    options: orDefault(itemsOf(filterOptionSchema, 'options'), []),
    min: rangeNumber,
    max: rangeNumber,
    selectedFrom: rangeNumber,
    selectedTo: rangeNumber,
    default_min: rangeNumber,
    default_max: rangeNumber,
  })
  .transform(({ name, ...group }) => ({
    ...group,
    id: group.id ?? group.keyword,
    title: group.title ?? name ?? group.keyword,
  }))
export type FilterGroup = z.infer<typeof filterGroupSchema>

export const priceRangeSchema = z.object({
  min: orDefault(num, null),
  max: orDefault(num, null),
})

/**
 * The listed category (ours: the spec asks a listing only for its products). Each field defaults when
 * absent, null or malformed: id 0 (none known), title and url '' (the listing fills the title; the
 * page knows its slug), parent_id null, level 1, slugs from url, image null, productCount 0, seo ''
 * and no subcategories (a subcategory's productCount null: no count shown). Numbers may be strings of digits (level "3" is 3).
 */
export const categoryInfoSchema = z
  .object({
    id: orDefault(intId, 0),
    parent_id: orDefault(intId, null),
    level: orDefault(wholeCount, 1),
    title: orDefault(z.string(), ''),
    url: orDefault(z.string(), ''),
    slugs: slugsSchema.nullish().catch(null).meta({ absent: 'the url in every language' }),
    image: orDefault(z.string(), null),
    productCount: orDefault(num, 0),
    seo_title: orDefault(z.string(), ''),
    seo_description: orDefault(z.string(), ''),
    subcategories: orDefault(
      itemsOf(
        z.object({
          id: intId,
          title: z.string(),
          url: z.string(),
          image: orDefault(z.string(), null),
          /** null when absent, null or malformed: the chip shows no count (it showed "0"; review R1). */
          productCount: orDefault(num, null),
        }),
        'category.subcategories',
      ),
      [],
    ),
    /** The category (or one above it) is for adults only (decision 0041); 1 and "1" are set too. */
    age_restricted: orDefault(flagValue, false),
    /** Set by the storefront's server: the listing was removed for a viewer who has not confirmed their age. */
    age_hidden: flagValue.optional(),
  })
  .transform((category) => ({ ...category, slugs: urlSlugs(category) }))

/**
 * The spec's other filter-group keys of a listing ("promo_filters, status_filter, category_filters,
 * optionsValues, custom_item"; shapes not shown). Our reading: each holds one group or a list of
 * groups in the group shape; their groups follow `filters`, a keyword already there is not repeated,
 * and anything else under these keys is ignored.
 */
export const EXTRA_FILTER_KEYS = [
  'promo_filters',
  'status_filter',
  'category_filters',
  'optionsValues',
  'custom_item',
] as const
const extraGroups = z
  .union([itemsOf(filterGroupSchema, 'extra_filters'), filterGroupSchema.transform((g) => [g])])
  .optional()
  .catch(undefined)
  .meta({ alt: 'filters', doc: 'a filter group or a list of them (read after filters; anything else ignored)' })

/** The page size a DRF link keeps in its query (`?page=2&page_size=24`), or null. */
function linkPageSize(link: unknown): number | null {
  if (typeof link !== 'string') return null
  const size = /[?&]page_size=(\d{1,4})(?:&|$)/.exec(link)?.[1]
  return size && Number(size) > 0 ? Number(size) : null
}

/** A listing's `next` or `previous`: its page (pageLinkSchema) and the page size a DRF link keeps in its query. */
const listingLink = z
  .union([z.number(), z.string()])
  .nullish()
  .catch(null)
  .transform((v) => ({ page: pageLinkSchema.parse(v), size: linkPageSize(v) }))
  .meta({ doc: 'page number, or a URL with ?page= (and page_size=)', absent: 'null' })

/**
 * The listing answers (category, search, promos, brand). The spec: "response has data.products or
 * products"; we accept `products`, `data` as the list, or `data.products` (and a bare list or a DRF
 * page: pagedListing), and give both `products` and `data`. With `data.products`, every other listing field (filters, sort, min_and_max_price_value,
 * applied, page, next, previous, the extra filter keys, the page's own: category, brand ...) is read
 * from `data` too when the top level lacks it. Ours, defaulted when absent: totalCount (the cards' count), pages 1, page 1, page_size
 * (the cards' count), sort 'default', filters [], min_and_max_price_value { null, null }, applied {}.
 */
const listingBase = {
  products: itemsOf(productCardSchema, 'products')
    .optional()
    .meta({ absent: 'data, or data.products (one of the three is required)' }),
  data: z
    .union([
      itemsOf(productCardSchema, 'data'),
      z.object({
        products: itemsOf(productCardSchema, 'data.products'),
        totalCount: optionalCount,
        pages: optionalCount,
        page_size: optionalCount,
      }),
    ])
    .optional()
    .meta({
      alt: 'products',
      doc: 'list of Product card, or { products: list of Product card, totalCount?, pages?, page_size? }',
    }),
  totalCount: optionalCount.meta({ absent: "data.totalCount, else the cards' count" }),
  pages: optionalCount.meta({
    absent:
      "data.pages, else totalCount / page size rounded up (the size: page_size, data.page_size, a link's page_size, a page with a next link's cards, or the cards of a first page, or of a later one of at least 24, whose total is more), else 1",
  }),
  page: optionalCount.meta({ absent: "the page after previous's, else the page before next's, else 1" }),
  page_size: optionalCount.meta({ absent: "data.page_size, else the cards' count" }),
  next: listingLink,
  previous: listingLink,
  sort: sortSchema.catch('default').default('default'),
  filters: orDefault(itemsOf(filterGroupSchema, 'filters'), []),
  ...(Object.fromEntries(EXTRA_FILTER_KEYS.map((key) => [key, extraGroups])) as Record<
    (typeof EXTRA_FILTER_KEYS)[number],
    typeof extraGroups
  >),
  min_and_max_price_value: orDefault(priceRangeSchema, { min: null, max: null }),
  applied: orDefault(z.record(z.string(), z.array(z.string())), {}),
}

/**
 * A listing sent the way list APIs page (operators' back ends, session 61's audit): a bare list of
 * cards is one page; DRF's `{ count, next, previous, results }` is read as `products` and
 * `totalCount`, with whatever sits beside (a brand page's `brand`); and `products` itself may be such
 * a page (`products.results`, as spec 7.2 reads /shop/product/). A field given at the top wins.
 */
function pagedListing(value: unknown): unknown {
  if (Array.isArray(value)) return { products: value }
  if (!isRecord(value) || value.data !== undefined) return value
  const { results, count, products } = value
  if (Array.isArray(results) && products === undefined)
    return { ...value, products: results, totalCount: value.totalCount ?? count }
  if (!isRecord(products) || !Array.isArray(products.results)) return value
  return {
    ...value,
    products: products.results,
    totalCount: value.totalCount ?? products.count,
    next: value.next ?? products.next,
    previous: value.previous ?? products.previous,
  }
}

/** The fields `data: { products, ... }` keeps for itself (read as the listing's paging); the rest are lifted. */
const IN_DATA = new Set(['products', 'data', 'totalCount', 'pages', 'page_size'])
type Paging = { totalCount?: number | null; pages?: number | null; page_size?: number | null }
type Loose = {
  products?: ProductCard[]
  data?: ProductCard[] | ({ products: ProductCard[] } & Paging)
  filters: FilterGroup[]
  page: number | null
  next: z.output<typeof listingLink>
  previous: z.output<typeof listingLink>
} & Paging &
  Record<string, unknown>
/**
 * A listing answer read generously. `most`: the most cards the shop asks a page for; an answer that
 * ignores page_size is cut to its own page_size, else to `most` (the cut items are logged as drops).
 * Without pages, the page count is the total over the page size, or the links' pages.
 */
function listingOf<T extends z.ZodRawShape>(
  shape: T,
  most = MOST_CARDS,
  countBeside: (listing: Record<string, unknown>) => number | null = () => null,
) {
  const object = z.object({ ...listingBase, ...shape })
  type In = z.input<typeof object>
  type Base = Omit<
    z.output<typeof object>,
    | 'page'
    | 'products'
    | 'data'
    | 'totalCount'
    | 'pages'
    | 'page_size'
    | 'next'
    | 'previous'
    | (typeof EXTRA_FILTER_KEYS)[number]
  >
  type Out = Base & {
    page: number
    products: ProductCard[]
    data: ProductCard[]
    totalCount: number
    pages: number
    page_size: number
  }
  return z
    .preprocess((answer) => {
      const value = pagedListing(answer)
      // With `products` given, `data` is not read a second time (nor are its drops counted twice).
      if (value && typeof value === 'object' && Array.isArray((value as { products?: unknown }).products))
        return { ...value, data: undefined }
      // `data: { products, filters, sort, ... }` (spec 7.2: "data.products or products"): what sits beside
      // the products is the listing's too; a field given at the top level wins.
      const data = value && typeof value === 'object' ? (value as { data?: unknown }).data : undefined
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        const top = value as Record<string, unknown>
        const lifted = Object.fromEntries(
          Object.keys(object.shape)
            .filter((key) => !IN_DATA.has(key) && top[key] === undefined)
            .flatMap((key) =>
              (data as Record<string, unknown>)[key] === undefined
                ? []
                : [[key, (data as Record<string, unknown>)[key]]],
            ),
        )
        return { ...top, ...lifted }
      }
      return value
    }, object)
    .refine((v) => (v as unknown as Loose).products !== undefined || (v as unknown as Loose).data !== undefined, {
      message: 'a listing needs products or data.products',
      path: ['products'],
    })
    .transform((v) => {
      const { products, data, totalCount, pages, page_size, next, previous, ...rest } = v as unknown as Loose
      // The answer's own page: as it says, else as its links say (a back end that pages by links only:
      // its last page was read as a first one, a full page, and its 12 cards of 60 said 5 pages of 3).
      const page =
        rest.page ?? (previous.page !== null ? previous.page + 1 : next.page !== null ? Math.max(1, next.page - 1) : 1)
      const listed = products ?? (Array.isArray(data) ? data : data?.products) ?? []
      // `data: { products, totalCount, pages }`: the paging sits beside the products.
      const inner: Paging = data && !Array.isArray(data) ? data : {}
      const size = page_size || inner.page_size || next.size || previous.size || (next.page ? listed.length : 0)
      const cards = listed.slice(0, Math.min(size || most, most))
      // Without a total: a count the answer says beside the cards (countBeside: a category's
      // productCount), past this page's cards, before the cards' own count (session 67: "21 products"
      // for a category of 500, paged by links only).
      const beside = countBeside(rest)
      const total =
        totalCount ?? inner.totalCount ?? (beside !== null && beside > listed.length ? beside : listed.length)
      // No size, no pages, no links, but a total past these cards: the page is taken as a full one (a
      // first page, or one of at least the size the shop asks for), so its cards' count is the size.
      // A later page shorter than the shop's size is the last: the page count is its number.
      // (An answer cut to `most` ignored page_size: no size is guessed from it.)
      const fullPage =
        total > cards.length &&
        cards.length === listed.length &&
        (page <= 1 || cards.length >= WIRE_LIMITS.listingPageSize)
      const pageSize = size || (fullPage ? cards.length : 0)
      if (cards.length < listed.length)
        recordLeftOut(
          products ? 'products' : Array.isArray(data) ? 'data' : 'data.products',
          listed.slice(cards.length),
          listed.length,
          `more cards than a page of ${cards.length}: left out`,
        )
      const seen = new Set(rest.filters.map((g) => g.keyword))
      const filters = [...rest.filters]
      for (const key of EXTRA_FILTER_KEYS) {
        for (const group of (rest[key] as FilterGroup[] | undefined) ?? []) {
          if (!seen.has(group.keyword)) filters.push(group)
          seen.add(group.keyword)
        }
        delete rest[key]
      }
      return {
        ...rest,
        page,
        filters,
        products: cards,
        data: cards,
        totalCount: total,
        pages:
          pages ??
          inner.pages ??
          Math.max(pageSize ? Math.ceil(total / pageSize) : 1, next.page ?? 1, (previous.page ?? 0) + 1, page),
        page_size: page_size ?? inner.page_size ?? cards.length,
      } as unknown as Out
    }) as unknown as z.ZodType<Out, In>
}

/**
 * The count of a category's products its answer says beside the cards (`category.productCount`, the
 * spec's menu node field; 0 is not said), for a listing without totalCount: only while nothing filters
 * the listing (no option active, no range chosen, nothing `applied`), as it counts the whole category.
 */
function categoryCount(listing: Record<string, unknown>): number | null {
  const { category, filters, applied } = listing as {
    category: { productCount: number } | null
    filters: FilterGroup[]
    applied: Record<string, string[]>
  }
  const count = category?.productCount ?? 0
  const filtered =
    Object.values(applied).some((values) => values.length > 0) ||
    filters.some((g) => (g.selectedFrom ?? g.selectedTo ?? null) !== null || g.options.some((o) => o.active))
  return count > 0 && !filtered ? count : null
}

/**
 * A category's listing. `category` is ours (the spec: "response has data.products or products"):
 * absent, null or malformed, every field takes its default; a category without a title takes the
 * last breadcrumb's (the category itself), else the SEO title. Its url stays '' when the answer has
 * none: the page knows the slug it asked for.
 */
export const categoryListingSchema = listingOf(
  {
    category: orDefault(categoryInfoSchema, null).meta({ absent: 'every field its default' }),
    breadcrumbs: orDefault(itemsOf(breadcrumbSchema, 'breadcrumbs'), []),
    seo_info: orDefault(seoInfoSchema, { title: '', description: '', img: null, keywords: '' }),
  },
  MOST_CARDS,
  categoryCount,
).transform((listing) => {
  const category = listing.category ?? categoryInfoSchema.parse({})
  const crumb = listing.breadcrumbs.at(-1)
  const title = category.title || (crumb?.url.replace(/\//g, '') ? crumb.title : '') || listing.seo_info.title
  return { ...listing, category: { ...category, title } }
})
export type CategoryListing = z.infer<typeof categoryListingSchema>

/** corrected_query: the words the back end searched for instead when the query as typed found nothing (a typo, a Cyrillic spelling). */
export const searchResultSchema = listingOf({
  query: orDefault(z.string(), ''),
  corrected_query: z.string().optional(),
})
export type SearchResult = z.infer<typeof searchResultSchema>

export const promosQuerySchema = listingQuerySchema
export const promosResultSchema = listingOf({
  promos: orDefault(
    itemsOf(
      z.object({
        id: intId,
        title: z.string(),
        slug: orNull(z.string()),
        img: orNull(z.string()),
        // As the promotions list reads it: a day-first date is that day (session 61: its page was a 404);
        // null or absent is no end date (endDate, common.ts).
        expireDate: endDate,
        // Spec 3 "Promotions: is_active, expireDate"; absent is active (the expiry decides).
        is_active: orDefault(flagValue, true),
      }),
      'promos',
    ),
    [],
  ),
  default_min: orDefault(num, null),
  default_max: orDefault(num, null),
})

/**
 * The popular queries (spec 7.2 names the call, not its answer): `{ id, query, count }` items, or the
 * queries as plain strings (most used first: a string's count is the list's length less its place,
 * its id its place from 1). An item's id and count are ours: absent or null (review R1: `{ query }`),
 * each is taken from its place as a string's is.
 */
const popularQueryList = itemsOf(
  z.object({
    id: orDefault(intId, null).meta({ absent: 'its place from 1' }),
    query: z.string(),
    count: orDefault(num, null).meta({ absent: "the list's length less its place" }),
  }),
  '',
).transform((list) => list.map((q, i) => ({ id: q.id ?? i + 1, query: q.query, count: q.count ?? list.length - i })))
export const popularQueriesSchema = z
  .preprocess(
    (value) => (Array.isArray(value) ? value.map((q) => (typeof q === 'string' ? { query: q } : q)) : value),
    popularQueryList,
  )
  .meta({ alt: 'the queries as strings' }) as unknown as typeof popularQueryList

// ---------------------------------------------------------------------------------------------
// Product lookups

export const productIdQuerySchema = z.object({ product_id: qInt(1, 999_999_999), t: qStr(40).optional() })
/** Either list absent or null is empty (as on the product itself): a product may have similar products and no compatible ones. */
export const similarProductsSchema = z.object({
  similarProducts: orDefault(itemsOf(productCardSchema, 'similarProducts'), []),
  compatibleProducts: orDefault(itemsOf(productCardSchema, 'compatibleProducts'), []),
})
const productProperties = z.object({
  product_id: orDefault(intId, null).meta({ absent: 'the product asked for' }),
  properties: propertyList('properties'),
})
/**
 * A product's properties (GET /general/product_properties?product_id=; spec 7.2 shows no shape): ours
 * `{ product_id, properties }`, or the properties as a bare list (review R1: the compare page showed
 * none) - either way the product asked for; the caller keeps its id.
 */
export const productPropertiesSchema = z
  .preprocess((value) => (Array.isArray(value) ? { properties: value } : value), productProperties)
  .meta({ alt: 'a bare list of the properties' }) as unknown as typeof productProperties

/**
 * A product review (spec: "fields not shown"). Ours: id required, the rest defaulted; a rating 1-5
 * (a number or a digit string), null when absent, null or out of range (no stars shown).
 */
const reviewObject = z.object({
  id: intId,
  product_id: orDefault(intId, 0),
  author: orDefault(z.string(), ''),
  /** 1-5; a fractional one (3.5) is rounded to whole stars. */
  rating: num
    .transform((n) => Math.round(n))
    .pipe(z.number().int().min(1).max(5))
    .nullish()
    .catch(null)
    .transform((v) => v ?? null)
    .meta({ absent: 'null (no stars)' }),
  text: orDefault(z.string(), ''),
  likes: orDefault(wholeCount, 0),
  dislikes: orDefault(wholeCount, 0),
  created_at: orDefault(z.string(), ''),
})
/**
 * A product review (spec 3: "fields not shown"): ours `{ author, text, created_at, likes, ... }`, or
 * the same under the names other back ends give them (`comment`, `user_name`, `created`,
 * `likes_count`...). Session 60's operator audit: such reviews showed as blank cards.
 */
export const reviewSchema = z.preprocess(
  fromOtherNames({
    text: ['comment', 'review', 'body', 'content'],
    author: ['user_name', 'author_name', 'name'],
    created_at: ['created', 'date'],
    likes: ['likes_count'],
    dislikes: ['dislikes_count'],
  }),
  reviewObject,
) as unknown as typeof reviewObject
/**
 * The reviews of a product: data required; totalCount (the reviews' count), pages (1) and the average
 * rating (0) default when absent, null or malformed. The spec shows no shape: a DRF page
 * `{ count, next, previous, results }` is read as its results, a bare list as one page (as the brands).
 */
const reviewPage = z
  .object({
    data: itemsOf(reviewSchema, 'data'),
    totalCount: optionalCount.meta({ absent: "the reviews' count" }),
    pages: optionalCount.meta({ absent: '1' }),
    rating: num.nullish().catch(null).meta({ absent: '0' }),
  })
  .transform((list) => ({
    ...list,
    totalCount: list.totalCount ?? list.data.length,
    pages: list.pages ?? 1,
    rating: list.rating ?? 0,
  }))
export const reviewListSchema = z
  .preprocess((value) => (Array.isArray(value) ? { data: value } : fromDrfPage(value)), reviewPage)
  .meta({
    alt: 'a DRF page { count, next, previous, results }, or a bare list of reviews',
  }) as unknown as typeof reviewPage
export const reviewListQuerySchema = z.object({
  product_id: qInt(1, 999_999_999),
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, 100).default(10),
  t: qStr(40).optional(),
})
export const reviewCreateSchema = z.object({
  product_id: idSchema,
  author: z.string().trim().min(1).max(100),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(5000),
})

export const productListQuerySchema = z.object({
  ids: qIds(200).optional(),
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, MOST_FILTERED_CARDS).default(24),
  pagination: qBool.optional(),
  random: qBool.optional(),
})
/**
 * GET /general/product-filter (the cards' add to cart, the cart, favourites; spec: shape not shown):
 * read as a listing (`products`, `data` or `data.products`, a bare list or a DRF page as every
 * listing; totalCount and pages defaulted; `data` when both lists are sent).
 */
const productListing = listingOf({ sort: orDefault(sortSchema, 'default') }, MOST_FILTERED_CARDS)
export const productListSchema = z.preprocess((value) => {
  const list = value as { products?: unknown; data?: unknown } | null
  if (!list || typeof list !== 'object') return value
  // Both lists (ours sends the same cards twice): `data` is read, the list the listings' spec names first.
  if (Array.isArray(list.data) && list.products !== undefined) return { ...list, products: undefined }
  return value
}, productListing) as unknown as typeof productListing
export const productIdsQuerySchema = z.object({ product_ids: qIds(200).optional(), ids: qIds(200).optional() })
export const associatedQuerySchema = z.object({
  product_id: qInt(1, 999_999_999).optional(),
  product_ids: qIds(200).optional(),
})
const productArray = itemsOf(productCardSchema, '')
/**
 * Cards by id (products-by-ids, recommended; the spec shows no shape): a bare list, or the list in the
 * listings' wrappers `{ products }`, `{ data }`, `{ data: { products } }` or DRF's `{ results }` (review R1).
 */
export const productArraySchema = z
  .preprocess((answer) => {
    // no body (a 204), null or '': none (associated products; session 67: it counted as a failure)
    const value = emptyAs([])(answer)
    const list = value as { products?: unknown; data?: unknown; results?: unknown } | null
    if (!list || typeof list !== 'object' || Array.isArray(list)) return value
    const nested = (list.data as { products?: unknown } | null)?.products
    return [list.data, list.products, list.results, nested].find(Array.isArray) ?? value
  }, productArray)
  .meta({
    alt: 'the list in { products }, { data } or { results }; no body (204) for none',
  }) as unknown as typeof productArray

/** A banner (spec: show_on, one of five or null). Ours: id and img required, the rest defaulted. */
export const bannerSchema = z.object({
  /** Spec 3 names only show_on: a banner without an id is kept (session 60's operator audit: all were dropped). */
  id: orDefault(intId, null).meta({ absent: 'none (keyed by its image)' }),
  title: orDefault(z.string(), ''),
  img: z.string(),
  img_mobile: orDefault(z.string(), null),
  url: orDefault(z.string(), null),
  show_on: z
    .enum(['top', 'main', 'bottom', 'left_banner', 'right_banner'])
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  category_id: orDefault(intId, null),
})
const bannerList = itemsOf(bannerSchema, '')
/** Banners of a place: a list; no body (a 204), null or '' is none (session 67: it counted as a failure). */
export const bannerListSchema = z
  .preprocess(emptyAs([]), bannerList)
  .meta({ alt: 'no body (204) for none' }) as unknown as typeof bannerList

export const availabilityBodySchema = z.object({
  products: z
    .array(z.object({ id: idSchema, count: countSchema.optional() }))
    .min(1)
    .max(200),
})
/**
 * The products' availability by shop (POST /general/product-availability/, the answer not shown):
 * read product by product; the store-availability modal reads each product's id and shops. Ours also
 * sends the totals (available, is_stock, stock, requested, enough), defaulted when absent.
 */
export const availabilitySchema = itemsOf(
  z.object({
    id: intId,
    available: orDefault(flagValue, null),
    is_stock: orDefault(flagValue, null),
    stock: orDefault(num, null),
    requested: orNull(num),
    enough: orDefault(flagValue, null),
    shops: orDefault(itemsOf(availabilityShopSchema, 'shops'), []),
  }),
  '',
)
export const checkoutStatusQuerySchema = z.object({ productIds: qIds(200) })
/**
 * The products' checkout status, read item by item (an odd item is dropped: that line counts as
 * missing); numbers may be decimal strings. Spec 7.2 names a stock status and no price, so the price
 * is ours and may be absent (null): the cart and the checkout's price check then take the product
 * card's price (products-by-ids). So is the numeric stock (absent or odd: null, the line's stock as it
 * was): required, an item with `is_stock` and no count was dropped whole, its price with it, and the
 * checkout's price check skipped that product (review a1).
 */
export const checkoutStatusSchema = itemsOf(
  z.object({
    id: intId,
    active: flagValue,
    available: flagValue,
    is_stock: flagValue,
    stock: orDefault(num, null),
    price: orNull(num),
  }),
  '',
)

export const shopProductQuerySchema = z.object({
  type: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['discount', 'new', 'popular'])).default('discount'),
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, 100).default(10),
})
/**
 * GET /shop/product/ (spec: "reads products.results"): the results required; DRF's paging beside
 * them is ours: count (absent: the results' count), next and previous (a page number or a page URL,
 * read as its page number; absent: null).
 */
export const shopProductSchema = z.object({
  products: z
    .object({
      results: itemsOf(productCardSchema, 'products.results'),
      count: optionalCount.meta({ absent: "the results' count" }),
      next: pageLinkSchema,
      previous: pageLinkSchema,
    })
    .transform((page) => ({ ...page, count: page.count ?? page.results.length })),
})

export const slugCheckBodySchema = z.object({
  new_lang: localeSchema,
  current_slug: z.string().trim().min(1).max(300),
  object_type: z.enum(['product', 'category', 'brand', 'article', 'page']).default('product'),
  current_lang: localeSchema.optional(),
})
/** The translated slug (spec: "response has slug"); ours also sends object_type and id, which nothing reads (review R1). */
export const slugCheckSchema = z.object({
  slug: z.string(),
  object_type: orDefault(z.string(), 'product'),
  id: orDefault(intId, null),
})

export const creditsQuerySchema = z.object({ product_ids: qIds(200).optional() })
/**
 * An option's company: its id, or the company itself nested (`{ id, title }`, session 63's operator
 * audit: the offers vanished); a nested company's title is the option's when it has none of its own.
 */
const nestedCreditCompany = (raw: unknown): unknown => {
  if (!isRecord(raw) || !isRecord(raw.credit_company)) return raw
  const company = raw.credit_company
  const name = [company.title, company.name].find((n) => typeof n === 'string' && n.trim())
  return { ...raw, credit_company: company.id, title: raw.title ?? name }
}
export const creditOptionSchema = z.preprocess(
  nestedCreditCompany,
  z.object({
    credit_company: creditCompanyId,
    /** Absent: the company's title (creditsSchema). */
    title: orDefault(z.string().trim().min(1), null).meta({ absent: "the company's title" }),
    /** The terms offered: a list, one term alone, or the terms as text ("3,6,12"; session 60's operator audit: the option was dropped). */
    months: z.union([
      z.array(num),
      num.transform((m) => [m]),
      z
        .string()
        .regex(/^\s*\d{1,3}(\s*[,;\s]\s*\d{1,3})*\s*$/)
        .transform((text) =>
          text
            .split(/[,;\s]+/)
            .filter(Boolean)
            .map(Number),
        ),
    ]),
    /** Only the estimate shown while the back end prices a term (its calculate call) needs it. */
    rate: orDefault(num, null).meta({ absent: 'null: no estimate, the back end prices each term' }),
    /** Absent: no least (0). */
    min_price: orDefault(num, 0),
    /** The most the company lends (ours: the reference back end sends it when the company has a most); missing or null: no most. */
    max_price: num.nullish(),
  }),
)
/** A credit company: its title, else its name (spec 3 names only "companies"). */
const creditCompanySchema = z
  .object({
    id: creditCompanyId,
    title: orDefault(z.string().trim().min(1), null),
    name: orDefault(z.string().trim().min(1), null),
  })
  .refine((c) => c.title ?? c.name, 'a credit company needs title or name')
  .transform(({ id, title, name }) => ({ id, title: (title ?? name)! }))
/** Credit offers (spec 3: "options with credit_company id, companies"); an option without its own title takes its company's. */
export const creditsSchema = z
  .object({
    options: itemsOf(creditOptionSchema, 'options'),
    // Absent: none listed (each option then needs its own title; session 63's operator audit).
    companies: orDefault(itemsOf(creditCompanySchema, 'companies'), []).meta({
      absent: 'none: an option needs its own title',
    }),
  })
  .transform(({ options, companies }) => ({
    companies,
    options: options.flatMap((o) => {
      const title = o.title ?? companies.find((c) => c.id === o.credit_company)?.title
      return title ? [{ ...o, title }] : []
    }),
  }))
export const creditCalculateBodySchema = z.object({
  credit_company: creditCompanyBodyId,
  months: z.number().int().min(1).max(120),
  product_ids: z.array(idSchema).max(200).optional(),
  amount: z.number().positive().max(1e8).optional(),
})
/**
 * The calculate answer (spec: "Payloads and responses: not shown"): only `monthly_payment` is needed
 * (session 63's operator audit: `{monthly_payment}` alone lost every "from X a month"). The amount and
 * term absent are the ones asked; a total or overpayment absent is left out of what is shown.
 */
export const creditCalculateSchema = z.object({
  credit_company: orDefault(creditCompanyId, null).meta({ absent: 'the company asked' }),
  months: orDefault(num, null).meta({ absent: 'the term asked' }),
  amount: orDefault(num, null).meta({ absent: 'the amount asked' }),
  monthly_payment: num,
  total: orDefault(num, null).meta({ absent: 'null: not shown' }),
  overpayment: orDefault(num, null).meta({ absent: 'null: not shown' }),
})

/**
 * A favourites answer as `{ products, ids, next }` (the shop's favourites, and the adverts area's with
 * `id` as the card's id): a bare list or `{ products }`, `{ data }`, `{ results }` (a DRF page) of cards,
 * rows or ids; ours and `{ ids }` pass as they are. A row carries its item as a card or an id
 * (`product`), or names it by `product_id`; an item that gives no id is left for the schema to fail.
 */
export function favoriteItems(cardId: string) {
  return (value: unknown): unknown => {
    const v = value as { ids?: unknown; products?: unknown; data?: unknown; results?: unknown; next?: unknown } | null
    const list = Array.isArray(v)
      ? v
      : v && typeof v === 'object' && !Array.isArray(v.ids)
        ? [v.products, v.data, v.results].find(Array.isArray)
        : undefined
    if (!list) return value
    const cardOf = (item: unknown) => (isRecord(item) && isRecord(item.product) ? item.product : item)
    const idOf = (item: unknown) => {
      if (!isRecord(item)) return item
      if (isRecord(item.product)) return item.product[cardId] ?? item.product_id
      // A row names its item (product_id, product) before its own id; a card is named by its id.
      return item.product_id ?? item.product ?? item[cardId]
    }
    const next = isRecord(v) ? v.next : undefined
    return { products: list.map(cardOf).filter(isRecord), ids: list.map(idOf), next }
  }
}
const favoritesObject = z.object({
  products: orDefault(itemsOf(productCardSchema, 'products'), []).meta({ absent: 'no cards (the ids only)' }),
  ids: z.array(intId),
  /** The next page of a paged list (DRF's `next`, a link or a number); null: the list is whole. */
  next: pageLinkSchema.meta({ absent: 'null: the list is whole' }),
})
/** GET /favorites/?page= (the next page of a list the back end pages). */
export const favoritesQuerySchema = z.object({ page: qInt(1, 1000).optional() })
/**
 * The signed-in shopper's favourites (GET, POST and DELETE /favorites/; spec 7.2 shows no answer):
 * ours `{ products, ids }` (every id; the cards of some), `{ ids }` alone, or the favourite products
 * as a bare list (review R1) or in the listings' `{ products }`, `{ data }`, `{ results }`, each item
 * a card (its productId), a favourite's row (its `product_id`, or its `product`: a card or an id) or
 * an id. The ids are what the shop reads: the answer replaces the shopper's list, so an item that
 * gives no id fails the answer (the change is undone and said) rather than drop a favourite. Session
 * 60's operator audit: rows and `{ ids }` read as an empty list.
 */
export const favoritesSchema = z.preprocess(favoriteItems('productId'), favoritesObject).meta({
  alt: 'the favourite cards, rows or ids as a bare list, { products }, { data } or { results }; { ids } alone',
}) as unknown as typeof favoritesObject
export const favoriteBodySchema = z.object({ product_id: idSchema })
export const favoriteDeleteSchema = z.object({ product_id: idSchema.optional(), clear_all: z.boolean().optional() })

// ---------------------------------------------------------------------------------------------
// Brands

/**
 * A brand (spec: "Brands: id, name"; its page is GET /general/brand/{slug}). Ours default when absent
 * or null: slug '' (no brand page to link: the brand is listed by name without a link), image null,
 * featured false, productCount null (no count shown).
 */
export const brandSchema = z.object({
  id: intId,
  name: z.string(),
  slug: orDefault(z.string(), '').meta({ absent: "'' (listed without a link)" }),
  image: orDefault(z.string(), null),
  featured: orDefault(flagValue, false),
  productCount: orDefault(num, null),
})
export const brandListQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, 500).default(100),
  letter: qStr(1).optional(),
  featured: qBool.optional(),
})
/**
 * A DRF page `{ count, next, previous, results }` as the spec's `{ data, totalCount, pages }` (the pages
 * from the count and the page size, or from the neighbouring links on the last page); anything else as it is.
 */
export function fromDrfPage(value: unknown): unknown {
  const drf = value as { results?: unknown; count?: unknown; next?: unknown; previous?: unknown } | null
  if (!drf || typeof drf !== 'object' || !Array.isArray(drf.results) || 'data' in drf) return value
  const count = wholeCount.safeParse(drf.count ?? drf.results.length)
  const total = count.success ? count.data : drf.results.length
  const next = pageLinkSchema.parse(drf.next)
  const previous = pageLinkSchema.parse(drf.previous)
  const size = next !== null ? drf.results.length : 0
  const pages = Math.max(size ? Math.ceil(total / size) : 1, next ?? 1, (previous ?? 0) + 1)
  return { data: drf.results, totalCount: total, pages }
}
/**
 * The brand list: data required; totalCount (the brands' count) and pages (1) default when absent, null
 * or malformed. A DRF page `{ count, next, previous, results }` is read as its results, a bare list as one page.
 */
const brandPage = z
  .object({
    data: itemsOf(brandSchema, 'data'),
    totalCount: optionalCount.meta({ absent: "the brands' count" }),
    pages: optionalCount.meta({ absent: '1' }),
  })
  .transform((list) => ({ ...list, totalCount: list.totalCount ?? list.data.length, pages: list.pages ?? 1 }))
export const brandListSchema = z
  .preprocess((value) => (Array.isArray(value) ? { data: value } : fromDrfPage(value)), brandPage)
  .meta({
    alt: 'a DRF page { count, next, previous, results }, or a bare list of brands (review R1)',
  }) as unknown as typeof brandPage
const brandListing = listingOf({
  brand: orDefault(brandSchema.extend({ description: orDefault(z.string(), '') }), null).meta({
    absent: 'its fields at the top level, else named by its slug (brands.server.ts)',
  }),
})
/**
 * A brand's page (GET /general/brand/{slug}; spec 7.1 gives no shape): ours `{ brand, products, ... }`;
 * another back end's may answer it as a category listing without `brand`, or with the brand's own
 * fields at the top level (session 60's operator audit: both were a 503 though the products came).
 */
export const brandDetailSchema = z.preprocess((value) => {
  if (!isRecord(value) || value.brand !== undefined || typeof value.name !== 'string') return value
  const { id, name, slug, image, description } = value
  return { ...value, brand: { id: id ?? 0, name, slug, image, description } }
}, brandListing) as unknown as typeof brandListing
