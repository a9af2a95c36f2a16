import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { cardColumns } from '../src/lib/listing'
import { PRODUCT_LISTS } from '../src/services/products'

/**
 * The home page's product lists walk an index (migration 0017) instead of sorting every product: at
 * 100,000 products the sorted plans cost 200-460 ms of CPU a call (bench/admin-endpoints.mjs).
 * The planner has no statistics here (no ANALYZE), as in a fresh D1, so the plan does not depend on
 * the test shop's size.
 */
async function plan(sql: string): Promise<string> {
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>()
  return (rows.results ?? []).map((r) => r.detail).join('\n')
}

describe('product lists read an index in order', () => {
  it.each(Object.entries(PRODUCT_LISTS))(
    '%s: no sort of the whole table, and its count is covered',
    async (_, { where, order }) => {
      const list = await plan(
        `SELECT ${cardColumns('ro')} FROM products p JOIN brands b ON b.id = p.brand_id WHERE ${where} ORDER BY ${order} LIMIT 10`,
      )
      expect(list).toMatch(/SEARCH p USING INDEX products_/)
      expect(list).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
      expect(await plan(`SELECT count(*) AS n FROM products p WHERE ${where}`)).toMatch(/COVERING INDEX|USING INDEX/)
    },
  )
})
