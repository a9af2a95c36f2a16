import { optionalUser } from '../lib/auth'
import { type Ctx, nowIso } from '../lib/http'
import { db } from './products'

/** The calculators' reads and writes (routes/calculators.ts; decision 0019): product prices, credit applications. */

export interface PriceRow {
  id: number
  price: number
  discount: number | null
  active: number
  available: number
  is_stock: number
  stock: number
  multiplicity: number
}

export const pricesOf = async (c: Ctx, ids: number[]) =>
  ids.length === 0
    ? []
    : db(c).all<PriceRow>(
        `SELECT id, price, discount, active, available, is_stock, stock, multiplicity FROM products WHERE id IN (${ids.map(() => '?').join(',')})`,
        ids,
      )

/** Stores an application once per request id; answers the stored row's id. */
export async function storeApplication(
  c: Ctx,
  kind: 'request' | 'iute',
  row: {
    company: number
    requestId?: string
    phone: string
    amount: number
    months: number
    monthly: number
    data: unknown
  },
): Promise<number> {
  const site = c.get('site').id
  const user = await optionalUser(c)
  await c.env.DB.prepare(
    `INSERT INTO credit_applications (site_id, kind, credit_company, user_id, request_id, phone, amount, months, monthly_payment, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (site_id, kind, request_id) DO NOTHING`,
  )
    .bind(
      site,
      kind,
      row.company,
      user?.id ?? null,
      row.requestId ?? null,
      row.phone.replace(/\s+/g, ''),
      row.amount,
      row.months,
      row.monthly,
      JSON.stringify(row.data),
      nowIso(),
    )
    .run()
  const found = row.requestId
    ? await c.env.DB.prepare('SELECT id FROM credit_applications WHERE site_id = ? AND kind = ? AND request_id = ?')
        .bind(site, kind, row.requestId)
        .first<{ id: number }>()
    : await c.env.DB.prepare(
        'SELECT id FROM credit_applications WHERE site_id = ? AND kind = ? ORDER BY id DESC LIMIT 1',
      )
        .bind(site, kind)
        .first<{ id: number }>()
  return found!.id
}

export async function localityExists(c: Ctx, id: number): Promise<boolean> {
  const rows = await db(c).all<{ id: number }>('SELECT id FROM localities WHERE id = ?', [id])
  return rows.length > 0
}
