import { round2 } from '../../api/contract/numbers'
import type { CartProblem } from './server-cart'

/** One product's answer of GET /general/product_checkout_status/ (the fields the refresh reads). */
export interface CheckoutStatus {
  id: number
  active: boolean
  available: boolean
  is_stock: boolean
  price: number
}

/** The part of a cart line the refresh looks at. */
export interface RefreshLine {
  product: { productId: number; price: number; active?: boolean; available?: boolean }
}

export interface LineUpdate {
  price: number
  active: boolean
  available: boolean
}

/**
 * The local cart's refresh (spec 4, "Cart operations": "Refreshing replaces products with fresh
 * data and marks a product inactive if missing or unavailable"): for each line whose product
 * changed, its fresh price and flags. A product the back end no longer lists becomes inactive
 * (price kept); one it lists as inactive stays at its fresh price but inactive; a product out of
 * stock counts as unavailable. Lines that did not change are absent from the answer.
 */
export function refreshUpdates(lines: readonly RefreshLine[], statuses: readonly CheckoutStatus[]): Map<number, LineUpdate> {
  const byId = new Map(statuses.map((s) => [s.id, s]))
  const updates = new Map<number, LineUpdate>()
  for (const { product } of lines) {
    const status = byId.get(product.productId)
    const next: LineUpdate = status
      ? { price: Number.isFinite(status.price) && status.price >= 0 ? round2(status.price) : product.price, active: status.active, available: status.available && status.is_stock }
      : { price: product.price, active: false, available: false }
    if (next.price !== product.price || next.active !== (product.active ?? true) || next.available !== (product.available ?? true)) updates.set(product.productId, next)
  }
  return updates
}

/** Lines that cannot be ordered as they are (flagged by a refresh), as problems naming the product: inactive first, else unavailable. */
export function unorderableLines(lines: readonly RefreshLine[]): CartProblem[] {
  return lines.flatMap(({ product }): CartProblem[] => {
    if (product.active === false) return [{ productId: product.productId, code: 'inactive', message: 'inactive', availableCount: 0 }]
    if (product.available === false) return [{ productId: product.productId, code: 'unavailable', message: 'unavailable', availableCount: 0 }]
    return []
  })
}
