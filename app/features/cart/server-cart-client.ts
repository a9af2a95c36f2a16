import { onAuthChange } from '#app/lib/auth-broadcast.ts'
import { authState } from '#app/lib/session-state.ts'
import { showToast } from '#app/toasts/store.ts'
import { FALLBACK_LOCALE, isLocale, type Locale, STORAGE_KEYS } from '#config'
import { ensureBrowserId } from './browser-id'
import type { PromoOutcome } from './cart-backend'
import {
  cartState,
  cartTexts,
  promoState,
  readStorage,
  remoteCartState,
  reportCartFailure,
  writeStorage,
} from './cart-state'
import { promoDiscountShown } from './rules'
import { type CartProblem, planCall, type ServerCartView, type ServerLineMeta, shouldMerge } from './server-cart'
import {
  changeServerCartFn,
  loadServerCartFn,
  reserveServerCartFn,
  serverPromoFn,
  validateServerCartFn,
} from './server-cart.functions'
import type { CartAnswer, CartChange } from './server-cart.server'
import type { CartLine } from './stored-cart'

/**
 * The server-cart variant in the browser (decision 0008), loaded on its own chunk by server-backend.ts.
 * Every call runs in one queue, so the back end sees the changes in the order the shopper made
 * them. The store has already shown each change (optimistic); an answer is adopted once the queue
 * is idle, and a refused or failed call puts back the last cart the back end confirmed, with a
 * notice. The stored copy stays on screen when the back end cannot be reached.
 */

const q = {
  confirmed: null as { lines: CartLine[]; meta: Record<number, ServerLineMeta> } | null,
  chain: Promise.resolve() as Promise<unknown>,
  generation: 0,
  seq: 0,
  latest: new Map<number, number>(),
  /** Lines with a typed count queued: sent as that count, whatever the back end holds now. */
  typed: new Set<number>(),
}

function locale(): Locale {
  const first = window.location.pathname.split('/')[1]
  return isLocale(first) ? first : FALLBACK_LOCALE
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T

/** Runs `task` after every call queued before it; tasks of a generation dropped by a failure are skipped. */
function enqueue<T>(task: () => Promise<T>): Promise<T | undefined> {
  const generation = q.generation
  remoteCartState.pending++
  const run = async () => {
    try {
      return generation === q.generation ? await task() : undefined
    } finally {
      remoteCartState.pending--
      if (remoteCartState.pending === 0) showConfirmed()
    }
  }
  const next = q.chain.then(run, run)
  // The queue goes on after a failed task; the failure itself reaches the caller through `next`.
  q.chain = next.then(
    () => undefined,
    () => undefined,
  )
  return next
}

/**
 * The back end's lines in the order the shopper sees them, new ones after them in the back end's order.
 * A back end may list its cart by last change (the reference one does: updated_at): a line whose count
 * the shopper changed jumped to the bottom of the cart page, under the pointer and the focus of the
 * field they had just left (pharmacy demo, session 74).
 */
export function inShownOrder(lines: CartLine[], shown: readonly CartLine[]): CartLine[] {
  const place = new Map(shown.map((l, i) => [l.product.productId, i]))
  const at = (l: CartLine) => place.get(l.product.productId) ?? shown.length
  return lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => at(a.l) - at(b.l) || a.i - b.i)
    .map(({ l }) => l)
}

/** Shows the confirmed cart once nothing is pending (between calls the optimistic cart stays). */
function showConfirmed() {
  const c = q.confirmed
  if (!c) return
  cartState.products = clone(c.lines)
  remoteCartState.meta = clone(c.meta)
}

function confirm(view: ServerCartView) {
  q.confirmed = { lines: inShownOrder(view.lines, cartState.products), meta: view.meta }
  remoteCartState.totals = view.totals
  remoteCartState.ready = true
  remoteCartState.offline = false
}

const owner = () => readStorage(STORAGE_KEYS.cartOwner)
function setOwner(signedIn: boolean) {
  authState.signedIn = signedIn
  writeStorage(STORAGE_KEYS.cartOwner, signedIn ? 'u' : 'g')
}

/** fetch-all (merging a guest cart into a newly signed-in account first). */
function load(): Promise<unknown> {
  return enqueue(async () => {
    const id = ensureBrowserId()
    if (!id) {
      remoteCartState.offline = true
      return
    }
    try {
      const answer = await loadServerCartFn({
        data: { lang: locale(), noUserId: id, merge: shouldMerge(owner(), true) },
      })
      if (!answer.ok) throw new Error(answer.problems[0]?.message ?? 'cart unavailable')
      confirm(answer.cart)
      setOwner(answer.signedIn)
    } catch (error) {
      // Keep what the shopper sees (the stored copy); the cart page says the back end is away.
      reportCartFailure('fetch-all', error)
      remoteCartState.offline = true
      if (!q.confirmed)
        q.confirmed = { lines: clone(cartState.products) as CartLine[], meta: clone(remoteCartState.meta) }
    }
  })
}

