import { CARD_COUNTER_VISIBLE } from '#config'
import { isSellable, type SellableFields } from '#contract/sellable.ts'

/**
 * What a product card shows for the cart (issue 16, decision 0026): nothing when prices are
 * hidden from the shopper (hide_price_for_guests) or the product cannot be sold now (the card
 * already says so); the counter when the product is in the cart and the site puts counters on
 * cards (mainUiInterface.counter_in_the_product_card); an "in cart" link to the cart drawer when it
 * is in the cart without a counter; else the add button.
 */
export type CardCartView = 'none' | 'add' | 'counter' | 'inCart'

export function cardCartView(input: {
  pricesHidden: boolean
  product: SellableFields
  inCart: boolean
  counterSetting: string | null | undefined
  allowNegativeStock?: boolean
}): CardCartView {
  if (input.pricesHidden || !isSellable(input.product, input.allowNegativeStock)) return 'none'
  if (!input.inCart) return 'add'
  return input.counterSetting === CARD_COUNTER_VISIBLE ? 'counter' : 'inCart'
}
