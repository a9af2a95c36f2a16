import type { Locale } from '#config'
import { UNKNOWN_ERROR } from '#platform/shared/error-body.ts'
import { previewPromoFn } from './cart.functions'
import type { PromoAnswer } from './cart-backend'
import { cartState, promoState } from './cart-state'
import { orderLines, promoDiscountShown } from './rules'

/**
 * The local cart's promo code (spec 7.3 preview-promo), loaded with the promo form or the checkout
 * (not first load): the back end prices the code on the stored lines; the discount applies until
 * the lines change. A refused code shows the first message of the back end's list. `revision` is
 * promoState's when the shopper applied the code.
 */
export async function previewLocalPromo(
  code: string,
  lang: Locale,
  paymentType: string | undefined,
  revision: number,
): Promise<PromoAnswer> {
  const result = await previewPromoFn({ data: { lang, code, lines: orderLines(cartState.products), paymentType } })
  // The lines changed while the code was checked: its discount is for other lines.
  if (promoState.revision !== revision) return { outcome: 'stale' }
  if (result.ok) {
    cartState.promoCode = result.code
    cartState.discount = promoDiscountShown(result, cartState.products)
    return { outcome: 'applied' }
  }
  if (result.notAllowed) return { outcome: 'not-allowed' }
  // No verdict on the code (no answer, or one the contract could not read): not a refusal.
  if (result.failed) return { outcome: 'failed' }
  // A body with no message reads as 'Unknown error' (spec 8); the form says it in the page's language.
  const message = result.errors[0]
  return { outcome: 'refused', message: message && message !== UNKNOWN_ERROR ? message : null }
}

/**
 * The checkout's payment type changed: the applied code is previewed again with it; a code the
 * back end now refuses goes, with its messages as returned (none when the body had none). A failed call throws (the caller
 * reports it; the order call checks the code again).
 */
export async function repriceLocalPromo(lang: Locale, paymentType: string): Promise<string[] | null> {
  const code = cartState.promoCode
  if (!code || cartState.products.length === 0) return null
  const r = await previewPromoFn({ data: { lang, code, lines: orderLines(cartState.products), paymentType } })
  if (cartState.promoCode !== code) return null
  if (r.ok) {
    cartState.discount = promoDiscountShown(r, cartState.products)
    return null
  }
  // No verdict on the code: it stays (the order call checks it again); the caller reports the failure.
  if (r.failed) throw new Error('promo preview: no readable answer')
  cartState.promoCode = null
  cartState.discount = 0
  // A body with no message: none, and the checkout says 'Unknown error' in the page's language.
  return r.errors.filter((e) => e !== UNKNOWN_ERROR)
}
