import type { QuickOrderKind } from '#contract/quick-orders.ts'
import { isSellable } from '#contract/sellable.ts'
import { badRequest } from '../lib/api-error'
import { optionalUser } from '../lib/auth'
import { type Ctx, nowIso } from '../lib/http'
import { countProblem } from '../lib/multiplicity'
import type { Client } from './login-limits'
import { giveWrite, takeQuickOrder } from './write-limits'

/** The number quoted to the shopper for an order-like request (first-to-know has none). */
const NUMBER_PREFIX: Record<QuickOrderKind, string | null> = {
  one_click: 'OC',
  pre_order: 'PO',
  first_to_know: null,
  bulk_order: 'BO',
}

interface ProductState {
  id: number
  active: number
  available: number
  is_stock: number
  stock: number
  multiplicity: number
}

/** The storefront's sellable rule (app/api/contract/sellable.ts) over a products row. */
const sellable = (p: ProductState) =>
  isSellable({ active: p.active === 1, available: p.available === 1, is_stock: p.is_stock === 1, stock: p.stock })

/**
 * What each kind accepts: one-click and bulk orders only for products on sale; pre-orders for
 * any product still in the catalogue (stock may have come back meanwhile); first-to-know for any.
 */
function productProblem(kind: QuickOrderKind, p: ProductState | null): string | null {
  if (!p) return 'Unknown product'
  if ((kind === 'one_click' || kind === 'bulk_order') && !sellable(p)) return 'Product is not available for ordering'
  if (kind === 'pre_order' && p.active !== 1) return 'Product is no longer sold'
  return null
}

export type QuickOrderBody = {
  product_id: number
  count?: number
  request_id?: string
  phone?: string
  contact?: string
  email?: string
}

/**
 * Validates the product rules, then stores the request once per request_id and answers its number.
 * A new request counts against its client's quick orders of the kind (`client`: `writeClient`, null
 * when not counted; services/write-limits.ts): a 429 over them. What is already stored (a retry with
 * the form's request_id, a first-to-know already held) is answered again and counts nothing; a new
 * request that is not stored after all gives its count back.
 */
export async function storeQuickOrder(c: Ctx, kind: QuickOrderKind, body: QuickOrderBody, client: Client | null) {
  const product = await c.env.DB.prepare(
    'SELECT id, active, available, is_stock, stock, multiplicity FROM products WHERE id = ?',
  )
    .bind(body.product_id)
    .first<ProductState>()
  const problem = productProblem(kind, product)
  if (problem) throw badRequest('Invalid body', { product_id: [problem] })
  const countIssue = body.count === undefined ? null : countProblem(body.count, product!.multiplicity)
  if (countIssue) throw badRequest('Invalid body', { count: [countIssue] })
  const user = await optionalUser(c)
  const site = c.get('site').id
  const contact =
    kind === 'first_to_know' ? (body.contact ?? '').replace(/\s+/g, '') : (body.phone ?? '').replace(/\s+/g, '')
  const { request_id: requestId, ...data } = body
  const answer = (id: number) => {
    const prefix = NUMBER_PREFIX[kind]
    return { status: 'ok' as const, id, number: prefix ? `${prefix}-${String(id).padStart(6, '0')}` : null }
  }
  const byRequest = () =>
    c.env.DB.prepare('SELECT id FROM quick_orders WHERE site_id = ? AND kind = ? AND request_id = ?')
      .bind(site, kind, requestId)
      .first<{ id: number }>()
  if (requestId) {
    const stored = await byRequest()
    if (stored) return answer(stored.id)
  }
  if (kind === 'first_to_know') {
    // Asking twice for the same product and contact is one subscription.
    const existing = await c.env.DB.prepare(
      'SELECT id FROM quick_orders WHERE site_id = ? AND kind = ? AND product_id = ? AND contact = ?',
    )
      .bind(site, kind, body.product_id, contact)
      .first<{ id: number }>()
    if (existing) return { status: 'ok' as const, id: existing.id, number: null }
  }
  const taken = await takeQuickOrder(c, kind, client, user?.id ?? null)
  let inserted: D1Result
  try {
    inserted = await c.env.DB.prepare(
      'INSERT INTO quick_orders (site_id, kind, product_id, user_id, request_id, contact, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (site_id, kind, request_id) DO NOTHING',
    )
      .bind(
        site,
        kind,
        body.product_id,
        user?.id ?? null,
        requestId ?? null,
        contact,
        JSON.stringify({ ...data, phone: data.phone?.replace(/\s+/g, '') }),
        nowIso(),
      )
      .run()
  } catch (error) {
    await giveWrite(c, taken)
    throw error
  }
  if (inserted.meta.changes > 0) return answer(Number(inserted.meta.last_row_id))
  // The same request_id went in meanwhile (a parallel retry): that one is the request, and counted.
  await giveWrite(c, taken)
  return answer((await byRequest())!.id)
}
