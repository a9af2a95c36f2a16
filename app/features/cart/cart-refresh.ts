import type { Locale } from '../../../app.config'
import { checkoutStatusFn } from './cart-refresh.functions'
import { refreshUpdates, unorderableLines } from './refresh-rules'
import { cartState, promoState, serverCartState } from './store'

/**
 * Refreshes the local cart's products (spec 4): on cart open and before checkout the back end's
 * checkout status replaces changed prices and flags lines that are inactive, missing or
 * unavailable (stored with the cart). A changed price drops the applied promo code, whose
 * discount was computed on the old prices. The server-cart variant is checked by the back end
 * (validate-products) instead. Returns the lines that cannot be ordered; a failed call changes
 * nothing and blocks nothing (the order call checks again). Loaded on demand (not first load).
 */
export async function refreshLocalCart(lang: Locale) {
  if (serverCartState.enabled || cartState.products.length === 0) return unorderableLines(cartState.products)
  const ids = cartState.products.map((l) => l.product.productId).slice(0, 200)
  let answer: Awaited<ReturnType<typeof checkoutStatusFn>>
  try {
    answer = await checkoutStatusFn({ data: { lang, ids } })
  } catch {
    return unorderableLines(cartState.products)
  }
  if (answer.ok) {
    const updates = refreshUpdates(
      cartState.products.filter((l) => ids.includes(l.product.productId)),
      answer.statuses,
    )
    let repriced = false
    for (const line of cartState.products) {
      const next = updates.get(line.product.productId)
      if (!next) continue
      if (next.price !== line.product.price) repriced = true
      line.product.price = next.price
      line.product.active = next.active
      line.product.available = next.available
    }
    if (repriced && cartState.promoCode) {
      promoState.revision++
      promoState.removed = cartState.promoCode
      cartState.promoCode = null
      cartState.discount = 0
    }
  }
  return unorderableLines(cartState.products)
}
