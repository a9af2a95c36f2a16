import type {
  CartLockAnswer,
  CartLockOp,
  CartMergeAnswer,
  CartMergeBody,
  CartSaveBody,
  CartSaved,
  CartState,
} from '#contract/cart-sync.ts'
import { reportCartFailure } from '../cart-state'

/**
 * The cart store's HTTP calls (/api/cart, /api/cart/lock, /api/cart/merge). The wire types come
 * from the contract (app/api/contract/cart-sync.ts) as types only: no zod in the browser.
 */

const API = '/api/cart'
const json = { 'Content-Type': 'application/json' }

/** GET /api/cart; null when the store cannot be reached or refuses. */
export async function fetchCart(): Promise<CartState | null> {
  try {
    const res = await fetch(API, { credentials: 'same-origin', cache: 'no-store' })
    return res.ok ? ((await res.json()) as CartState) : null
  } catch (error) {
    // The caller keeps the stored cart and tries again (start.ts fetchSoon, the socket's reload).
    reportCartFailure('GET /api/cart', error)
    return null
  }
}

export type SaveAnswer =
  | { status: 'saved'; version: number }
  | { status: 'conflict' }
  | { status: 'tooLarge' }
  | { status: 'failed' }

/**
 * POST /api/cart: saved with the new version, a conflict (409: someone saved first), too large (413:
 * past LIMITS.cartBodyBytes or cartLines, decision 0032 - the shopper is told on each refused save,
 * in the page's language, that the cart stays in this browser only until some lines go), or failed.
 */
export async function saveCart(body: CartSaveBody): Promise<SaveAnswer> {
  let res: Response
  try {
    res = await fetch(API, { method: 'POST', credentials: 'same-origin', headers: json, body: JSON.stringify(body) })
  } catch (error) {
    // Not saved: the stored cart keeps the change, the next change or load saves it.
    reportCartFailure('POST /api/cart', error)
    return { status: 'failed' }
  }
  if (res.ok) return { status: 'saved', version: ((await res.json()) as CartSaved).version }
  if (res.status === 413) {
    // Before, a 413 read as 'failed' and nobody was told: past about 270 lines (~970 bytes each) no save
    // reached the server, other devices kept the old cart and the next change there replaced this one.
    reportCartFailure('POST /api/cart', res.status, { notice: 'cart.server.tooLarge' })
    return { status: 'tooLarge' }
  }
  return res.status === 409 ? { status: 'conflict' } : { status: 'failed' }
}

/** POST /api/cart/lock; null when the store cannot be reached or refuses. */
export async function cartLock(op: CartLockOp, tabId: string): Promise<CartLockAnswer | null> {
  try {
    const res = await fetch(`${API}/lock`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: json,
      body: JSON.stringify({ op, tabId }),
    })
    return res.ok ? ((await res.json()) as CartLockAnswer) : null
  } catch (error) {
    reportCartFailure(`POST /api/cart/lock ${op}`, error)
    return null
  }
}

/** POST /api/cart/merge: the guest cart into the account's; null when the store cannot be reached or refuses. */
export async function mergeGuestCart(body: CartMergeBody): Promise<CartMergeAnswer | null> {
  try {
    const res = await fetch(`${API}/merge`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: json,
      body: JSON.stringify(body),
    })
    return res.ok ? ((await res.json()) as CartMergeAnswer) : null
  } catch (error) {
    // The guest keeps its cart (migrate.ts tries once more).
    reportCartFailure('POST /api/cart/merge', error)
    return null
  }
}
