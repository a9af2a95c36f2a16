import { ACCOUNTS } from '#contract/accounts.ts'
import { type Ctx, round2 } from '../lib/http'
import { db } from './products'

/**
 * The orders of a site (routes/orders.ts): a new order stored in one transaction, looked up by its
 * idempotency key or number, a user's orders and acts, an order's lines and payment state.
 */

export interface KeyedOrder {
  id: number
  number: string
  total: number
  delivery_price: number
  discount: number
  payment_status: string
  created_at: string
  request_hash: string | null
  trans_id: string | null
  /** Whose order it is: `u:{user id}`, `g:{no_user_id}` (a guest's cart id) or null (a guest that sent none). */
  owner: string | null
}

const KEYED_COLS =
  'id, number, total, delivery_price, discount, payment_status, created_at, request_hash, trans_id, owner'

export async function orderByKey(c: Ctx, key: string) {
  return c.env.DB.prepare(`SELECT ${KEYED_COLS} FROM orders WHERE site_id = ? AND idempotency_key = ?`)
    .bind(c.get('site').id, key)
    .first<KeyedOrder>()
}

export const orderByNumber = (c: Ctx, siteId: number, number: string) =>
  c.env.DB.prepare(`SELECT ${KEYED_COLS} FROM orders WHERE site_id = ? AND number = ?`)
    .bind(siteId, number)
    .first<KeyedOrder>()

/** An order to store: its row, its lines, and the owner whose server cart it empties (or null). */
export interface NewOrder {
  siteId: number
  userId: number | null
  owner: string | null
  number: string
  paymentSystemId: number
  paymentStatus: 'pending' | 'not_required'
  deliveryMethod: string
  total: number
  deliveryPrice: number
  discount: number
  promoCode: string | null
  companyId: number | null
  data: string
  created: string
  key: string | null
  hash: string
  transId: string | null
  items: { productId: number; count: number; price: number; loyalty: boolean }[]
  emptyCartOf: string | null
  /** Loyalty points the order spends from its user's balance (0: none). */
  pointsSpent: number
  /**
   * The site allows negative stock: the order takes what is there (the stock stays at 0 or above and
   * stock_taken says what was taken). Otherwise it takes its whole count or, should that leave the
   * stock below 0, fails the batch (`STOCK_BELOW_ZERO`).
   */
  negativeStock: boolean
}

/**
 * How long an online order may stay unpaid (minutes): then it is cancelled and gives back the stock
 * it took and the points it spent (`releaseOrder`), as a declined payment does at once. A stranger
 * who places orders and never pays holds a product for this long at most, within the create-order
 * limits of services/write-limits.ts.
 */
export const PAYMENT_WINDOW_MINUTES = 30

/** The message of the batch that fails when the order would spend more points than its user has (migration 0021's trigger). */
export const POINTS_BELOW_ZERO = 'loyalty points below zero'
/** The message of the batch that fails when the order would take more than the stock (migration 0025's trigger). */
export const STOCK_BELOW_ZERO = 'stock below zero'

/**
 * One batch (one transaction): the order, its lines, the stock and the emptied cart commit together,
 * and a concurrent request with the same key fails on the unique index instead of adding a second
 * order (the caller answers that one).
 */
