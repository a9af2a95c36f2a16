import type { Locale } from '../../../app.config'
import { callForRequest } from '../../api/request.server'
import type { CheckoutStatus } from './refresh-rules'

export type RefreshAnswer = { ok: true; statuses: CheckoutStatus[] } | { ok: false }

/** Fresh stock status and price of the cart's products (GET /general/product_checkout_status/, productIds repeated). */
export async function checkoutStatuses(locale: Locale, ids: number[]): Promise<RefreshAnswer> {
  const result = await callForRequest(locale, 'checkoutStatus', { query: { productIds: ids } })
  if (!result.ok) {
    console.warn(`[cart-refresh] ${result.message}`)
    return { ok: false }
  }
  return { ok: true, statuses: result.data.map(({ id, active, available, is_stock, price }) => ({ id, active, available, is_stock, price })) }
}
