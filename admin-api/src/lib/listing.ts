/**
 * Category listing, search, brand and promo listings: the SQL the worker runs.
 * Self-contained (type-only imports) so admin-api/bench.mjs can run the very same code on node:sqlite.
 */

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
  product_count: number
}

export interface ListingRequest {
  locale: Loc
  category?: { id: number; level: number } | null
  /** FTS5 match expression (see ftsExpression); empty string = no results */
  match?: string | null
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
  rating: number
  home_delivery: number
  card_payment_available: number
  created_at: string
}

const TITLE_COL: Record<Loc, string> = { ro: 'p.title_ro', ru: 'p.title_ru', uk: 'p.title_uk', en: 'p.title_en' }
const LOCS: Loc[] = ['ro', 'ru', 'uk', 'en']

/** Columns of a product card row, `p` = products, `b` = brands. */
export function cardColumns(locale: Loc): string {
  const title = TITLE_COL[locale] ?? 'p.title_ro'
  return `p.id, p.code, p.brand_id, b.name AS brand_name, b.slug AS brand_slug, p.cat1, p.cat2, p.cat3, ${title} AS title,
    p.slug_ro, p.slug_ru, p.slug_uk, p.slug_en, p.price, p.old_price, p.discount, p.multiplicity, p.stock, p.active,
    p.available, p.is_stock, p.is_recipe, p.loyalty_give, p.weight_gr, p.colors, p.has_associated, p.rating,
    p.home_delivery, p.card_payment_available, p.created_at`
}

const ORDER: Record<Sort, (loc: Loc) => string> = {
  'price+': () => 'p.price ASC, p.id ASC',
  'price-': () => 'p.price DESC, p.id DESC',
  'name+': (l) => `${TITLE_COL[l].replace('p.', 't.')} ASC, p.id ASC`,
  'name-': (l) => `${TITLE_COL[l].replace('p.', 't.')} DESC, p.id DESC`,
  'newer+': () => 'p.id DESC',
  'sort_priority-': () => 'p.sort_priority DESC, p.id DESC',
  default: () => 'p.is_stock DESC, p.sort_priority DESC, p.id DESC',
}

interface BroadResult {
  ids: number[]
  n: number
  min: number | null
  max: number | null
}

/**
 * A plain search with many matches (the full-text index holds active products only, so its count is
 * the total): walk product_facts in the sort order and probe the match list, stopping after a page,
 * instead of sorting every match. Rare words and deep pages use the general path.
 */
async function broadSearchPage(db: Db, req: ListingRequest, whereSql: string, params: unknown[], offset: number): Promise<BroadResult | null> {
  if (!req.match || req.category || req.brandId || req.promoOnly) return null
  if (req.sort !== 'price+' && req.sort !== 'price-' && req.sort !== 'default') return null
  if (offset + req.pageSize > 480) return null
  const cnt = await db.all<{ n: number }>('SELECT count(*) AS n FROM product_search WHERE product_search MATCH ?', [req.match])
  const n = cnt[0]?.n ?? 0
  if (n < (req.broadThreshold ?? 10_000)) return null
  const idx = req.sort === 'default' ? 'product_facts_active_default' : 'product_facts_active_price'
  const order = (ORDER[req.sort] ?? ORDER['price+'])(req.locale)
  void whereSql
  void params
  // One statement, one evaluation of the full-text match (materialized), three early-exit walks.
  const walk = (idxName: string, ord: string, cols: string) => `SELECT ${cols} FROM product_facts p INDEXED BY ${idxName} WHERE p.active = 1 AND p.id IN (SELECT id FROM m) ORDER BY ${ord}`
  const rows = await db.all<{ mn: number | null; mx: number | null; ids: string }>(
    `WITH m AS MATERIALIZED (SELECT rowid AS id FROM product_search WHERE product_search MATCH ?)
     SELECT (${walk('product_facts_active_price', 'p.price ASC', 'p.price')} LIMIT 1) AS mn,
            (${walk('product_facts_active_price', 'p.price DESC', 'p.price')} LIMIT 1) AS mx,
            (SELECT json_group_array(id) FROM (${walk(idx, order, 'p.id')} LIMIT ? OFFSET ?)) AS ids`,
    [req.match, req.pageSize, offset],
  )
  const r = rows[0]
  const ids = r ? (JSON.parse(r.ids) as number[]) : []
  return { ids, n, min: r?.mn ?? null, max: r?.mx ?? null }
}

