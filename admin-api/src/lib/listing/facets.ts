import { type GroupClause, parseRange } from './selection.ts'
import type { CategoryRow, Db, FacetGroup, ListingRequest, Loc } from './types.ts'

const parseTitles = (s: string, loc: Loc): string => {
  try {
    const o = JSON.parse(s) as Record<string, string>
    return o[loc] ?? o.ro ?? ''
  } catch {
    return ''
  }
}

const catTitle = (c: CategoryRow, l: Loc) => c[`title_${l}` as 'title_ro'] as string

interface FacetCtx {
  min: number | null
  max: number | null
  priceFrom: number | null
  priceTo: number | null
  applied: Record<string, string[]>
  statuses: string[]
  baseSql: string
  baseParams: unknown[]
  /** The applied filters by group; with any, the counts are disjunctive (disjunctiveCounts). */
  groupClauses?: GroupClause[]
}

interface Counts {
  options: Map<number, number>
  brands: Map<number, number>
  categories: Map<number, number>
}

/**
 * Disjunctive facet counts: an option's count is the number of products the listing would show if
 * its group's selection were that option alone, every other group's selection kept (a group's
 * counts are computed with the filters of the other groups applied). Groups without a selection
 * share one query; each applied group gets its own.
 */
async function disjunctiveCounts(
  db: Db,
  fc: FacetCtx,
  clauses: GroupClause[],
  propertyOf: Map<number, string>,
  catColumn: string | null,
): Promise<Counts> {
  const whereWithout = (key: string | null) => {
    const own = clauses.filter((g) => g.key !== key)
    return {
      sql: [fc.baseSql, ...own.map((g) => g.sql)].join(' AND '),
      params: [...fc.baseParams, ...own.flatMap((g) => g.params)],
    }
  }
  const optionCounts = async (key: string | null) => {
    const w = whereWithout(key)
    return db.all<{ id: number; n: number }>(
      `SELECT option_id AS id, count(*) AS n FROM product_options WHERE product_id IN (SELECT p.id FROM product_facts p WHERE ${w.sql}) GROUP BY option_id`,
      w.params,
    )
  }
  const grouped = async (column: string, key: string) => {
    const w = whereWithout(key)
    return db.all<{ id: number; n: number }>(
      `SELECT ${column} AS id, count(*) AS n FROM product_facts p WHERE ${w.sql} GROUP BY ${column}`,
      w.params,
    )
  }
  const appliedProps = [...new Set(clauses.map((g) => g.key))].filter(
    (k) => !['brand_id', 'categoryId', 'promo', 'status', 'price'].includes(k),
  )
  const [rest, perGroup, brands, categories] = await Promise.all([
    optionCounts(null),
    Promise.all(appliedProps.map(async (k) => ({ k, rows: await optionCounts(k) }))),
    grouped('p.brand_id', 'brand_id'),
    catColumn ? grouped(catColumn, 'categoryId') : Promise.resolve([]),
  ])
  const options = new Map<number, number>()
  for (const r of rest) if (!appliedProps.includes(propertyOf.get(r.id) ?? '')) options.set(r.id, r.n)
  for (const { k, rows } of perGroup) for (const r of rows) if (propertyOf.get(r.id) === k) options.set(r.id, r.n)
  return {
    options,
    brands: new Map(brands.map((r) => [r.id, r.n])),
    categories: new Map(categories.map((r) => [r.id, r.n])),
  }
}

