import { proxy } from 'valtio'
import type { MessageId } from '#app/i18n/messages.ts'
import { reportRequestFailure } from '#app/lib/request-failures.ts'
import { showToast } from '#app/toasts/store.ts'
import type { CartProblem, ServerLineMeta, ServerTotals } from './server-cart'
import { EMPTY_CART, type StoredCart } from './stored-cart'

/**
 * The cart's shared state (decision 0050): the lines as the shopper sees them, the promo code's
 * changes and what the cart's back end knows beyond the lines. The store (store.ts) changes the
 * lines; the active CartBackend (cart-backend.ts) keeps them in step with its remote copy. A leaf
 * module: the store, both backends and the sync client import it, it imports none of them.
 */
export const cartState = proxy<StoredCart & { loaded: boolean; corrupted: boolean }>({
  ...EMPTY_CART,
  products: [],
  loaded: false,
  corrupted: false,
})

/**
 * What the back end knows about the cart beyond its lines, and the state of its calls. Only the
 * server-cart backend (decision 0008) writes it; with the local backend every field keeps its
 * default (never ready, never offline, nothing pending, no totals, no verdicts), so the cart page
 * reads it without asking which backend is active.
 */
export const remoteCartState = proxy({
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

/**
 * Counts the server cart states the sync took in that changed this browser's cart. Product data
 * comes with them (another device's, or an older copy): the cart page refreshes again on each, or a
 * sync load answered after its on-open refresh would put the stale prices back (seen in a fresh run).
 */
export const remoteAdoptions = proxy({ count: 0 })

/** Set while a change comes from another tab's storage write (that tab saves it; the sync client must not). */
export const cartOrigin = {
  external: false,
  /**
   * When the stored cart could not be read whole at start: the cart as read (serialised). The sync's
   * first load takes it as the base, so the server's copy fills in what was lost and only what was
   * added since (a tap held from the first paint) rides on top - never "the shopper emptied the cart".
   */
  unreadableBase: null as string | null,
}

/** Localised texts for notices raised outside React (set by the component that starts the cart). */
export type CartTranslator = (id: MessageId) => string
export const cartTexts: { t: CartTranslator } = { t: (id) => id }

/**
 * A cart failure no answer of the back end explains - a part of the cart that could not be loaded,
 * a call that threw: logged (storefront spec 8, "most data fetches: logged only"); `request` fails
 * the loading bar as a failed request does (app/lib/request-failures.ts); `notice` tells the
 * shopper when a change may not have reached the shop. The cart on screen and in storage stays as
 * it is (never lose a cart).
 */
export function reportCartFailure(where: string, error: unknown, how: { notice?: MessageId; request?: boolean } = {}) {
  console.warn(`[cart] ${where}`, error)
  if (how.request) reportRequestFailure()
  if (how.notice) showToast(cartTexts.t(how.notice), 'error')
}

/**
 * Browser storage calls of the cart. When storage is disabled or full the StorageGuard
 * (app/layout/StorageGuard.tsx) replaces the page with the spec's message; the cart goes on in
 * memory, and the failure is logged here rather than dropped.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch (error) {
    reportCartFailure(`storage read ${key}`, error)
    return null
  }
}
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch (error) {
    reportCartFailure(`storage write ${key}`, error)
    return false
  }
}
