import { type Ctx, nowIso } from '../lib/http'
import { cardColumns, type ProductRow } from '../lib/listing'
import { db } from './products'

/**
 * The server cart's rows (routes/cart.ts): a cart is the lines of an owner (`u:<user id>` or
 * `g:<no_user_id>`) on a site; a reservation records a checked cart.
 */

export type CartRow = ProductRow & { count: number; loyalty: number }

export async function cartRows(c: Ctx, owner: string): Promise<CartRow[]> {
  return db(c).all<CartRow>(
    `SELECT ci.count, ci.loyalty, ${cardColumns(c.get('locale'))} FROM cart_items ci JOIN products p ON p.id = ci.product_id JOIN brands b ON b.id = p.brand_id
     WHERE ci.site_id = ? AND ci.owner = ? ORDER BY ci.updated_at, ci.product_id`,
    [c.get('site').id, owner],
  )
}

export async function upsertCartLine(c: Ctx, owner: string, productId: number, count: number) {
  await c.env.DB.prepare(
    `INSERT INTO cart_items (site_id, owner, product_id, count, loyalty, updated_at) VALUES (?, ?, ?, ?, 0, ?)
     ON CONFLICT (site_id, owner, product_id) DO UPDATE SET count = excluded.count, updated_at = excluded.updated_at`,
  )
    .bind(c.get('site').id, owner, productId, count, nowIso())
    .run()
}

export const cartLineCount = (c: Ctx, owner: string, productId: number) =>
  c.env.DB.prepare('SELECT count FROM cart_items WHERE site_id = ? AND owner = ? AND product_id = ?')
    .bind(c.get('site').id, owner, productId)
    .first<{ count: number }>()

export const cartLineWithMultiplicity = (c: Ctx, owner: string, productId: number) =>
  c.env.DB.prepare(
    'SELECT ci.count, p.multiplicity FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE ci.site_id = ? AND ci.owner = ? AND ci.product_id = ?',
  )
    .bind(c.get('site').id, owner, productId)
    .first<{ count: number; multiplicity: number }>()

export async function removeCartLine(c: Ctx, owner: string, productId: number): Promise<void> {
  await c.env.DB.prepare('DELETE FROM cart_items WHERE site_id = ? AND owner = ? AND product_id = ?')
    .bind(c.get('site').id, owner, productId)
    .run()
}

/** Removes lines by product id (integers, checked by the contract). */
export async function removeCartLines(c: Ctx, owner: string, productIds: number[]): Promise<void> {
  await c.env.DB.prepare(
    `DELETE FROM cart_items WHERE site_id = ? AND owner = ? AND product_id IN (${productIds.join(',')})`,
  )
    .bind(c.get('site').id, owner)
    .run()
}

export async function saveReservation(c: Ctx, owner: string, promoCode: string | null): Promise<void> {
  await c.env.DB.prepare('INSERT INTO reservations (site_id, owner, promo_code, created_at) VALUES (?, ?, ?, ?)')
    .bind(c.get('site').id, owner, promoCode, nowIso())
    .run()
}

/** A line the merge writes into the user's cart. */
export interface MergedLine {
  productId: number
  count: number
  loyalty: number
}

/** One transaction: the merged lines written into the owner's cart, then the guest's cart emptied. */
export async function mergeGuestCart(c: Ctx, owner: string, guest: string, lines: MergedLine[]): Promise<void> {
  const site = c.get('site').id
  const stmts: D1PreparedStatement[] = []
  const now = nowIso()
  for (const l of lines)
    stmts.push(
      c.env.DB.prepare(
        `INSERT INTO cart_items (site_id, owner, product_id, count, loyalty, updated_at) VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (site_id, owner, product_id) DO UPDATE SET count = excluded.count, updated_at = excluded.updated_at`,
      ).bind(site, owner, l.productId, l.count, l.loyalty, now),
    )
  stmts.push(c.env.DB.prepare('DELETE FROM cart_items WHERE site_id = ? AND owner = ?').bind(site, guest))
  await c.env.DB.batch(stmts)
}

/** Pays a line with loyalty points (or not); false when the product is not in the cart. */
export async function setLineLoyalty(c: Ctx, owner: string, productId: number, active: boolean): Promise<boolean> {
  const r = await c.env.DB.prepare(
    'UPDATE cart_items SET loyalty = ? WHERE site_id = ? AND owner = ? AND product_id = ?',
  )
    .bind(active ? 1 : 0, c.get('site').id, owner, productId)
    .run()
  return !!r.meta.changes
}

/** The owner's cart lines as an order takes them: product id and count, by product id. */
export const cartLinesForOrder = (c: Ctx, siteId: number, owner: string) =>
  db(c).all<{ id: number; count: number }>(
    'SELECT product_id AS id, count FROM cart_items WHERE site_id = ? AND owner = ? ORDER BY product_id',
    [siteId, owner],
  )

/**
 * The products of the owner's cart paid with loyalty points (set-loyalty-item): an order of the
 * owner prices them as promo-code/update_prices does (no promo discount on them) and pays them with
 * the owner's points.
 */
export async function cartLoyaltyIds(c: Ctx, siteId: number, owner: string): Promise<number[]> {
  const rows = await db(c).all<{ id: number }>(
    'SELECT product_id AS id FROM cart_items WHERE site_id = ? AND owner = ? AND loyalty = 1',
    [siteId, owner],
  )
  return rows.map((r) => r.id)
}