export async function facetGroups(db: Db, req: ListingRequest, fc: FacetCtx): Promise<FacetGroup[]> {
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
    catCounts = req.categories
      .filter((c) => c.parent_id === req.category!.id)
      .map((c) => ({ id: c.id, n: c.product_count }))
  } else {
    // Search, brand and promo pages: filter groups from (at most) the first 500 matches.
    // A plain search samples the full-text matches directly (no need to build the whole match list).
    const plainSearch = req.match && !req.category && !req.brandId && !req.promoOnly && !req.categoryIds?.length
    const sample = plainSearch
      ? 'SELECT rowid FROM product_search WHERE product_search MATCH ? LIMIT 500'
      : `SELECT p.id FROM product_facts p WHERE ${baseSql} LIMIT 500`
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
  if (fc.groupClauses?.length) {
    // Filters applied: every count follows the other groups' filters (disjunctive faceting).
    const propertyOf = new Map(facetRows.map((r) => [r.option_id, r.pkeyword]))
    const level = req.category?.level ?? 0
    const catColumn = req.category ? (level < 3 ? `p.cat${level + 1}` : null) : 'p.cat3'
    const counts = await disjunctiveCounts(db, fc, fc.groupClauses, propertyOf, catColumn)
    facetRows = facetRows.map((r) => ({ ...r, n: counts.options.get(r.option_id) ?? 0 }))
    brandRows = brandRows.map((b) => ({ ...b, n: counts.brands.get(b.id) ?? 0 }))
    catCounts = catCounts.map((cc) => ({ ...cc, n: counts.categories.get(cc.id) ?? 0 }))
  }
  const filters: FacetGroup[] = []
  const catTitleT: Record<Loc, string> = { ro: 'Categorie', ru: 'Категория', uk: 'Категорія', en: 'Category' }
  const brandTitleT: Record<Loc, string> = { ro: 'Brand', ru: 'Бренд', uk: 'Бренд', en: 'Brand' }
  const priceTitleT: Record<Loc, string> = { ro: 'Preț', ru: 'Цена', uk: 'Ціна', en: 'Price' }
  const promoTitleT: Record<Loc, string> = { ro: 'Promoții', ru: 'Акции', uk: 'Акції', en: 'Promotions' }
  const statusTitleT: Record<Loc, string> = {
    ro: 'Disponibilitate',
    ru: 'Наличие',
    uk: 'Наявність',
    en: 'Availability',
  }
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
        .map(({ cc, c }) => ({
          id: cc.id,
          title: catTitle(c!, locale),
          keyword: String(cc.id),
          value: c![`slug_${locale}` as 'slug_ro'] as string,
          active: sel.has(String(cc.id)),
          count: cc.n,
        })),
    })
  }
  if (brandRows.length) {
    const sel = new Set(applied.brand_id ?? [])
    filters.push({
      id: 'brand_id',
      title: brandTitleT[locale],
      keyword: 'brand_id',
      type: 'checkbox',
      options: brandRows.map((b) => ({
        id: b.id,
        title: b.name,
        keyword: String(b.id),
        value: b.name,
        active: sel.has(String(b.id)),
        count: b.n,
      })),
    })
  }
  const groups = new Map<number, { row: FacetRow; opts: FacetRow[] }>()
  for (const r of facetRows) {
    const g = groups.get(r.property_id)
    if (g) g.opts.push(r)
    else groups.set(r.property_id, { row: r, opts: [r] })
  }
  for (const { row, opts } of [...groups.values()].sort((a, b) => a.row.psort - b.row.psort)) {
    if (row.ptype === 'range') {
      filters.push(
        rangeGroup(row.property_id, parseTitles(row.ptitles, locale), row.pkeyword, opts, applied[row.pkeyword]?.[0]),
      )
      continue
    }
    const sel = new Set(applied[row.pkeyword] ?? [])
    filters.push({
      id: row.property_id,
      title: parseTitles(row.ptitles, locale),
      keyword: row.pkeyword,
      type: 'checkbox',
      options: opts
        .sort((a, b) => a.osort - b.osort)
        .map((o) => ({
          id: o.option_id,
          title: parseTitles(o.otitles, locale),
          keyword: o.okeyword,
          value: o.value,
          active: sel.has(o.okeyword),
          count: o.n,
        })),
    })
  }
  filters.push({
    id: 'promo',
    title: promoTitleT[locale],
    keyword: 'promo',
    type: 'checkbox',
    options: [
      {
        id: 'discount',
        title: promoTitleT[locale],
        keyword: 'discount',
        value: 'discount',
        active: !!applied.promo,
        count: null,
      },
    ],
  })
  filters.push({
    id: 'status',
    title: statusTitleT[locale],
    keyword: 'status',
    type: 'checkbox',
    options: Object.keys(statusOptT).map((k) => ({
      id: k,
      title: statusOptT[k]![locale],
      keyword: k,
      value: k,
      active: statuses.includes(k),
      count: null,
    })),
  })
  return filters
}

/**
 * A range-type property group, shaped as the price's: min and max (the defaults) over the numeric
 * values of its options occurring in the base set, and the applied `from-to` as selectedFrom/To.
 * No options: the storefront shows two number inputs. A group without a numeric value has null bounds.
 */
export function rangeGroup(
  id: number,
  title: string,
  keyword: string,
  opts: { value: string | null }[],
  applied: string | undefined,
): FacetGroup {
  const values = opts
    .map((o) => (o.value === null || o.value.trim() === '' ? Number.NaN : Number(o.value)))
    .filter(Number.isFinite)
  const min = values.length ? Math.min(...values) : null
  const max = values.length ? Math.max(...values) : null
  const selected = applied ? parseRange(applied) : null
  return {
    id,
    title,
    keyword,
    type: 'range',
    options: [],
    min,
    max,
    selectedFrom: selected?.from ?? null,
    selectedTo: selected?.to ?? null,
    default_min: min,
    default_max: max,
  }
}
