import { clampCount } from '#app/lib/quantity.ts'
import type { CartBackend } from './cart-backend'
import { promoState, reportCartFailure } from './cart-state'
import { unorderableLines } from './unorderable-lines'

/**
 * The local cart (decision 0050): browser storage plus the shopper's CartStore Durable Object
 * (decision 0006). The store saves every change under `cart`; the sync client (sync/start.ts,
 * loaded on its own chunk after the cart) saves the stored cart to the object, takes other tabs'
 * and devices' changes in from /ws/cart and migrates the guest cart at sign-in - so a change needs
 * no call here. Product data is refreshed on opening the cart and before checkout
 * (cart-refresh.ts); promo codes are previewed by the back end (local-promo.ts).
 */
export const localCartBackend: CartBackend = {
  name: 'local',
  loyalty: false,
  count: clampCount,
  start() {
    // One cart across tabs and devices (decision 0006): loaded on its own, after the cart. Without
    // it the cart still works in this browser; the failure (a chunk that could not load) is logged.
    void import('./sync/start')
      .then((m) => m.startCartSync())
      .catch((error: unknown) => reportCartFailure('sync', error))
  },
  externalChange: () => true,
  linesChanged() {},
  setLine() {},
  setLoyalty: () => false,
  clearAfterOrder() {},
  // `await import`, not `import().then(call)`: Vite wraps a chained call in its chunk preload, which
  // reported the call's failure as a chunk that failed to load (a page reload; decision 0099).
  async refresh(lang, allowNegativeStock) {
    const m = await import('./cart-refresh')
    return m.refreshLocalCart(lang, allowNegativeStock, localCartBackend)
  },
  unorderable: unorderableLines,
  needsValidation: () => false,
  validate: () => Promise.resolve(),
  async beforeCheckout(lang, allowNegativeStock) {
    // Refreshed once more before checkout: changed prices show, flagged lines block.
    const blocked = await localCartBackend.refresh(lang, allowNegativeStock).catch(() => null)
    const refreshed = Array.isArray(blocked)
    return { proceed: refreshed && blocked.length === 0, refreshFailed: !refreshed }
  },
  async applyPromo(code, { lang, paymentType }) {
    const revision = promoState.revision
    const m = await import('./local-promo')
    return m.previewLocalPromo(code, lang, paymentType, revision)
  },
  async repricePromo(lang, paymentType) {
    const m = await import('./local-promo')
    return m.repriceLocalPromo(lang, paymentType)
  },
  pageAttributes: () => ({}),
}