export async function saveOrder(c: Ctx, o: NewOrder): Promise<void> {
  const orderIdOf = '(SELECT id FROM orders WHERE site_id = ? AND number = ?)'
  const stmts: D1PreparedStatement[] = [
    c.env.DB.prepare(
      `INSERT INTO orders (site_id, user_id, owner, number, status, payment_system_id, payment_status, delivery_method, total, delivery_price, discount, promo_code, company_id, data, created_at, idempotency_key, request_hash, trans_id, points_spent)
       VALUES (?, ?, ?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      o.siteId,
      o.userId,
      o.owner,
      o.number,
      o.paymentSystemId,
      o.paymentStatus,
      o.deliveryMethod,
      o.total,
      o.deliveryPrice,
      o.discount,
      o.promoCode,
      o.companyId,
      o.data,
      o.created,
      o.key,
      o.hash,
      o.transId,
      o.pointsSpent,
    ),
  ]
  for (const i of o.items) {
    // stock_taken: what the update below takes, to give back as it was taken (the whole count, or on
    // a negative-stock site what was there).
    stmts.push(
      c.env.DB.prepare(
        `INSERT INTO order_items (order_id, product_id, count, price, loyalty, stock_taken)
         VALUES (${orderIdOf}, ?3, ?4, ?5, ?6, (SELECT min(?4, max(stock, 0)) FROM products WHERE id = ?3))`,
      ).bind(o.siteId, o.number, i.productId, i.count, i.price, i.loyalty ? 1 : 0),
    )
    // Without negative stock no clamp: below 0 the trigger of migration 0025 fails the batch, so of
    // two orders taking the last units at once the second stores nothing (each checked the stock it
    // read at its start; the clamp used to hide the oversell).
    const left = o.negativeStock ? 'max(0, round(stock - ?1, 3))' : 'round(stock - ?1, 3)'
    stmts.push(
      c.env.DB.prepare(
        `UPDATE products SET stock = ${left}, is_stock = CASE WHEN stock - ?1 > 0 THEN 1 ELSE 0 END WHERE id = ?2`,
      ).bind(i.count, i.productId),
    )
    stmts.push(
      c.env.DB.prepare(
        'UPDATE product_facts SET is_stock = (SELECT is_stock FROM products WHERE id = ?1) WHERE id = ?1',
      ).bind(i.productId),
    )
  }
  if (o.emptyCartOf)
    stmts.push(c.env.DB.prepare('DELETE FROM cart_items WHERE site_id = ? AND owner = ?').bind(o.siteId, o.emptyCartOf))
  // Below zero the trigger of migration 0021 fails the batch: nothing of the order is stored.
  if (o.pointsSpent > 0 && o.userId !== null)
    stmts.push(
      c.env.DB.prepare('UPDATE users SET loyalty_points = round(loyalty_points - ?, 2) WHERE id = ?').bind(
        o.pointsSpent,
        o.userId,
      ),
    )
  await c.env.DB.batch(stmts)
}

/** The user's loyalty points balance (0 for an unknown user). */
export async function loyaltyBalance(c: Ctx, userId: number): Promise<number> {
  const row = await c.env.DB.prepare('SELECT loyalty_points FROM users WHERE id = ?')
    .bind(userId)
    .first<{ loyalty_points: number }>()
  return row?.loyalty_points ?? 0
}

/**
 * What the user's loyalty points pay of the lines paid with them (set-loyalty-item): one point a unit
 * of the currency, as far as the balance goes; 0 for a guest. The server cart's total, update_prices'
 * general price and the order all take it from here, so the cart shows what the order charges.
 */
export async function pointsPaying(
  c: Ctx,
  userId: number | null,
  lines: { price: number; count: number; loyalty: boolean }[],
): Promise<number> {
  const value = round2(lines.filter((l) => l.loyalty).reduce((s, l) => s + l.price * l.count, 0))
  if (userId === null || value <= 0) return 0
  return round2(Math.max(0, Math.min(await loyaltyBalance(c, userId), value)))
}

/** The cut-off of `PAYMENT_WINDOW_MINUTES`: an online order created at or before it and still unpaid has expired. */
const paymentCutoff = (now = Date.now()) => new Date(now - PAYMENT_WINDOW_MINUTES * 60_000).toISOString()

/** An order whose hold ends: declined, or pending past the payment window; not released yet. */
const RELEASABLE = `released_at IS NULL AND (payment_status = 'failed' OR (payment_status = 'pending' AND created_at <= ?2))`

/**
 * Ends an order's hold on stock and points, once, in one batch: a declined order (payment_status
 * 'failed') or an online one still unpaid after `PAYMENT_WINDOW_MINUTES` (it becomes failed and
 * cancelled) gives back the stock it took (order_items.stock_taken) and the points it spent. Any other
 * order is left alone (every statement asks the same of the order's row). True when it was released.
 */
export async function releaseOrder(env: { DB: D1Database }, orderId: number, now = Date.now()): Promise<boolean> {
  const DB = env.DB
  const cutoff = paymentCutoff(now)
  const held = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND ${RELEASABLE})`
  const results = await DB.batch([
    DB.prepare(
      `UPDATE products SET
         stock = round(stock + (SELECT i.stock_taken FROM order_items i WHERE i.order_id = ?1 AND i.product_id = products.id), 3),
         is_stock = CASE WHEN stock + (SELECT i.stock_taken FROM order_items i WHERE i.order_id = ?1 AND i.product_id = products.id) > 0 THEN 1 ELSE 0 END
       WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?1 AND stock_taken > 0) AND ${held}`,
    ).bind(orderId, cutoff),
    DB.prepare(
      `UPDATE product_facts SET is_stock = (SELECT p.is_stock FROM products p WHERE p.id = product_facts.id)
       WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?1 AND stock_taken > 0) AND ${held}`,
    ).bind(orderId, cutoff),
    DB.prepare(
      `UPDATE users SET loyalty_points = round(loyalty_points + (SELECT points_spent FROM orders WHERE id = ?1), 2)
       WHERE id = (SELECT user_id FROM orders WHERE id = ?1 AND points_spent > 0) AND ${held}`,
    ).bind(orderId, cutoff),
    DB.prepare(
      `UPDATE orders SET payment_status = 'failed', status = 'cancelled', released_at = ?3 WHERE id = ?1 AND ${RELEASABLE}`,
    ).bind(orderId, cutoff, new Date(now).toISOString()),
  ])
  return (results[3]?.meta.changes ?? 0) > 0
}

/**
 * Releases every order whose hold has ended (`releaseOrder`), oldest first, at most `limit` a run:
 * the cron's sweep (index.ts, every minute) and the create-order's, so an expired order's stock is
 * back before a new order is checked against it. The number released.
 */
export async function releaseEndedHolds(env: { DB: D1Database }, limit = 50, now = Date.now()): Promise<number> {
  const rows = await env.DB.prepare(
    `SELECT id FROM orders WHERE ${RELEASABLE.replaceAll('?2', '?1')} ORDER BY created_at LIMIT ?2`,
  )
    .bind(paymentCutoff(now), limit)
    .all<{ id: number }>()
  let released = 0
  for (const { id } of rows.results) if (await releaseOrder(env, id, now)) released++
  return released
}

/** How many orders of the site carry the idempotency key of the order with this number (the fault test's check). */
export const ordersWithKeyOf = (c: Ctx, number: string) =>
  c.env.DB.prepare(
    'SELECT count(*) AS n FROM orders o WHERE o.site_id = ? AND o.idempotency_key = (SELECT idempotency_key FROM orders WHERE site_id = ? AND number = ?)',
  )
    .bind(c.get('site').id, c.get('site').id, number)
    .first<{ n: number }>()

export interface OrderRow {
  id: number
  number: string
  status: string
  payment_status: string
  payment_system_id: number
  total: number
  delivery_price: number
  discount: number
  delivery_method: string
  company_id: number | null
  created_at: string
  data: string
  items_count: number
}

const ORDER_COLS =
  'o.id, o.number, o.status, o.payment_status, o.payment_system_id, o.total, o.delivery_price, o.discount, o.delivery_method, o.company_id, o.created_at, o.data, (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) AS items_count'

/** A page of orders (`w`: the WHERE clause over `o`, with its params), newest first, and their total. */
export const orderPage = (c: Ctx, w: string, params: unknown[], limit: number, offset: number) =>
  Promise.all([
    db(c).all<OrderRow>(
      `SELECT ${ORDER_COLS} FROM orders o WHERE ${w} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    ),
    db(c).all<{ n: number }>(`SELECT count(*) AS n FROM orders o WHERE ${w}`, params),
  ])

export const orderOfUser = (c: Ctx, id: number, userId: number) =>
  db(c).all<OrderRow>(`SELECT ${ORDER_COLS} FROM orders o WHERE o.id = ? AND o.site_id = ? AND o.user_id = ?`, [
    id,
    c.get('site').id,
    userId,
  ])

export const orderItems = (c: Ctx, orderId: number) =>
  db(c).all<{ product_id: number; count: number; price: number }>(
    'SELECT product_id, count, price FROM order_items WHERE order_id = ? ORDER BY product_id',
    [orderId],
  )

/** The acts matching `where` (over acts, with its params), newest first, at most ACCOUNTS.actsMax. */
export const actsWhere = (c: Ctx, where: string, params: unknown[]) =>
  db(c).all<{ id: number; number: string; date: string; total: number; status: string; company_id: number | null }>(
    `SELECT id, number, date, total, status, company_id FROM acts WHERE ${where} ORDER BY date DESC, id DESC LIMIT ${ACCOUNTS.actsMax}`,
    params,
  )

export const orderPayment = (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, payment_status, user_id, trans_id FROM orders WHERE id = ? AND site_id = ?')
    .bind(id, c.get('site').id)
    .first<{ id: number; payment_status: string; user_id: number | null; trans_id: string | null }>()
