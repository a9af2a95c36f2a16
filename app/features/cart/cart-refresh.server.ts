import type { Locale } from '#config'
import { callForRequest, requestHidesPrices } from '#platform/request.server.ts'
import { type CheckoutStatus, type FreshProduct, REFRESHED_FIELDS } from './refresh-rules'

export type RefreshAnswer =
  | {
      ok: true
      statuses: CheckoutStatus[]
      products: (FreshProduct & { productId: number })[]
      /** hide_price_for_guests for this viewer: the answers' prices were stripped (0), not the products'. */
      pricesHidden?: boolean
    }
  | { ok: false }

/**
 * The cart refresh's data (spec 4): the products' fresh cards (GET /general/products-by-ids: old
 * price, stock, multiplicity, title, image, slug) and their checkout status (GET
 * /general/product_checkout_status/, productIds repeated), in parallel. Either failing fails the
 * refresh (the spec's "cart product load failure"): the caller keeps the cart and reports it.
 */
export async function checkoutStatuses(locale: Locale, ids: number[]): Promise<RefreshAnswer> {
  const [status, cards, pricesHidden] = await Promise.all([
    callForRequest(locale, 'checkoutStatus', { query: { productIds: ids } }),
    callForRequest(locale, 'productsByIds', { query: { ids } }),
    requestHidesPrices(locale),
  ])
  if (!status.ok || !cards.ok) {
    console.warn(`[cart-refresh] ${!status.ok ? status.message : !cards.ok ? cards.message : ''}`)
    return { ok: false }
  }
  return {
    ok: true,
    pricesHidden,
    statuses: status.data.map(({ id, active, available, is_stock, price, stock }) => ({
      id,
      active,
      available,
      is_stock,
      price,
      stock,
    })),
    products: cards.data.map((card) => ({
      productId: card.productId,
      ...(Object.fromEntries(REFRESHED_FIELDS.map((f) => [f, card[f]])) as FreshProduct),
    })),
  }
}
