import type { Locale } from '#config'
import { previewPromoFn } from './cart.functions'
import type { CartBackend } from './cart-backend'
import { checkoutStatusFn } from './cart-refresh.functions'
import { cartState, promoState, reportCartFailure } from './cart-state'
import { orderProblems, priceNotices } from './drawer-rules'
import { refreshUpdates } from './refresh-rules'
import { orderLines } from './rules'

/** The refresh could not load the cart's products (spec: "cart product load failure ... load error rethrown"). */
export class CartRefreshError extends Error {
  constructor(cause?: unknown) {
    super('cart refresh failed', { cause })
    this.name = 'CartRefreshError'
  }
}

/**
 * Refreshes the local cart's products (spec 4, decisions 0025 and 0038): on cart open and before
 * checkout the products' fresh data replaces what the cart stored - price, old price (the "you
 * save" line), stock, multiplicity, title, image, slug - and lines that are inactive, missing or
 * unavailable are flagged (stored with the cart). A changed price drops the applied promo code,
 * whose discount was computed on the old prices; the applied code is previewed again beside the
 * refresh (decision 0025: a code the back end now refuses - expired, withdrawn - is removed, and the
 * promo form says so), so it is not found only by an order that fails on it. The local backend's refresh (local-backend.ts);
 * the server cart is checked by the back end (validate-products) instead. Returns the lines that
 * cannot be ordered.
 *
 * A failed load resets the refresh - no line is half updated, and the promo code, computed on prices
 * that could not be confirmed, is dropped - and throws CartRefreshError: checkout does not open on
 * it. The lines themselves stay (decision 0038: a network failure never empties a cart that other
 * tabs and devices share). Lines above their stock (drawer-rules.ts stockProblem) block too, unless the site sells
 * beyond its stock. Loaded on demand (not first load).
 */
export function refreshLocalCart(lang: Locale, allowNegativeStock = false, backend?: Pick<CartBackend, 'unorderable'>) {
  const ids = cartState.products.map((l) => l.product.productId).slice(0, 200)
  // One refresh at a time for the same cart: checkout pressed while the cart page's on-open refresh
  // is still loading waits for that refresh instead of racing it with a second one. Two refreshes
  // could end in either order, and the earlier one's success then hid the later one's failure: the
  // checkout did not open and no notice said why.
  const key = `${lang}|${allowNegativeStock}|${ids.join(',')}`
  if (inFlight?.key === key) return inFlight.promise
  const promise = refreshOnce(lang, allowNegativeStock, ids, backend).finally(() => {
    if (inFlight?.promise === promise) inFlight = null
  })
  inFlight = { key, promise }
  return promise
}

let inFlight: { key: string; promise: ReturnType<typeof refreshOnce> } | null = null

async function refreshOnce(
  lang: Locale,
  allowNegativeStock: boolean,
  ids: number[],
  backend?: Pick<CartBackend, 'unorderable'>,
) {
  // From now on the cart summary (the local backend's unorderable, `backend`) also names lines above
  // their stock, by the site's rule; the first-load rule it replaces knows only inactive and
  // unavailable (the stock rule adds no first-load bytes).
  const unorderable = (lines: Parameters<typeof orderProblems>[0]) => orderProblems(lines, allowNegativeStock)
  if (backend) backend.unorderable = unorderable
  if (ids.length === 0) return unorderable(cartState.products)
  const promo = cartState.promoCode
  const [answer, promoRefused] = await Promise.all([
    checkoutStatusFn({ data: { lang, ids } }).catch((error: unknown) => {
      reportCartFailure('checkout-status', error)
      return { ok: false } as const
    }),
    promo ? promoStillRefused(lang, promo) : false,
  ])
  if (!answer.ok) {
    resetPromo()
    throw new CartRefreshError()
  }
  const updates = refreshUpdates(
    cartState.products.filter((l) => ids.includes(l.product.productId)),
    answer.statuses,
    answer.products,
    allowNegativeStock,
    answer.pricesHidden === true,
  )
  let repriced = false
  for (const line of cartState.products) {
    const next = updates.get(line.product.productId)
    if (!next) continue
    if (next.price !== line.product.price) {
      repriced = true
      // said on the line (the price the cart held, a real one: not the 0 of a cart priced while hidden)
      if (line.product.price > 0) priceNotices[line.product.productId] = { from: line.product.price, to: next.price }
    }
    const { count, ...fields } = next
    Object.assign(line.product, fields)
    if (count !== undefined) line.count = count
  }
  // (a code applied or removed while the preview was asked is the shopper's newer choice)
  if (repriced || (promoRefused && cartState.promoCode === promo)) resetPromo()
  return unorderable(cartState.products)
}

/** Whether the back end now refuses `code` on the cart's lines; no answer is no verdict (false). */
async function promoStillRefused(lang: Locale, code: string): Promise<boolean> {
  try {
    const r = await previewPromoFn({ data: { lang, code, lines: orderLines(cartState.products) } })
    return !r.ok && !r.failed
  } catch {
    return false
  }
}

/** Drops the applied code (computed on prices that changed or could not be confirmed) and says so. */
function resetPromo() {
  if (!cartState.promoCode) return
  promoState.revision++
  promoState.removed = cartState.promoCode
  cartState.promoCode = null
  cartState.discount = 0
}