/**
 * The server cart has no push: a change made on another device shows once this page is looked at
 * again. Coming back to the tab (visibilitychange to visible) or the window (focus) fetches the
 * cart; both fire on one return, so at most one fetch per RETURN_RELOAD_GAP. A local timing of this
 * lazily loaded chunk, kept out of TIMINGS (every page's first load, decision 0107).
 */
const RETURN_RELOAD_GAP = 2_000
type Listens = { addEventListener(type: string, listener: () => void): void }
export function reloadOnReturn(
  doc: Listens & { visibilityState: string },
  win: Listens,
  reload: () => void,
  now: () => number = () => Date.now(),
) {
  let last = now()
  const back = () => {
    if (doc.visibilityState !== 'visible' || now() - last < RETURN_RELOAD_GAP) return
    last = now()
    reload()
  }
  doc.addEventListener('visibilitychange', back)
  win.addEventListener('focus', back)
}

let started = false
export function startServerCart() {
  if (started) return
  started = true
  onAuthChange(() => void load())
  window.addEventListener('online', () => {
    if (remoteCartState.offline) void load()
  })
  reloadOnReturn(document, window, () => void load())
  void load()
}

let refreshTimer: ReturnType<typeof setTimeout> | 0 = 0
/** Another tab changed the cart: fetch it again (once for a burst of changes). */
export function refreshServerCart() {
  if (refreshTimer) clearTimeout(refreshTimer)
  refreshTimer = setTimeout(() => {
    refreshTimer = 0
    void load()
  }, 100)
}

/** A refused or failed change: drop what is queued, show the confirmed cart again, tell the shopper. */
function rollBack(answer: CartAnswer | null) {
  q.generation++
  q.latest.clear()
  q.typed.clear()
  if (answer === null) remoteCartState.offline = true
  const problem = answer && !answer.ok ? answer.problems[0]?.message : undefined
  const text = cartTexts.t(answer === null ? 'cart.server.unreachable' : 'cart.server.refused')
  showToast(problem && problem !== 'Unknown error' ? `${text} ${problem}` : text, 'error')
}

/**
 * A typed count is a read (fetch-all) and then a change on the server: two tabs of this browser
 * typing at once would both read the old count and both add their difference (4 and 6 typed on a
 * line at 3 made 7). The tabs take turns for it (a Web Lock; without the API, it runs at once).
 */
export function tabsTakeTurns<T>(change: CartChange, task: () => Promise<T>): Promise<T> {
  const locks = change.op === 'set' && typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request('server-cart-set', task) : task()
}

async function send(change: CartChange): Promise<void> {
  const id = ensureBrowserId()
  let answer: CartAnswer | null = null
  try {
    if (id)
      answer = await tabsTakeTurns(change, () => changeServerCartFn({ data: { lang: locale(), noUserId: id, change } }))
  } catch (error) {
    reportCartFailure('change', error)
    answer = null
  }
  if (answer?.ok) confirm(answer.cart)
  else rollBack(answer)
}

/**
 * Takes a line of the server cart to `target`. A step goes as add-item or reduce-item by the
 * difference from the count the back end last confirmed here (relative: + on a stale device adds
 * one to what the back end holds). A typed count goes as 'set': the server reads the back end's
 * count first and sends the difference to it (another device's change since is not added to it).
 * `typed`: the quantity field says the shopper typed it (store.ts setCount); an add is a step.
 */
export function setServerCount(productId: number, target: number, typed?: boolean): Promise<unknown> {
  const seq = ++q.seq
  q.latest.set(productId, seq)
  if (target > 0 && typed) q.typed.add(productId)
  return enqueue(async () => {
    // A newer change of the same line is queued: it alone is sent (as a typed count if any queued one was).
    if (q.latest.get(productId) !== seq) return
    if (q.typed.delete(productId) && target > 0) {
      await send({ op: 'set', productId, count: target })
      return
    }
    const current = q.confirmed?.lines.find((l) => l.product.productId === productId)?.count ?? 0
    const plan = planCall(current, target)
    if (!plan) return
    await send(
      plan.op === 'remove' ? { op: 'remove', productIds: [productId] } : { op: plan.op, productId, count: plan.count },
    )
  })
}

/** Empties the back end's cart (after an order): remove-item for every line it still holds. */
export function emptyServerCart(): Promise<unknown> {
  return enqueue(async () => {
    const ids = q.confirmed?.lines.map((l) => l.product.productId) ?? []
    if (ids.length) await send({ op: 'remove', productIds: ids })
  })
}

export function setServerLoyalty(productId: number, active: boolean): Promise<unknown> {
  return enqueue(() => send({ op: 'loyalty', productId, active }))
}

