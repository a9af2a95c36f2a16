import { proxy, subscribe } from 'valtio'
import { STORAGE_KEYS } from '../../../app.config'
import type { ProductCard } from '../../api/contract/catalogue'
import type { MessageId } from '../../i18n/messages'
import { addCount, clampCount } from '../../lib/quantity'
import { ensureBrowserId } from './browser-id'
import { type CartProblem, type ServerLineMeta, type ServerTotals, serverCount } from './server-cart'
import { EMPTY_CART, parseStoredCart, type StoredCart } from './stored-cart'

export const cartState = proxy<StoredCart & { loaded: boolean; corrupted: boolean }>({ ...EMPTY_CART, products: [], loaded: false, corrupted: false })

/**
 * The server-cart variant (decision 0008): what only the back end knows about the cart, and the
 * state of its calls. `enabled` stays false for the local cart.
 */
export const serverCartState = proxy({
  enabled: false,
  /** The back end has answered since this page loaded (its cart replaced the stored copy). */
  ready: false,
  /** The back end could not be reached: the stored copy is shown and changes are refused. */
  offline: false,
  /** Calls queued or in flight. */
  pending: 0,
  /** Bumped by every change of the lines; answers about an older revision are dropped. */
  revision: 0,
  meta: {} as Record<number, ServerLineMeta>,
  totals: null as ServerTotals | null,
  /** validate-products: not asked yet for this revision, valid, invalid (400), or no verdict (the back end failed). */
  validity: 'unknown' as 'unknown' | 'valid' | 'invalid' | 'error',
  problems: [] as CartProblem[],
  reservationProblems: [] as CartProblem[],
  invalidPromo: false,
})

/**
 * The promo code and the cart's changes (spec 4: any change of the lines clears the code):
 * `revision` counts the changes, so an answer about older lines is not applied; `removed` is the
 * code a change took away, which the promo form names ("removed, apply it again") until the
 * shopper applies a code or removes it.
 */
export const promoState = proxy({ revision: 0, removed: null as string | null })

function persist() {
  try {
    const { loaded: _l, corrupted: _c, ...cart } = cartState
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart))
  } catch {
    // storage disabled or full: the StorageGuard tells the shopper
  }
}

/** Set while a change comes from another tab's storage write (that tab saves it; the sync client must not). */
export const cartOrigin = { external: false }

/** Localised texts for notices raised outside React (set by the component that starts the cart). */
export type CartTranslator = (id: MessageId) => string
export const cartTexts: { t: CartTranslator } = { t: (id) => id }

type ServerImpl = typeof import('./server-cart-client')
let serverImpl: Promise<ServerImpl> | null = null
/** The server implementation, loaded on first use (not part of the first-load bundle). */
export function serverCartImpl(): Promise<ServerImpl> {
  serverImpl ??= import('./server-cart-client')
  return serverImpl
}

let started = false
let fallback: ReturnType<typeof setTimeout> | 0 = 0
let waits = 0
/** Without the variant: the header's badge (on the page) starts the cart; wait for it up to 2 s, then start the local cart. */
function startLater(delay: number) {
  fallback = setTimeout(() => {
    if (started) return
    if (document.querySelector('.header__action--cart') && waits++ < 20) return startLater(100)
    startCart({ serverCart: false })
  }, delay)
}
/**
 * Loads the cart from storage once (after hydration), keeps it saved and follows other tabs. The
 * caller that knows the site settings passes the variant; a call without it starts the local cart
 * unless such a caller starts it in the same render pass.
 */
