import type { IntlShape } from 'react-intl'
import { subscribe } from 'valtio'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { multiplicityOf } from '#app/lib/quantity.ts'
import { openModal } from '#app/modals/store.ts'
import type { ShellData } from '#app/shell/shell.functions.ts'
import { showToast } from '#app/toasts/store.ts'
import { type Locale, TIMINGS } from '#config'
import { isSellable } from '#contract/sellable.ts'
import { type AddButtonType, addToCart, cartState, showAddedNotice } from '../cart'
import { CARD_ADDS_KEY, cardAdds } from './card-adds'
import { passFocus } from './card-focus'
import { loadProduct } from './products.functions'

/** What a card's add needs beyond the product: the page's language, settings and texts. */
export interface CardAddContext {
  lang: Locale
  buttonType: AddButtonType
  viewType: string | null | undefined
  currency: string
  /** The site's allow_negative_stock: out of stock may still be added. */
  allowNegativeStock?: boolean
  /** Prices hidden from this shopper (hide_price_for_guests, a guest): no add (the card shows no button). */
  pricesHidden?: boolean
  t: (id: 'cart.added' | 'card.addFailed' | 'product.unavailable', title?: string) => string
}

/** A note the last page left is finished within this time; an older one is dropped (the shopper has moved on). */
export const RESUME_WITHIN_MS = 10 * 60_000

// Set once the page starts to go (a navigation, a reload, the tab closing): a look-up cut off then is
// no failed add, its note stays for the next page. beforeunload, not only pagehide: the browser cuts
// the page's calls off as the navigation starts, before pagehide (seen in Chromium: the look-up
// failed, the note went). Back from the back-forward cache: the page goes on.
let leaving = false
if (typeof window !== 'undefined') {
  const going = () => {
    leaving = true
  }
  window.addEventListener('beforeunload', going)
  window.addEventListener('pagehide', going)
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/** Takes one note off (card-adds.ts); the others stay. */
function takeNote(note: string | undefined) {
  if (!note) return
  const notes = cardAdds().split(' ').filter(Boolean)
  const at = notes.indexOf(note)
  if (at < 0) return
  notes.splice(at, 1)
  try {
    if (notes.length) sessionStorage.setItem(CARD_ADDS_KEY, notes.join(' '))
    else sessionStorage.removeItem(CARD_ADDS_KEY)
  } catch {}
}

// A note no add took once this module is here was made by a click on this page whose add never
// reached it (its code failed to load and the shopper was told the add failed): dropped, so a retry
// that works is not added a second time on the next page (review r58). Every import waiting for the
// module hands its note over before this timer runs: the first card's resume of the last page's notes
// (its effect runs before any click on this page can) and the clicks'. Not by time: Chromium's
// performance.timeOrigin and Date.now() drift apart (a CI run dropped a last page's note so).
const handed = new Set<string>()
if (typeof window !== 'undefined')
  setTimeout(() => {
    for (const note of cardAdds().split(' ').filter(Boolean)) if (!handed.has(note)) takeNote(note)
  })

/** Takes the note off once the cart holding the add is loaded (and so saved: an add made before is applied on loading). */
function takeNoteWhenSaved(note: string | undefined) {
  if (cartState.loaded) return takeNote(note)
  const stop = subscribe(cartState, () => {
    if (!cartState.loaded) return
    stop()
    takeNote(note)
  })
}

/**
 * A card's add to cart, loaded on the first click (the card ships only its button; decision 0026).
 * The card carries a slim product, the cart keeps the full one (payment, delivery, prescription
 * and loyalty fields), so the product is fetched first (batched look-up, 200 ms debounce); a
 * product that is no longer sellable is not added. Then: the multiplicity as the count, the
 * add_to_cart event, the 3 s notice unless the rule suppresses it, the drawer for the drawer type.
 * `note` is the click's note (card-adds.ts): taken off when the add is done or refused, kept when
 * the page went before the look-up answered.
 */
export async function addFromCard(input: CardAddContext & { productId: number; note?: string }): Promise<boolean> {
  if (input.note) handed.add(input.note)
  // The add button is replaced by the counter (or the link to the cart): if it had the focus, that takes it.
  const focused = document.activeElement
  const hadFocus = focused instanceof HTMLElement && focused.matches('.card-cart--add')
  // a failed look-up is a failed add, as an unknown product is
  const product = input.pricesHidden ? null : await loadProduct(input.lang, input.productId).catch(() => null)
  if (!product) {
    if (leaving) return false
    takeNote(input.note)
    showToast(input.t('card.addFailed'), 'error')
    return false
  }
  if (!isSellable(product, input.allowNegativeStock)) {
    takeNote(input.note)
    showToast(input.t('product.unavailable'), 'error')
    return false
  }
  const count = multiplicityOf(product.multiplicity)
  if (hadFocus) passFocus(input.productId)
  addToCart(product, count)
  takeNoteWhenSaved(input.note)
  pushEvent('add_to_cart', { currency: input.currency, value: product.price * count, items: [itemOf(product, count)] })
  if (showAddedNotice(input.viewType, input.buttonType))
    showToast(input.t('cart.added', product.title), 'success', TIMINGS.notification)
  if (input.buttonType === 'drawer') openModal('cartDrawer')
  return true
}

/**
 * Finishes the card adds the last page left (`notes`: cardAdds() as the first card of this page read
 * it, before any add of its own), each through addFromCard: the look-up, the sellable rule, the
 * multiplicity, the event and the notice, as if clicked now. Never the drawer: the card is gone.
 * A note older than RESUME_WITHIN_MS, or unreadable, is dropped.
 */
export function resumeCardAdds(context: CardAddContext, notes: string, now = Date.now()) {
  for (const note of notes.split(' ').filter(Boolean)) {
    const [productId = 0, at = 0] = note.split('@').map(Number)
    if (Number.isInteger(productId) && productId > 0 && now - at >= 0 && now - at < RESUME_WITHIN_MS)
      void addFromCard({ ...context, buttonType: 'default', productId, note })
    else takeNote(note)
  }
}

/**
 * The context of a card's add on this page: its language, settings and texts (the add button's
 * type aside). Built here, in the add's own chunk, rather than by every card or the layout.
 */
export function cardAddContext(
  lang: Locale,
  settings: ShellData['settings'],
  pricesHidden: boolean,
  intl: IntlShape,
  buttonType: AddButtonType = 'default',
): CardAddContext {
  return {
    lang,
    buttonType,
    viewType: settings.mainUiInterface.storefront_view_type,
    currency: settings.project_currency,
    allowNegativeStock: settings.allow_negative_stock,
    pricesHidden,
    t: (id, title) => intl.formatMessage({ id }, { title }),
  }
}
