import { ORDER } from './columns.ts'
import type { Db, ListingRequest } from './types.ts'

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
export async function broadSearchPage(
  db: Db,
  req: ListingRequest,
  whereSql: string,
  params: unknown[],
  offset: number,
): Promise<BroadResult | null> {
  if (!req.match || req.category || req.brandId || req.promoOnly || req.categoryIds?.length) return null
  if (req.sort !== 'price+' && req.sort !== 'price-' && req.sort !== 'default') return null
  if (offset + req.pageSize > 480) return null
  const cnt = await db.all<{ n: number }>('SELECT count(*) AS n FROM product_search WHERE product_search MATCH ?', [
    req.match,
  ])
  const n = cnt[0]?.n ?? 0
  if (n < (req.broadThreshold ?? 10_000)) return null
  const idx = req.sort === 'default' ? 'product_facts_active_default' : 'product_facts_active_price'
  const order = (ORDER[req.sort] ?? ORDER['price+'])(req.locale)
  void whereSql
  void params
  // One statement, one evaluation of the full-text match (materialized), three early-exit walks.
  const walk = (idxName: string, ord: string, cols: string) =>
    `SELECT ${cols} FROM product_facts p INDEXED BY ${idxName} WHERE p.active = 1 AND p.id IN (SELECT id FROM m) ORDER BY ${ord}`
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