/** Card rows for ids, in the order of ids. */
export async function cardsFor(db: Db, locale: Loc, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return []
  const rows = await db.all<ProductRow>(`SELECT ${cardColumns(locale)} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${ids.join(',')})`, [])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => !!r)
}

/**
 * Builds a safe FTS5 expression from user text: every word of at least two characters (the
 * storefront's minimum search length) as a quoted prefix term; single characters are ignored.
 */
export function ftsExpression(text: string): string {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).slice(0, 8)
  return words.map((w) => `"${w}"*`).join(' AND ')
}

export const RESERVED_KEYS = ['price', 'brand_id', 'categoryId', 'promo', 'status'] as const
const isReserved = (k: string) => (RESERVED_KEYS as readonly string[]).includes(k)

const parseTitles = (s: string, loc: Loc): string => {
  try {
    const o = JSON.parse(s) as Record<string, string>
    return o[loc] ?? o.ro ?? ''
  } catch {
    return ''
  }
}

const catTitle = (c: CategoryRow, l: Loc) => c[`title_${l}` as 'title_ro'] as string

const intList = (vals: string[] | undefined): number[] =>
  (vals ?? [])
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number)
    .slice(0, 50)

export async function runListing(db: Db, req: ListingRequest): Promise<ListingResult> {
  const { locale, selection } = req
  const base: string[] = ['p.active = 1']
  const baseParams: unknown[] = []
  if (req.category) {
    const lvl = req.category.level === 1 ? 1 : req.category.level === 2 ? 2 : 3
    base.push(`p.cat${lvl} = ?`)
    baseParams.push(req.category.id)
  }
  if (req.match !== undefined && req.match !== null) {
    base.push('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)')
    baseParams.push(req.match)
  }
  if (req.brandId) {
    base.push('p.brand_id = ?')
    baseParams.push(req.brandId)
  }
  if (req.promoOnly) base.push('p.is_promo = 1')
  const emptyResult = req.match === ''

  // Resolve property keywords to option ids.
  const applied: Record<string, string[]> = {}
  const propKeys = Object.keys(selection)
    .filter((k) => !isReserved(k))
    .slice(0, 20)
  const optionGroups: { keyword: string; ids: number[] }[] = []
  if (propKeys.length) {
    const rows = await db.all<{ id: number; keyword: string; pkeyword: string }>(
      `SELECT o.id, o.keyword, pr.keyword AS pkeyword FROM property_options o JOIN properties pr ON pr.id = o.property_id
       WHERE pr.keyword IN (${propKeys.map(() => '?').join(',')})`,
      propKeys,
    )
    for (const k of propKeys) {
      const wanted = new Set(selection[k])
      const ids = rows.filter((r) => r.pkeyword === k && wanted.has(r.keyword)).map((r) => r.id)
      if (ids.length) {
        optionGroups.push({ keyword: k, ids })
        const found = new Set(rows.filter((r) => r.pkeyword === k && wanted.has(r.keyword)).map((r) => r.keyword))
        applied[k] = [...new Set(selection[k])].filter((v) => found.has(v))
      }
    }
  }
  const where = [...base]
  const params = [...baseParams]
  // Category + option groups: intersect the category's posting lists (facet_index).
  let facetOuter: string | null = null
  if (req.category && optionGroups.length) {
    const cat = Number(req.category.id)
    const groups = [...optionGroups].sort((a, b) => b.ids.length - a.ids.length)
    let cand = ''
    for (const g of groups) {
      const inner = `cat_id = ${cat} AND option_id IN (${g.ids.join(',')})`
      cand = cand ? `${inner} AND product_id IN (SELECT product_id FROM facet_index WHERE ${cand})` : inner
    }
    facetOuter = cand
    where.push(`p.id IN (SELECT product_id FROM facet_index WHERE ${cand})`)
  } else {
    for (const g of optionGroups) {
      where.push(`p.id IN (SELECT product_id FROM product_options WHERE option_id IN (${g.ids.join(',')}))`)
    }
  }
  const brandIds = intList(selection.brand_id)
  if (brandIds.length) {
    where.push(`p.brand_id IN (${brandIds.join(',')})`)
    applied.brand_id = brandIds.map(String)
  }
  const catIds = intList(selection.categoryId)
  if (catIds.length) {
    const byLevel: Record<number, number[]> = { 1: [], 2: [], 3: [] }
    for (const id of catIds) {
      const c = req.categories.find((x) => x.id === id)
      if (c) byLevel[c.level]?.push(id)
    }
    const ors = [1, 2, 3].filter((l) => byLevel[l]!.length).map((l) => `p.cat${l} IN (${byLevel[l]!.join(',')})`)
    if (ors.length) {
      where.push(`(${ors.join(' OR ')})`)
      applied.categoryId = catIds.filter((id) => req.categories.some((c) => c.id === id)).map(String)
    }
  }
  if (selection.promo?.length) {
    where.push('p.is_promo = 1')
    applied.promo = ['discount']
  }
  const statuses = (selection.status ?? []).filter((s) => ['in_stock', 'out_of_stock', 'new', 'recipe'].includes(s))
  if (statuses.length) {
    const ors: string[] = []
    if (statuses.includes('in_stock')) ors.push('p.is_stock = 1')
    if (statuses.includes('out_of_stock')) ors.push('p.is_stock = 0')
    if (statuses.includes('recipe')) ors.push('p.is_recipe = 1')
    if (statuses.includes('new')) ors.push("p.created_at >= (SELECT datetime(max(created_at), '-30 days') FROM product_facts)")
    where.push(`(${ors.join(' OR ')})`)
    applied.status = statuses
  }
  let priceFrom: number | null = null
  let priceTo: number | null = null
  const priceSel = selection.price?.[0]
  if (priceSel) {
    const m = /^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/.exec(priceSel)
    if (m) {
      if (m[1]) priceFrom = Number(m[1])
      if (m[2]) priceTo = Number(m[2])
    }
  }
  if (priceFrom !== null) {
    where.push('p.price >= ?')
    params.push(priceFrom)
  }
  if (priceTo !== null) {
    where.push('p.price <= ?')
    params.push(priceTo)
  }
  if (priceFrom !== null || priceTo !== null) applied.price = [`${priceFrom ?? ''}-${priceTo ?? ''}`]

  if (emptyResult) {
    return { rows: [], totalCount: 0, pages: 0, min: null, max: null, filters: [], applied }
  }

  const whereSql = where.join(' AND ')
  const baseSql = base.join(' AND ')
  const order = (ORDER[req.sort] ?? ORDER['newer+'])(locale)
  const offset = (req.page - 1) * req.pageSize
  // Fast path: only option groups (and a price range) on a category, sorted by price or newest:
  // page and count come from facet_index alone; the products table is read for the 24 cards only.
  const fast = facetOuter !== null && !brandIds.length && !applied.categoryId && !applied.promo && !statuses.length && (req.sort === 'price+' || req.sort === 'price-' || req.sort === 'newer+')
  if (fast) {
    const fw = [facetOuter as string]
    const fp: unknown[] = []
    if (priceFrom !== null) {
      fw.push('price >= ?')
      fp.push(priceFrom)
    }
    if (priceTo !== null) {
      fw.push('price <= ?')
      fp.push(priceTo)
    }
    const fwSql = fw.join(' AND ')
    const forder = req.sort === 'price+' ? 'min(price) ASC, product_id ASC' : req.sort === 'price-' ? 'max(price) DESC, product_id DESC' : 'product_id DESC'
    // One pass: the page of the intersection and (window) its size.
    const [idRows, minRows, maxRows] = await Promise.all([
      db.all<{ id: number; n: number }>(`SELECT product_id AS id, count(*) OVER () AS n FROM facet_index WHERE ${fwSql} GROUP BY product_id ORDER BY ${forder} LIMIT ? OFFSET ?`, [
        ...fp,
        req.pageSize,
        offset,
      ]),
      db.all<{ v: number | null }>(`SELECT min(p.price) AS v FROM product_facts p WHERE ${baseSql}`, baseParams),
      db.all<{ v: number | null }>(`SELECT max(p.price) AS v FROM product_facts p WHERE ${baseSql}`, baseParams),
    ])
    const countRows = idRows.length ? [{ n: idRows[0]!.n }] : await db.all<{ n: number }>(`SELECT count(DISTINCT product_id) AS n FROM facet_index WHERE ${fwSql}`, fp)
    const rows = await cardsFor(
      db,
      locale,
      idRows.map((r) => Number(r.id)),
    )
    const totalCount = countRows[0]?.n ?? 0
    const min = minRows[0]?.v ?? null
    const max = maxRows[0]?.v ?? null
    const filters = await facetGroups(db, req, { min, max, priceFrom, priceTo, applied, statuses, baseSql, baseParams })
    return { rows, totalCount, pages: Math.ceil(totalCount / req.pageSize), min, max, filters, applied }
  }

  // Page ids from the narrow table (names sort through the products titles), then the 24 cards.
  const byName = req.sort === 'name+' || req.sort === 'name-'
  const pageQ = () =>
    db
      .all<{ id: number }>(`SELECT p.id FROM product_facts p${byName ? ' JOIN products t ON t.id = p.id' : ''} WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`, [...params, req.pageSize, offset])
      .then((idRows) =>
        cardsFor(
          db,
          locale,
          idRows.map((r) => Number(r.id)),
        ),
      )
  let rows: ProductRow[]
  let totalCount: number
  let min: number | null
  let max: number | null
  const filtered = where.length > base.length
  const broad = filtered ? null : await broadSearchPage(db, req, whereSql, params, offset)
  if (req.category) {
    // min/max over the category: two O(log n) probes of the (cat, active, price) index.
    const [r, countRows, minRows, maxRows] = await Promise.all([
      pageQ(),
      db.all<{ n: number }>(`SELECT count(*) AS n FROM product_facts p WHERE ${whereSql}`, params),
      db.all<{ v: number | null }>(`SELECT min(p.price) AS v FROM product_facts p WHERE ${baseSql}`, baseParams),
      db.all<{ v: number | null }>(`SELECT max(p.price) AS v FROM product_facts p WHERE ${baseSql}`, baseParams),
    ])
    rows = r
    totalCount = countRows[0]?.n ?? 0
    min = minRows[0]?.v ?? null
    max = maxRows[0]?.v ?? null
  } else if (broad) {
    rows = await cardsFor(db, locale, broad.ids)
    totalCount = broad.n
    min = broad.min
    max = broad.max
  } else if (!filtered) {
    // Nothing filters beyond the base set: one pass sorts the page and counts (window aggregates).
    const idRows = await db.all<{ id: number; n: number; mn: number | null; mx: number | null }>(
      `SELECT p.id, count(*) OVER () AS n, min(p.price) OVER () AS mn, max(p.price) OVER () AS mx
       FROM product_facts p${byName ? ' JOIN products t ON t.id = p.id' : ''} WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, req.pageSize, offset],
    )
    rows = await cardsFor(
      db,
      locale,
      idRows.map((r) => Number(r.id)),
    )
    if (idRows[0]) {
      totalCount = idRows[0].n
      min = idRows[0].mn
      max = idRows[0].mx
    } else {
      const stats = await db.all<{ n: number; mn: number | null; mx: number | null }>(`SELECT count(*) AS n, min(p.price) AS mn, max(p.price) AS mx FROM product_facts p WHERE ${baseSql}`, baseParams)
      totalCount = stats[0]?.n ?? 0
      min = stats[0]?.mn ?? null
      max = stats[0]?.mx ?? null
    }
  } else {
    // One pass over the base set gives min and max; the filtered count is separate.
    const [r, stats, countRows] = await Promise.all([
      pageQ(),
      db.all<{ n: number; mn: number | null; mx: number | null }>(`SELECT count(*) AS n, min(p.price) AS mn, max(p.price) AS mx FROM product_facts p WHERE ${baseSql}`, baseParams),
      filtered ? db.all<{ n: number }>(`SELECT count(*) AS n FROM product_facts p WHERE ${whereSql}`, params) : Promise.resolve(null),
    ])
    rows = r
    totalCount = countRows ? (countRows[0]?.n ?? 0) : (stats[0]?.n ?? 0)
    min = stats[0]?.mn ?? null
    max = stats[0]?.mx ?? null
  }

  const filters = await facetGroups(db, req, { min, max, priceFrom, priceTo, applied, statuses, baseSql, baseParams })
  return { rows, totalCount, pages: Math.ceil(totalCount / req.pageSize), min, max, filters, applied }
}

interface FacetCtx {
  min: number | null
  max: number | null
  priceFrom: number | null
  priceTo: number | null
  applied: Record<string, string[]>
  statuses: string[]
  baseSql: string
  baseParams: unknown[]
}

async function facetGroups(db: Db, req: ListingRequest, fc: FacetCtx): Promise<FacetGroup[]> {
  const { locale } = req
  const { min, max, priceFrom, priceTo, applied, statuses, baseSql, baseParams } = fc
  // Filter groups
  type FacetRow = {
    option_id: number
    property_id: number
    n: number
    okeyword: string
    value: string | null
    otitles: string
    osort: number
    pkeyword: string
    ptitles: string
    ptype: string
    psort: number
  }
  let facetRows: FacetRow[]
  let brandRows: { id: number; n: number; name: string }[]
  let catCounts: { id: number; n: number }[]
  if (req.category && !req.match && !req.brandId && !req.promoOnly) {
    ;[facetRows, brandRows] = await Promise.all([
      db.all<FacetRow>(
        `SELECT f.option_id, f.property_id, f.product_count AS n, o.keyword AS okeyword, o.value, o.titles AS otitles, o.sort AS osort,
           pr.keyword AS pkeyword, pr.titles AS ptitles, pr.type AS ptype, pr.sort AS psort
         FROM category_facets f JOIN property_options o ON o.id = f.option_id JOIN properties pr ON pr.id = f.property_id
         WHERE f.category_id = ?`,
        [req.category.id],
      ),
      db.all<{ id: number; n: number; name: string }>(
        'SELECT cb.brand_id AS id, cb.product_count AS n, b.name FROM category_brands cb JOIN brands b ON b.id = cb.brand_id WHERE cb.category_id = ? ORDER BY b.name',
        [req.category.id],
      ),
    ])
    catCounts = req.categories.filter((c) => c.parent_id === req.category!.id).map((c) => ({ id: c.id, n: c.product_count }))
  } else {
    // Search, brand and promo pages: filter groups from (at most) the first 500 matches.
    // A plain search samples the full-text matches directly (no need to build the whole match list).
    const plainSearch = req.match && !req.category && !req.brandId && !req.promoOnly
    const sample = plainSearch ? 'SELECT rowid FROM product_search WHERE product_search MATCH ? LIMIT 500' : `SELECT p.id FROM product_facts p WHERE ${baseSql} LIMIT 500`
    const sampleParams = plainSearch ? [req.match] : baseParams
    const [opts, pairs] = await Promise.all([
      db.all<FacetRow>(
        `SELECT x.option_id, o.property_id, x.n, o.keyword AS okeyword, o.value, o.titles AS otitles, o.sort AS osort,
           pr.keyword AS pkeyword, pr.titles AS ptitles, pr.type AS ptype, pr.sort AS psort
         FROM (SELECT option_id, count(*) AS n FROM product_options WHERE product_id IN (${sample}) GROUP BY option_id) x
         JOIN property_options o ON o.id = x.option_id JOIN properties pr ON pr.id = o.property_id
         WHERE pr.filterable = 1`,
        sampleParams,
      ),
      db.all<{ brand_id: number; cat3: number; n: number; name: string }>(
        `SELECT p.brand_id, p.cat3, count(*) AS n, b.name FROM product_facts p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${sample}) GROUP BY p.brand_id, p.cat3`,
        sampleParams,
      ),
    ])
    facetRows = opts
    const brands = new Map<number, { id: number; n: number; name: string }>()
    const cats = new Map<number, number>()
    for (const r of pairs) {
      const b = brands.get(r.brand_id)
      if (b) b.n += r.n
      else brands.set(r.brand_id, { id: r.brand_id, n: r.n, name: r.name })
      cats.set(r.cat3, (cats.get(r.cat3) ?? 0) + r.n)
    }
    brandRows = [...brands.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    catCounts = [...cats.entries()].map(([id, n]) => ({ id, n })).sort((a, b) => a.id - b.id)
  }
  const filters: FacetGroup[] = []
  const catTitleT: Record<Loc, string> = { ro: 'Categorie', ru: 'Категория', uk: 'Категорія', en: 'Category' }
  const brandTitleT: Record<Loc, string> = { ro: 'Brand', ru: 'Бренд', uk: 'Бренд', en: 'Brand' }
  const priceTitleT: Record<Loc, string> = { ro: 'Preț', ru: 'Цена', uk: 'Ціна', en: 'Price' }
  const promoTitleT: Record<Loc, string> = { ro: 'Promoții', ru: 'Акции', uk: 'Акції', en: 'Promotions' }
  const statusTitleT: Record<Loc, string> = { ro: 'Disponibilitate', ru: 'Наличие', uk: 'Наявність', en: 'Availability' }
  const statusOptT: Record<string, Record<Loc, string>> = {
    in_stock: { ro: 'În stoc', ru: 'В наличии', uk: 'В наявності', en: 'In stock' },
    out_of_stock: { ro: 'Lipsă în stoc', ru: 'Нет в наличии', uk: 'Немає в наявності', en: 'Out of stock' },
    new: { ro: 'Noutăți', ru: 'Новинки', uk: 'Новинки', en: 'New' },
  }
  filters.push({
    id: 'price',
    title: priceTitleT[locale],
    keyword: 'price',
    type: 'range',
    options: [],
    min,
    max,
    selectedFrom: priceFrom,
    selectedTo: priceTo,
    default_min: min,
    default_max: max,
  })
  if (catCounts.length) {
    const sel = new Set(applied.categoryId ?? [])
    filters.push({
      id: 'categoryId',
      title: catTitleT[locale],
      keyword: 'categoryId',
      type: 'checkbox',
      options: catCounts
        .map((cc) => ({ cc, c: req.categories.find((c) => c.id === cc.id) }))
        .filter((x) => x.c)
        .map(({ cc, c }) => ({ id: cc.id, title: catTitle(c!, locale), keyword: String(cc.id), value: c![`slug_${locale}` as 'slug_ro'] as string, active: sel.has(String(cc.id)), count: cc.n })),
    })
  }
  if (brandRows.length) {
    const sel = new Set(applied.brand_id ?? [])
    filters.push({
      id: 'brand_id',
      title: brandTitleT[locale],
      keyword: 'brand_id',
      type: 'checkbox',
      options: brandRows.map((b) => ({ id: b.id, title: b.name, keyword: String(b.id), value: b.name, active: sel.has(String(b.id)), count: b.n })),
    })
  }
  const groups = new Map<number, { row: FacetRow; opts: FacetRow[] }>()
  for (const r of facetRows) {
    const g = groups.get(r.property_id)
    if (g) g.opts.push(r)
    else groups.set(r.property_id, { row: r, opts: [r] })
  }
  for (const { row, opts } of [...groups.values()].sort((a, b) => a.row.psort - b.row.psort)) {
    const sel = new Set(applied[row.pkeyword] ?? [])
    filters.push({
      id: row.property_id,
      title: parseTitles(row.ptitles, locale),
      keyword: row.pkeyword,
      type: row.ptype === 'range' ? 'range' : 'checkbox',
      options: opts
        .sort((a, b) => a.osort - b.osort)
        .map((o) => ({ id: o.option_id, title: parseTitles(o.otitles, locale), keyword: o.okeyword, value: o.value, active: sel.has(o.okeyword), count: o.n })),
    })
  }
  filters.push({
    id: 'promo',
    title: promoTitleT[locale],
    keyword: 'promo',
    type: 'checkbox',
    options: [{ id: 'discount', title: promoTitleT[locale], keyword: 'discount', value: 'discount', active: !!applied.promo, count: null }],
  })
  filters.push({
    id: 'status',
    title: statusTitleT[locale],
    keyword: 'status',
    type: 'checkbox',
    options: Object.keys(statusOptT).map((k) => ({ id: k, title: statusOptT[k]![locale], keyword: k, value: k, active: statuses.includes(k), count: null })),
  })
  return filters
}

export const LISTING_LOCALES = LOCS
