import { readSessionHint } from '#app/lib/session-state.ts'
import { showToast } from '#app/toasts/store.ts'
import { FALLBACK_LOCALE, isLocale, type Locale } from '#config'
import { promoRefusedFn } from './cart.functions'
import { cartState, cartTexts, promoState } from './cart-state'

/** sessionStorage: the applied code already checked against this tab's account (one call per code per tab). */
const CHECKED_KEY = 'promo_account_checked'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * A promo code applied before sign-in meets the account (issue 51 point 8): an account that may not
 * use promo codes (`can_use_promocode: false`) loses the code on the first page after sign-in, with a
 * notice, instead of carrying it to an order the back end refuses. Run by the promo form (the cart
 * page, where the code shows and the order is placed); a guest, no code, or a code already checked in
 * this tab costs no call. A failed check keeps the code (the order call checks it again).
 */
export async function dropPromoRefusedForAccount(
  lang: Locale = localeOfPage(),
): Promise<'dropped' | 'kept' | 'skipped'> {
  const code = cartState.promoCode
  if (!code || !readSessionHint()) return 'skipped'
  const store = storage()
  if (store?.getItem(CHECKED_KEY) === code) return 'skipped'
  let refused: boolean
  try {
    refused = await promoRefusedFn({ data: { lang } })
  } catch {
    return 'kept'
  }
  store?.setItem(CHECKED_KEY, code)
  if (!refused || cartState.promoCode !== code) return 'kept'
  cartState.promoCode = null
  cartState.discount = 0
  promoState.revision++
  promoState.removed = null
  showToast(cartTexts.t('promo.droppedAtSignIn'), 'info')
  return 'dropped'
}

function localeOfPage(): Locale {
  const first = window.location.pathname.split('/')[1]
  return isLocale(first) ? first : FALLBACK_LOCALE
}
