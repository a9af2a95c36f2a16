import { subscribe } from 'valtio'
import { addCount } from '#app/lib/quantity.ts'
import { type Locale, STORAGE_KEYS } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { ensureBrowserId } from './browser-id'
import type { CartBackend } from './cart-backend'
import {
  type CartTranslator,
  cartOrigin,
  cartState,
  cartTexts,
  promoState,
  readStorage,
  writeStorage,
} from './cart-state'
import { localCartBackend } from './local-backend'
import { parseStoredCart } from './stored-cart'

export {
  type CartTranslator,
  cartOrigin,
  cartState,
  cartTexts,
  promoState,
  remoteAdoptions,
  remoteCartState,
} from './cart-state'

let backend: CartBackend = localCartBackend
/** The backend the cart was started with (the local cart until then). */
export function cartBackend(): CartBackend {
  return backend
}

function persist() {
  const { loaded: _l, corrupted: _c, ...cart } = cartState
  // storage disabled or full: the StorageGuard tells the shopper (writeStorage logs it)
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart))
}

/** What starts the cart: the backend chosen from the site settings (backend-choice.ts), and the translator of its notices. */
export interface CartStart {
  backend: CartBackend
  t?: CartTranslator
}

let started = false
/**
 * Loads the cart from storage once (after hydration), keeps it saved and follows other tabs. Called
 * by one place, the layout that reads the site settings (useCartStart, decision 0077), with the
 * backend chosen from them; everything else uses the store and waits for `cartState.loaded` (an add
 * made before then is kept and applied on top of the stored cart).
 */
export function startCart(options: CartStart): { corrupted: boolean } {
  if (typeof window === 'undefined') return { corrupted: false }
  if (options.t) cartTexts.t = options.t
  if (started) return { corrupted: cartState.corrupted }
  started = true
  backend = options.backend
  ensureBrowserId() // the guest's no_user_id for the back end (merged into the account on login)
  const load = () => {
    const { cart, corrupted } = parseStoredCart(readStorage(STORAGE_KEYS.cart))
    Object.assign(cartState, cart, { loaded: true })
    if (corrupted) cartState.corrupted = true
    return corrupted
  }
  const corrupted = load()
  if (corrupted) {
    const { loaded: _l, corrupted: _c, ...asRead } = cartState
    cartOrigin.unreadableBase = JSON.stringify(asRead)
    persist()
  }
  // Adds made before the stored cart was read (a tap right after hydration, or one held since the
  // first paint: platform/shared/early-tap.ts) go on top of it; reading it must not drop them.
  for (const add of addsBeforeLoad.splice(0)) add()
  subscribe(cartState, persist)
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart || !backend.externalChange()) return
    cartOrigin.external = true
    load()
  })
  backend.start()
  return { corrupted }
}

/** Any change of the lines clears the applied promo code (and the backend's verdicts about the old lines). */
function changed() {
  promoState.revision++
  if (cartState.promoCode) promoState.removed = cartState.promoCode
  cartState.promoCode = null
  cartState.discount = 0
  backend.linesChanged()
}

/** Adds waiting for the stored cart to be read (startCart). */
const addsBeforeLoad: (() => void)[] = []

/** Adds a product: a new line starts at the multiplicity; an existing one rises by `amount` or the multiplicity. */
export function addToCart(product: ProductCard, amount?: number): number {
  if (typeof window !== 'undefined' && !cartState.loaded) {
    // The layout starts the cart right after hydration (useCartStart); the add waits for it.
    addsBeforeLoad.push(() => addToCart(product, amount))
    return addCount(0, product.multiplicity, amount)
  }
  const line = cartState.products.find((l) => l.product.productId === product.productId)
  const current = line?.count ?? 0
  // Then the backend's rule (the server cart takes multiples of the multiplicity only; the local
  // rule leaves an added count as it is), never below the current count.
  const next = Math.max(backend.count(addCount(current, product.multiplicity, amount), product.multiplicity), current)
  if (next === current) return next
  if (line) {
    line.count = next
    line.product = product
  } else {
    cartState.products.push({ product, count: next })
  }
  changed()
  backend.setLine(product.productId, next)
  return next
}

/**
 * Sets a line's count by the rules; 0 removes the line. `typed`: the shopper typed it in the count
 * field (the quantity field says so), else a − / + step: both back ends take a typed count as the
 * count (the last one typed wins across devices) and a step as a difference (decision 0106).
 */
export function setCount(productId: number, count: unknown, typed: boolean) {
  const index = cartState.products.findIndex((l) => l.product.productId === productId)
  if (index < 0) return
  const line = cartState.products[index]!
  const next = backend.count(count, line.product.multiplicity)
  if (next === line.count) return
  if (next === 0) cartState.products.splice(index, 1)
  else {
    // The local sync reads the mark (a step clears an older one: a − back onto a typed count is a step).
    if (typed) line.typed = next
    else delete line.typed
    line.count = next
  }
  changed()
  backend.setLine(productId, next, typed)
}

/** Server cart: pays a line with loyalty points or not (set-loyalty-item); a change like any other. */
export function setLoyalty(productId: number, active: boolean) {
  if (backend.setLoyalty(productId, active)) changed()
}

/** After an order is placed: the cart empties and the promo goes; the backend empties its remote cart too. */
export function emptyCartAfterOrder() {
  const ids = cartState.products.map((l) => l.product.productId)
  cartState.products = []
  changed()
  backend.clearAfterOrder(ids)
}

/** The active backend's product check (the drawer on opening, the checkout after an order flagged lines); rejects when it failed. */
export function refreshCart(lang: Locale, allowNegativeStock: boolean) {
  return backend.refresh(lang, allowNegativeStock)
}

/** The checkout's payment type changed: the applied promo code is priced again; the messages of a code now refused, or null. */
export function repriceCartPromo(lang: Locale, paymentType: string) {
  return backend.repricePromo(lang, paymentType)
}

export function removeFromCart(productId: number) {
  setCount(productId, 0, false)
}

export function cartLineCount(): number {
  return cartState.products.length
}