/** validate-products for the cart as it is now; an answer about an older revision is dropped. */
export function validateServerCart(): Promise<unknown> {
  const revision = remoteCartState.revision
  return enqueue(async () => {
    const id = ensureBrowserId()
    if (revision !== remoteCartState.revision) return
    if (!id) {
      remoteCartState.validity = 'error'
      return
    }
    try {
      const answer = await validateServerCartFn({ data: { lang: locale(), noUserId: id } })
      if (revision !== remoteCartState.revision) return
      if (answer.ok) {
        remoteCartState.validity = 'valid'
        remoteCartState.problems = []
      } else if (answer.status === 400) {
        remoteCartState.validity = 'invalid'
        remoteCartState.problems = answer.problems
      } else {
        // any other failure says nothing about the cart: the reservation decides (no retry loop)
        remoteCartState.validity = 'error'
      }
    } catch (error) {
      reportCartFailure('validate-products', error)
      if (revision === remoteCartState.revision) remoteCartState.validity = 'error'
    }
  })
}

/** create-reservation with the applied promo code: true lets the shopper proceed; otherwise the errors are stored. */
export async function reserveServerCart(): Promise<boolean> {
  const revision = remoteCartState.revision
  const result = await enqueue(async (): Promise<CartProblem[] | null> => {
    const id = ensureBrowserId()
    if (!id)
      return [{ productId: null, code: 'error', message: cartTexts.t('cart.server.unreachable'), availableCount: null }]
    try {
      const answer = await reserveServerCartFn({
        data: { lang: locale(), noUserId: id, promoCode: cartState.promoCode },
      })
      return answer.ok ? null : answer.problems
    } catch (error) {
      reportCartFailure('create-reservation', error)
      return [{ productId: null, code: 'error', message: cartTexts.t('cart.server.unreachable'), availableCount: null }]
    }
  })
  if (result === null) return true
  if (revision === remoteCartState.revision) remoteCartState.reservationProblems = result ?? []
  return false
}

/** The lines paid with loyalty points (update_prices prices them without the promo discount). */
const loyaltyLines = () =>
  Object.entries(remoteCartState.meta)
    .filter(([, m]) => m.isLoyaltyActive)
    .map(([pid]) => Number(pid))

/** promo-code/update_prices: the discount applies until the cart changes; a refused code sets the invalid-promo flag. */
export async function applyServerPromo(code: string): Promise<PromoOutcome> {
  const revision = remoteCartState.revision
  const outcome = await enqueue(async (): Promise<PromoOutcome> => {
    const id = ensureBrowserId()
    if (!id) return 'failed'
    const loyaltyProducts = loyaltyLines()
    try {
      const answer = await serverPromoFn({ data: { lang: locale(), noUserId: id, code, loyaltyProducts } })
      if (revision !== remoteCartState.revision) return 'stale'
      if (!answer.ok && answer.notAllowed) return 'not-allowed'
      if (answer.ok) {
        cartState.promoCode = answer.code
        cartState.discount = promoDiscountShown(answer, cartState.products)
        remoteCartState.invalidPromo = false
        return 'applied'
      }
      if (answer.invalid) {
        remoteCartState.invalidPromo = true
        return 'invalid'
      }
      return 'failed'
    } catch (error) {
      reportCartFailure('promo-code', error)
      return 'failed'
    }
  })
  return outcome ?? 'failed'
}

/**
 * The cart's refresh (opening the cart page or the drawer, a refused order): the applied code is
 * priced again by promo-code/update_prices, as the local cart previews it again (cart-refresh.ts).
 * A code the back end now refuses (a 4xx: expired, withdrawn) or this account may not use is removed
 * and the promo form says it is not valid (the invalid-promo flag, as when it is applied); an
 * accepted one keeps the discount answered. No answer keeps the code: the reservation and the order
 * check it again. A change of the lines, or the shopper's own apply or removal, while it was asked
 * is the newer word.
 */
export async function recheckServerPromo(): Promise<void> {
  const code = cartState.promoCode
  if (!code) return
  const revision = remoteCartState.revision
  const current = () => revision === remoteCartState.revision && cartState.promoCode === code
  await enqueue(async () => {
    const id = ensureBrowserId()
    if (!id || !current()) return
    try {
      const answer = await serverPromoFn({
        data: { lang: locale(), noUserId: id, code, loyaltyProducts: loyaltyLines() },
      })
      if (!current()) return
      if (answer.ok) cartState.discount = promoDiscountShown(answer, cartState.products)
      else if (answer.invalid || answer.notAllowed) {
        promoState.revision++
        promoState.removed = null
        cartState.promoCode = null
        cartState.discount = 0
        remoteCartState.invalidPromo = true
      }
    } catch (error) {
      reportCartFailure('promo-code again', error)
    }
  })
}
