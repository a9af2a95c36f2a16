import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { multiplicityOf } from '#app/lib/quantity.ts'
import { openModal } from '#app/modals/store.ts'
import { showToast } from '#app/toasts/store.ts'
import { type Locale, TIMINGS } from '#config'
import { isSellable } from '#contract/sellable.ts'
import { type AddButtonType, addToCart, showAddedNotice } from '../cart'
import { passFocus } from './card-focus'
import { loadProduct } from './products.functions'

/**
 * A card's add to cart, loaded on the first click (the card ships only its button; decision 0026).
 * The card carries a slim product, the cart keeps the full one (payment, delivery, prescription
 * and loyalty fields), so the product is fetched first (batched look-up, 200 ms debounce); a
 * product that is no longer sellable is not added. Then: the multiplicity as the count, the
 * add_to_cart event, the 3 s notice unless the rule suppresses it, the drawer for the drawer type.
 */
export async function addFromCard(input: {
  lang: Locale
  productId: number
  buttonType: AddButtonType
  viewType: string | null | undefined
  currency: string
  /** The site's allow_negative_stock: out of stock may still be added. */
  allowNegativeStock?: boolean
  t: (id: 'cart.added' | 'card.addFailed' | 'product.unavailable', title?: string) => string
}): Promise<boolean> {
  // The add button is replaced by the counter (or the link to the cart): if it had the focus, that takes it.
  const focused = document.activeElement
  const hadFocus = focused instanceof HTMLElement && focused.matches('.card-cart--add')
  // a failed look-up is a failed add, as an unknown product is
  const product = await loadProduct(input.lang, input.productId).catch(() => null)
  if (!product) {
    showToast(input.t('card.addFailed'), 'error')
    return false
  }
  if (!isSellable(product, input.allowNegativeStock)) {
    showToast(input.t('product.unavailable'), 'error')
    return false
  }
  const count = multiplicityOf(product.multiplicity)
  if (hadFocus) passFocus(input.productId)
  addToCart(product, count)
  pushEvent('add_to_cart', { currency: input.currency, value: product.price * count, items: [itemOf(product, count)] })
  if (showAddedNotice(input.viewType, input.buttonType))
    showToast(input.t('cart.added', product.title), 'success', TIMINGS.notification)
  if (input.buttonType === 'drawer') openModal('cartDrawer')
  return true
}
