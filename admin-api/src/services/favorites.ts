import { type Ctx, nowIso } from '../lib/http'
import { idList } from '../lib/sql-filters'
import { cardsByIds, db } from './products'

/** A signed-in user's favourite products, newest first. */
export async function favorites(c: Ctx, userId: number) {
  const rows = await db(c).all<{ product_id: number }>(
    'SELECT product_id FROM favorites WHERE site_id = ? AND user_id = ? ORDER BY created_at DESC, product_id',
    [c.get('site').id, userId],
  )
  const ids = rows.map((r) => r.product_id)
  return { products: await cardsByIds(c, ids), ids }
}

/** Which of these product ids exist. */
export async function knownProductIds(c: Ctx, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db(c).all<{ id: number }>(`SELECT id FROM products WHERE id IN (${idList(ids)})`, [])
  return rows.map((r) => r.id)
}

/** Adds products to a user's favourites of this site (already there: kept as is). */
export async function addFavorites(c: Ctx, userId: number, productIds: number[]): Promise<void> {
  const now = nowIso()
  await c.env.DB.batch(
    productIds.map((id) =>
      c.env.DB.prepare(
        'INSERT OR IGNORE INTO favorites (site_id, user_id, product_id, created_at) VALUES (?, ?, ?, ?)',
      ).bind(c.get('site').id, userId, id, now),
    ),
  )
}

/** Adds a product to a user's favourites of this site (already there: kept as is). */
export async function addFavorite(c: Ctx, userId: number, productId: number): Promise<void> {
  await c.env.DB.prepare(
    'INSERT OR IGNORE INTO favorites (site_id, user_id, product_id, created_at) VALUES (?, ?, ?, ?)',
  )
    .bind(c.get('site').id, userId, productId, nowIso())
    .run()
}

/** Empties a user's favourites of this site. */
export async function clearFavorites(c: Ctx, userId: number): Promise<void> {
  await c.env.DB.prepare('DELETE FROM favorites WHERE site_id = ? AND user_id = ?').bind(c.get('site').id, userId).run()
}

export async function removeFavorite(c: Ctx, userId: number, productId: number): Promise<void> {
  await c.env.DB.prepare('DELETE FROM favorites WHERE site_id = ? AND user_id = ? AND product_id = ?')
    .bind(c.get('site').id, userId, productId)
    .run()
}