export function startCart(options?: { serverCart: boolean; t?: CartTranslator }): { corrupted: boolean } {
  if (typeof window === 'undefined') return { corrupted: false }
  if (options?.t) cartTexts.t = options.t
  if (started) return { corrupted: cartState.corrupted }
  if (!options) {
    if (!fallback) startLater(0)
    return { corrupted: false }
  }
  if (fallback) clearTimeout(fallback)
  started = true
  serverCartState.enabled = options.serverCart
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
  // Adds made before the stored cart was read (a tap right after hydration, or one held since the
  // first paint: app/lib/early-tap.ts) go on top of it; reading it must not drop them.
  for (const add of addsBeforeLoad.splice(0)) add()
  subscribe(cartState, persist)
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart) return
    if (serverCartState.enabled) {
      // Another tab changed the server cart: ask the back end rather than trust the copy.
      void serverCartImpl().then((m) => m.refreshServerCart())
      return
    }
    cartOrigin.external = true
    load()
  })
  if (serverCartState.enabled) {
    // The back end owns the cart: no Durable Object sync (decision 0008).
    void serverCartImpl()
      .then((m) => m.startServerCart())
      .catch(() => {
        serverCartState.offline = true
      })
  } else {
    // One cart across tabs and devices (decision 0006): loaded on its own, after the cart.
    void import('./sync/start').then((m) => m.startCartSync()).catch(() => {})
  }
  return { corrupted }
}

/** Any change of the lines clears the applied promo code (and, for the server cart, its checks). */
function changed() {
  promoState.revision++
  if (cartState.promoCode) promoState.removed = cartState.promoCode
  cartState.promoCode = null
  cartState.discount = 0
  if (!serverCartState.enabled) return
  serverCartState.revision++
  serverCartState.validity = 'unknown'
  serverCartState.problems = []
  serverCartState.reservationProblems = []
}

/** The server cart takes the line to `target` (0 removes); the optimistic line is already shown. */
function sendTarget(productId: number, target: number) {
  if (!serverCartState.enabled) return
  void serverCartImpl()
    .then((m) => m.setServerCount(productId, target))
    .catch(() => {})
}

/** Adds waiting for the stored cart to be read (startCart). */
const addsBeforeLoad: (() => void)[] = []

/** Adds a product: a new line starts at the multiplicity; an existing one rises by `amount` or the multiplicity. */
export function addToCart(product: ProductCard, amount?: number): number {
  if (typeof window !== 'undefined' && !cartState.loaded) {
    addsBeforeLoad.push(() => addToCart(product, amount))
    startCart()
    return addCount(0, product.multiplicity, amount)
  }
  const line = cartState.products.find((l) => l.product.productId === product.productId)
  const current = line?.count ?? 0
  let next = addCount(current, product.multiplicity, amount)
  // The back end takes multiples of the multiplicity only.
  if (serverCartState.enabled) next = Math.max(serverCount(next, product.multiplicity), current)
  if (next === current) return next
  if (line) {
    line.count = next
    line.product = product
  } else {
    cartState.products.push({ product, count: next })
  }
  changed()
  sendTarget(product.productId, next)
  return next
}

/** Sets a line's count by the rules; 0 removes the line. */
export function setCount(productId: number, count: unknown) {
  const index = cartState.products.findIndex((l) => l.product.productId === productId)
  if (index < 0) return
  const line = cartState.products[index]!
  const next = serverCartState.enabled ? serverCount(count, line.product.multiplicity) : clampCount(count, line.product.multiplicity)
  if (next === line.count) return
  if (next === 0) cartState.products.splice(index, 1)
  else line.count = next
  changed()
  sendTarget(productId, next)
}

/** Server cart: pays a line with loyalty points or not (set-loyalty-item); a change like any other. */
export function setLoyalty(productId: number, active: boolean) {
  const meta = serverCartState.meta[productId]
  if (!serverCartState.enabled || !meta || meta.isLoyaltyActive === active) return
  meta.isLoyaltyActive = active
  changed()
  void serverCartImpl()
    .then((m) => m.setServerLoyalty(productId, active))
    .catch(() => {})
}

/**
 * After an order is placed: the cart empties and the promo goes. In the server-cart variant the
 * back end's cart is emptied too (remove-item), unless it already was.
 */
export function emptyCartAfterOrder() {
  const ids = cartState.products.map((l) => l.product.productId)
  cartState.products = []
  changed()
  if (serverCartState.enabled && ids.length) {
    void serverCartImpl()
      .then((m) => m.emptyServerCart())
      .catch(() => {})
  }
}

export function removeFromCart(productId: number) {
  setCount(productId, 0)
}

export function cartLineCount(): number {
  return cartState.products.length
}
