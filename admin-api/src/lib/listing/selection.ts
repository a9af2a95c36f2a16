import type { Db, ListingRequest } from './types.ts'

export const RESERVED_KEYS = ['price', 'brand_id', 'categoryId', 'promo', 'status'] as const
const isReserved = (k: string) => (RESERVED_KEYS as readonly string[]).includes(k)

const intList = (vals: string[] | undefined): number[] =>
  (vals ?? [])
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number)
    .slice(0, 50)

/** A search's category ids as an SQL list (integers only), or null when it names no category. */
export function searchCategoryIds(req: Pick<ListingRequest, 'match' | 'categoryIds'>): string | null {
  const ids = (req.categoryIds ?? []).filter((id) => Number.isInteger(id)).slice(0, 200)
  return req.match && ids.length ? ids.join(',') : null
}

/**
 * The ORDER BY prefix of a search that also takes its categories' products: title matches first
 * (then the sort), with its parameter. Empty for any other listing.
 */
export function titleMatchesFirst(req: Pick<ListingRequest, 'match' | 'categoryIds'>): {
  sql: string
  params: unknown[]
} {
  if (!searchCategoryIds(req)) return { sql: '', params: [] }
  return { sql: 'p.id NOT IN (SELECT rowid FROM product_search WHERE product_search MATCH ?), ', params: [req.match] }
}

/** The SQL of a request's base set (category, search, brand, promo) and of its filter selection. */
export interface Selection {
  /** The base set: what min/max and the facets count over. */
  base: string[]
  baseParams: unknown[]
  /** The base set narrowed by the selection. */
  where: string[]
  params: unknown[]
  /** The selection as applied (known keywords and ids only). */
  applied: Record<string, string[]>
  /** Category + option groups: the facet_index posting-list intersection, else null. */
  facetOuter: string | null
  brandIds: number[]
  statuses: string[]
  priceFrom: number | null
  priceTo: number | null
  /** A search without a usable word: no results at all. */
  emptyResult: boolean
  /**
   * The selection's clauses by filter group (a property keyword, brand_id, categoryId, promo,
   * status, price), for disjunctive facet counts: a group counts with the other groups applied.
   */
  groupClauses: GroupClause[]
}

export interface GroupClause {
  key: string
  sql: string
  params: unknown[]
}

