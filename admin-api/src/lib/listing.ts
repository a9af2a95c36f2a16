/**
 * Category listing, search, brand and promo listings: the SQL the worker runs.
 * Self-contained (no imports outside this folder's listing/ modules, which name their .ts files) so
 * admin-api/bench.mjs can run the very same code on node:sqlite. By concern: listing/types.ts,
 * listing/columns.ts (card columns, sort orders, cards by id, search terms), listing/selection.ts
 * (the request as WHERE clauses), listing/broad-search.ts (plain searches with many matches),
 * listing/facets.ts (the filter groups); here the page and count strategies.
 */

import { broadSearchPage } from './listing/broad-search.ts'
import { cardsFor, LOCS, ORDER } from './listing/columns.ts'
import { facetGroups } from './listing/facets.ts'
import { priceRange, selectionOf, titleMatchesFirst } from './listing/selection.ts'
import type { Db, ListingRequest, ListingResult, ProductRow } from './listing/types.ts'

export { cardColumns, cardsFor, ftsExpression } from './listing/columns.ts'
export { RESERVED_KEYS } from './listing/selection.ts'
export type {
  CategoryRow,
  Db,
  FacetGroup,
  FacetOption,
  ListingRequest,
  ListingResult,
  Loc,
  ProductRow,
  Sort,
} from './listing/types.ts'

export async function runListing(db: Db, req: ListingRequest): Promise<ListingResult> {
  const { locale } = req
  const {
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
  } = await selectionOf(db, req)

  if (emptyResult) {
    return { rows: [], totalCount: 0, pages: 0, min: null, max: null, filters: [], applied }
  }

  const whereSql = where.join(' AND ')
  const baseSql = base.join(' AND ')
  const first = titleMatchesFirst(req)
  const order = first.sql + (ORDER[req.sort] ?? ORDER['newer+'])(locale)
  const offset = (req.page - 1) * req.pageSize
  // Fast path: only option groups (and a price range) on a category, sorted by price or newest:
  // page and count come from facet_index alone; the products table is read for the 24 cards only.
  const fast =
    facetOuter !== null &&
    !brandIds.length &&
    !applied.categoryId &&
    !applied.promo &&
    !statuses.length &&
    (req.sort === 'price+' || req.sort === 'price-' || req.sort === 'newer+')
  if (fast) {
    const { clauses, params: fp } = priceRange('price', priceFrom, priceTo)
    const fwSql = [facetOuter as string, ...clauses].join(' AND ')
    const forder =
      req.sort === 'price+'
        ? 'min(price) ASC, product_id ASC'
        : req.sort === 'price-'
          ? 'max(price) DESC, product_id DESC'
          : 'product_id DESC'
    // One pass: the page of the intersection and (window) its size.
    const [idRows, minRows, maxRows] = await Promise.all([
      db.all<{ id: number; n: number }>(
        `SELECT product_id AS id, count(*) OVER () AS n FROM facet_index WHERE ${fwSql} GROUP BY product_id ORDER BY ${forder} LIMIT ? OFFSET ?`,
        [...fp, req.pageSize, offset],
      ),
      db.all<{ v: number | null }>(`SELECT min(p.price) AS v FROM product_facts p WHERE ${baseSql}`, baseParams),
      db.all<{ v: number | null }>(`SELECT max(p.price) AS v FROM product_facts p WHERE ${baseSql}`, baseParams),
    ])
    const countRows = idRows.length
      ? [{ n: idRows[0]!.n }]
      : await db.all<{ n: number }>(`SELECT count(DISTINCT product_id) AS n FROM facet_index WHERE ${fwSql}`, fp)
    const rows = await cardsFor(
      db,
      locale,
      idRows.map((r) => Number(r.id)),
    )
    const totalCount = countRows[0]?.n ?? 0
    const min = minRows[0]?.v ?? null
    const max = maxRows[0]?.v ?? null
    const filters = await facetGroups(db, req, {
      min,
      max,
      priceFrom,
      priceTo,
      applied,
      statuses,
      baseSql,
      baseParams,
      groupClauses,
    })
    return { rows, totalCount, pages: Math.ceil(totalCount / req.pageSize), min, max, filters, applied }
  }

  // Page ids from the narrow table (names sort through the products titles), then the 24 cards.
  const byName = req.sort === 'name+' || req.sort === 'name-'
  const pageQ = () =>
    db
      .all<{ id: number }>(
        `SELECT p.id FROM product_facts p${byName ? ' JOIN products t ON t.id = p.id' : ''} WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
        [...params, ...first.params, req.pageSize, offset],
      )
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
      [...params, ...first.params, req.pageSize, offset],
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
      const stats = await db.all<{ n: number; mn: number | null; mx: number | null }>(
        `SELECT count(*) AS n, min(p.price) AS mn, max(p.price) AS mx FROM product_facts p WHERE ${baseSql}`,
        baseParams,
      )
      totalCount = stats[0]?.n ?? 0
      min = stats[0]?.mn ?? null
      max = stats[0]?.mx ?? null
    }
  } else {
    // One pass over the base set gives min and max; the filtered count is separate.
    const [r, stats, countRows] = await Promise.all([
      pageQ(),
      db.all<{ n: number; mn: number | null; mx: number | null }>(
        `SELECT count(*) AS n, min(p.price) AS mn, max(p.price) AS mx FROM product_facts p WHERE ${baseSql}`,
        baseParams,
      ),
      filtered
        ? db.all<{ n: number }>(`SELECT count(*) AS n FROM product_facts p WHERE ${whereSql}`, params)
        : Promise.resolve(null),
    ])
    rows = r
    totalCount = countRows ? (countRows[0]?.n ?? 0) : (stats[0]?.n ?? 0)
    min = stats[0]?.mn ?? null
    max = stats[0]?.mx ?? null
  }

  const filters = await facetGroups(db, req, {
    min,
    max,
    priceFrom,
    priceTo,
    applied,
    statuses,
    baseSql,
    baseParams,
    groupClauses,
  })
  return { rows, totalCount, pages: Math.ceil(totalCount / req.pageSize), min, max, filters, applied }
}

export const LISTING_LOCALES = LOCS
