import type { SendQuoteBody } from '#contract/quote-cart.ts'
import { QUOTE_DELIVERY_METHOD } from '#contract/quote-rules.ts'
import { ApiError } from '../lib/api-error'
import { requireUser } from '../lib/auth'
import { type Ctx, nowIso, round2 } from '../lib/http'
import { isSellableCount } from '../lib/multiplicity'
import { db, productRows } from './products'
import { isCompanyUser } from './user-group'
import { giveWrite, takeQuote } from './write-limits'

/**
 * A company user's quote request (decision 0067; the spec shows no call that submits the quote
 * cart), kept as one of the account's orders - status new, no payment, the delivery method `quote` -
 * so it is listed in the cabinet's orders with its number, its detail naming the company it is for. Each line's price is the buyer's target
 * price, else today's price. Only company accounts (users.group_type_id = the company group) may
 * send one; the lines must be active products in their multiplicity.
 */
export async function saveQuote(c: Ctx, body: SendQuoteBody): Promise<{ orderId: number; number: string }> {
  const user = await requireUser(c)
  const site = c.get('site')
  if (!(await isCompanyUser(c, user.id)))
    throw new ApiError(403, 'Quote requests are for company accounts with a company the shop has confirmed')
  // The quote is sent in a confirmed company's name only (a pending one is not yet checked by the shop).
  let company: { id: number; name: string } | undefined
  if (body.company_id !== undefined) {
    const named = (
      await db(c).all<{ id: number; name: string; status: string }>(
        'SELECT id, name, status FROM companies WHERE id = ? AND user_id = ?',
        [body.company_id, user.id],
      )
    )[0]
    if (!named) throw new ApiError(400, 'Invalid body', { company_id: ['not one of your companies'] })
    if (named.status !== 'active')
      throw new ApiError(400, 'Invalid body', { company_id: ['not yet confirmed by the shop'] })
    company = { id: named.id, name: named.name }
  } else {
    company = (
      await db(c).all<{ id: number; name: string }>(
        "SELECT id, name FROM companies WHERE user_id = ? AND status = 'active' ORDER BY id LIMIT 1",
        [user.id],
      )
    )[0]
  }
  const merged = new Map<number, { count: number; target: number | null }>()
  for (const i of body.items) {
    const prior = merged.get(i.product_id)
    merged.set(i.product_id, { count: (prior?.count ?? 0) + i.count, target: i.target_price ?? prior?.target ?? null })
  }
  const rows = await productRows(c, [...merged.keys()])
  const fields: Record<string, string[]> = {}
  const lines: { id: number; count: number; price: number }[] = []
  body.items.forEach((item, n) => {
    if (merged.get(item.product_id) === undefined) return
    const line = merged.get(item.product_id)!
    const row = rows.find((r) => r.id === item.product_id)
    if (row?.active !== 1) fields[`items.${n}.product_id`] = ['Unknown product']
    else if (!isSellableCount(line.count, row.multiplicity))
      fields[`items.${n}.count`] = [`must be a multiple of ${row.multiplicity}`]
    else lines.push({ id: row.id, count: line.count, price: line.target ?? row.price })
    merged.delete(item.product_id)
  })
  if (Object.keys(fields).length) throw new ApiError(400, 'Invalid body', fields)
  const total = round2(lines.reduce((s, l) => s + l.price * l.count, 0))
  const number = `Q-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`
  const orderIdOf = '(SELECT id FROM orders WHERE site_id = ? AND number = ?)'
  // Counted once the request is valid (services/write-limits.ts); given back when it is not stored.
  const taken = await takeQuote(c, user.id)
  await c.env.DB.batch([
    c.env.DB.prepare(
      `INSERT INTO orders (site_id, user_id, owner, number, status, payment_system_id, payment_status, delivery_method, total, delivery_price, discount, promo_code, company_id, data, created_at)
       VALUES (?, ?, ?, ?, 'new', 0, 'not_required', ?, ?, 0, 0, NULL, ?, ?, ?)`,
    ).bind(
      site.id,
      user.id,
      `u:${user.id}`,
      number,
      QUOTE_DELIVERY_METHOD,
      total,
      company?.id ?? null,
      // company_name: what the order detail answers (spec 3 "Orders", detail), fixed at sending like an order's.
      JSON.stringify({ kind: 'quote', targets: body.items, company_name: company?.name ?? null }),
      nowIso(),
    ),
    ...lines.map((l) =>
      c.env.DB.prepare(
        `INSERT INTO order_items (order_id, product_id, count, price) VALUES (${orderIdOf}, ?, ?, ?)`,
      ).bind(site.id, number, l.id, l.count, l.price),
    ),
  ]).catch(async (error: unknown) => {
    await giveWrite(c, taken)
    throw error
  })
  const order = (
    await db(c).all<{ id: number }>('SELECT id FROM orders WHERE site_id = ? AND number = ?', [site.id, number])
  )[0]!
  return { orderId: order.id, number }
}