/** Resolves property keywords to option ids and builds the WHERE clauses of a listing request. */
export async function selectionOf(db: Db, req: ListingRequest): Promise<Selection> {
  const { selection } = req
  const base: string[] = ['p.active = 1']
  const baseParams: unknown[] = []
  if (req.category) {
    const lvl = req.category.level === 1 ? 1 : req.category.level === 2 ? 2 : 3
    base.push(`p.cat${lvl} = ?`)
    baseParams.push(req.category.id)
  }
  if (req.match !== undefined && req.match !== null) {
    const cats = searchCategoryIds(req)
    if (cats)
      base.push(
        `(p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?) OR p.cat1 IN (${cats}) OR p.cat2 IN (${cats}) OR p.cat3 IN (${cats}))`,
      )
    else base.push('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)')
    baseParams.push(req.match)
  }
  if (req.brandId) {
    base.push('p.brand_id = ?')
    baseParams.push(req.brandId)
  }
  if (req.promoOnly) base.push('p.is_promo = 1')
  const emptyResult = req.match === ''

  // Resolve property keywords to option ids. A range-type property's value is `from-to` (the
  // price's format): its options whose numeric value lies in the range are selected.
  const applied: Record<string, string[]> = {}
  const propKeys = Object.keys(selection)
    .filter((k) => !isReserved(k))
    .slice(0, 20)
  const optionGroups: { keyword: string; ids: number[] }[] = []
  if (propKeys.length) {
    const rows = await db.all<{ id: number; keyword: string; value: string | null; pkeyword: string; ptype: string }>(
      `SELECT o.id, o.keyword, o.value, pr.keyword AS pkeyword, pr.type AS ptype FROM property_options o JOIN properties pr ON pr.id = o.property_id
       WHERE pr.keyword IN (${propKeys.map(() => '?').join(',')})`,
      propKeys,
    )
    for (const k of propKeys) {
      const own = rows.filter((r) => r.pkeyword === k)
      if (own[0]?.ptype === 'range') {
        const range = parseRange(selection[k]?.[0] ?? '')
        if (!range) continue
        const ids = own.filter((r) => inRange(r.value, range)).map((r) => r.id)
        optionGroups.push({ keyword: k, ids })
        applied[k] = [`${range.from ?? ''}-${range.to ?? ''}`]
        continue
      }
      const wanted = new Set(selection[k])
      const ids = own.filter((r) => wanted.has(r.keyword)).map((r) => r.id)
      if (ids.length) {
        optionGroups.push({ keyword: k, ids })
        const found = new Set(own.filter((r) => wanted.has(r.keyword)).map((r) => r.keyword))
        applied[k] = [...new Set(selection[k])].filter((v) => found.has(v))
      }
    }
  }
  const where = [...base]
  const params = [...baseParams]
  const groupClauses: GroupClause[] = []
  const add = (key: string, sql: string, sqlParams: unknown[] = []) => {
    where.push(sql)
    params.push(...sqlParams)
    groupClauses.push({ key, sql, params: sqlParams })
  }
  // Category + option groups: intersect the category's posting lists (facet_index).
  let facetOuter: string | null = null
  if (req.category && optionGroups.length) {
    const cat = Number(req.category.id)
    const groups = [...optionGroups].sort((a, b) => b.ids.length - a.ids.length)
    let cand = ''
    for (const g of groups) {
      const inner = `cat_id = ${cat} AND option_id IN (${idList(g.ids)})`
      cand = cand ? `${inner} AND product_id IN (SELECT product_id FROM facet_index WHERE ${cand})` : inner
    }
    facetOuter = cand
    where.push(`p.id IN (SELECT product_id FROM facet_index WHERE ${cand})`)
    // the same groups one by one, for the facet counts (the page and count use the intersection above)
    for (const g of optionGroups)
      groupClauses.push({
        key: g.keyword,
        sql: `p.id IN (SELECT product_id FROM facet_index WHERE cat_id = ${cat} AND option_id IN (${idList(g.ids)}))`,
        params: [],
      })
  } else {
    for (const g of optionGroups)
      add(g.keyword, `p.id IN (SELECT product_id FROM product_options WHERE option_id IN (${idList(g.ids)}))`)
  }
  const brandIds = intList(selection.brand_id)
  if (brandIds.length) {
    add('brand_id', `p.brand_id IN (${brandIds.join(',')})`)
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
      add('categoryId', `(${ors.join(' OR ')})`)
      applied.categoryId = catIds.filter((id) => req.categories.some((c) => c.id === id)).map(String)
    }
  }
  if (selection.promo?.length) {
    add('promo', 'p.is_promo = 1')
    applied.promo = ['discount']
  }
  const statuses = (selection.status ?? []).filter((s) => ['in_stock', 'out_of_stock', 'new', 'recipe'].includes(s))
  if (statuses.length) {
    const ors: string[] = []
    if (statuses.includes('in_stock')) ors.push('p.is_stock = 1')
    if (statuses.includes('out_of_stock')) ors.push('p.is_stock = 0')
    if (statuses.includes('recipe')) ors.push('p.is_recipe = 1')
    if (statuses.includes('new'))
      ors.push("p.created_at >= (SELECT datetime(max(created_at), '-30 days') FROM product_facts)")
    add('status', `(${ors.join(' OR ')})`)
    applied.status = statuses
  }
  const priceSel = parseRange(selection.price?.[0] ?? '')
  const priceFrom = priceSel?.from ?? null
  const priceTo = priceSel?.to ?? null
  const price = priceRange('p.price', priceFrom, priceTo)
  if (price.clauses.length) add('price', price.clauses.join(' AND '), price.params)
  if (priceFrom !== null || priceTo !== null) applied.price = [`${priceFrom ?? ''}-${priceTo ?? ''}`]
  return {
    base,
    baseParams,
    where,
    params,
    applied,
    facetOuter,
    brandIds,
    statuses,
    priceFrom,
    priceTo,
    emptyResult,
    groupClauses,
  }
}

/** The clauses (and their parameters) of a price range on a column; none for an open side. */
export function priceRange(
  column: string,
  from: number | null,
  to: number | null,
): { clauses: string[]; params: number[] } {
  const clauses: string[] = []
  const params: number[] = []
  if (from !== null) {
    clauses.push(`${column} >= ?`)
    params.push(from)
  }
  if (to !== null) {
    clauses.push(`${column} <= ?`)
    params.push(to)
  }
  return { clauses, params }
}

/** An id list for `IN (...)`; `NULL` when empty, which matches nothing (a range no option lies in). */
const idList = (ids: number[]) => (ids.length ? ids.join(',') : 'NULL')

/** `from-to` with amounts of up to 9 digits and 2 decimals, either side empty; null when malformed or
 * empty (from > to is kept: it selects nothing). */
export function parseRange(text: string): { from: number | null; to: number | null } | null {
  const m = /^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/.exec(text)
  if (!m) return null
  const from = m[1] ? Number(m[1]) : null
  const to = m[2] ? Number(m[2]) : null
  if (from === null && to === null) return null
  return { from, to }
}

/** Whether an option's value is a number inside the range (a non-numeric value never is). */
export function inRange(value: string | null, range: { from: number | null; to: number | null }): boolean {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value)
  if (!Number.isFinite(n)) return false
  return (range.from === null || n >= range.from) && (range.to === null || n <= range.to)
}
