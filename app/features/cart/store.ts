import { proxy, subscribe } from 'valtio'
import { STORAGE_KEYS } from '../../../app.config'
import { ensureBrowserId } from './browser-id'
import type { ProductCard } from '../../api/contract/catalogue'
import { addCount, clampCount } from './quantity'
import { EMPTY_CART, parseStoredCart, type StoredCart } from './stored-cart'

export const cartState = proxy<StoredCart & { loaded: boolean; corrupted: boolean }>({ ...EMPTY_CART, products: [], loaded: false, corrupted: false })

function persist() {
  try {
    const { loaded: _l, corrupted: _c, ...cart } = cartState
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart))
  } catch {
    // storage disabled or full: the StorageGuard tells the shopper
  }
}

/** Set while a change comes from another tab's storage write (that tab saves it; sync.ts must not). */
export const cartOrigin = { external: false }

let started = false
/** Loads the cart from storage once (after hydration), keeps it saved and follows other tabs. */
export function startCart(): { corrupted: boolean } {
  if (typeof window === 'undefined' || started) return { corrupted: false }
  started = true
  ensureBrowserId() // the guest's no_user_id for the back end (merged into the account on login)
  const load = () => {
    let raw: string | null = null
    try {
      raw = window.localStorage.getItem(STORAGE_KEYS.cart)
    } catch {}
    const { cart, corrupted } = parseStoredCart(raw)
    Object.assign(cartState, cart, { loaded: true })
    if (corrupted) cartState.corrupted = true
    return corrupted
  }
  const corrupted = load()
  if (corrupted) persist()
  subscribe(cartState, persist)
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart) return
    cartOrigin.external = true
    load()
  })
  // One cart across tabs and devices (decision 0006): loaded on its own, after the cart.
  void import('./sync').then((m) => m.startCartSync()).catch(() => {})
  return { corrupted }
}

/** Any change of the lines clears the applied promo code. */
function changed() {
  cartState.promoCode = null
  cartState.discount = 0
}

/** Adds a product: a new line starts at the multiplicity; an existing one rises by `amount` or the multiplicity. */
export function addToCart(product: ProductCard, amount?: number): number {
  const line = cartState.products.find((l) => l.product.productId === product.productId)
  const next = addCount(line?.count ?? 0, product.multiplicity, amount)
  if (line) {
    line.count = next
    line.product = product
  } else {
    cartState.products.push({ product, count: next })
  }
  changed()
  return next
}

/** Sets a line's count by the rules; 0 removes the line. */
export function setCount(productId: number, count: unknown) {
  const index = cartState.products.findIndex((l) => l.product.productId === productId)
  if (index < 0) return
  const line = cartState.products[index]!
  const next = clampCount(count, line.product.multiplicity)
  if (next === 0) cartState.products.splice(index, 1)
  else line.count = next
  changed()
}

export function removeFromCart(productId: number) {
  setCount(productId, 0)
}

export function cartLineCount(): number {
  return cartState.products.length
}
