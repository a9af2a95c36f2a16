import { subscribe } from 'valtio'
import { onAuthChange } from '#app/lib/auth-broadcast.ts'
import { authState } from '#app/lib/session-state.ts'
import { SESSION_STORAGE_KEYS, STORAGE_KEYS, TIMINGS } from '#config'
import type { CartOrder, CartSocketMessage, CartState } from '#contract/cart-sync.ts'
import { cartOrigin, cartState, remoteAdoptions, writeStorage } from '../cart-state'
import { parseStoredCart, type StoredCart } from '../stored-cart'
import { fetchCart, saveCart } from './api'
import { knownState } from './known-state'
import { migrate } from './migrate'
import { parseRemote, rebase } from './rebase'
import { closeCartSocket, connectCartSocket } from './socket'
import { localCart, readDataFields, serialise, storedVersion, storeVersion, sync, tabId } from './state'
import { cartReloadDelay } from './sync-timing'

/**
 * One cart across tabs and devices (decision 0006). The shopper's CartStore object on the server
 * holds the cart with a version; this module saves every change of this tab with expectedVersion,
 * rebases on a 409 and retries once (rebase.ts), follows the object's pushes on /ws/cart
 * (socket.ts), and runs the guest-to-account migration after login under the object's leader lock
 * (migrate.ts); the HTTP calls are in api.ts. Loaded on its own chunk, after the cart; no zod here
 * (browser module: the wire types come from app/api/contract/cart-sync.ts as types).
 */

const SAVE_DEBOUNCE_MS = 80

/** Takes a server state in: local changes not yet saved are kept on top of it (and saved). */
function adopt(order: CartOrder | undefined, version: number, keepLocal = true, merged = false) {
  const remote = parseRemote(order)
  const local = localCart()
  const base = sync.base ? parseStoredCart(sync.base).cart : local
  const next = keepLocal ? rebase(base, local, remote, merged) : remote
  sync.base = serialise(remote)
  sync.version = version
  storeVersion()
  if (order && Object.keys(order.localDataFields ?? {}).length > 0)
    writeStorage(STORAGE_KEYS.cartData, JSON.stringify(order.localDataFields))
  const nextText = serialise(next)
  if (nextText !== serialise(local)) {
    Object.assign(cartState, next)
    remoteAdoptions.count++
  }
  if (nextText !== sync.base) schedule()
}

/** Saves soon; `retry`: the wait before another try of a failed save (any other call starts the tries over). */
function schedule(retry?: number) {
  if (!sync.ready) return
  if (!retry) sync.failed = 0
  if (sync.timer) clearTimeout(sync.timer)
  sync.timer = setTimeout(() => {
    sync.timer = 0
    void save()
  }, retry ?? SAVE_DEBOUNCE_MS)
}

/**
 * The stored cart is an account's (`cart-version` u:) and the server answers a guest: the session
 * ended without "Sign out" (the browser closed without remember-me, the refresh cookie ran out). Its
 * data goes as at sign-out, or the next person on this browser got the account's cart, favourites,
 * compare and quote lists, and took them into their own account at sign-in. This tab's lists and
 * quote list read the storage again on a storage event, as they do when another tab changes it.
 */
function sessionEnded(remote: CartState): boolean {
  if (remote.signedIn || !storedVersion()?.startsWith('u:')) return false
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key)
    } catch {}
    if (key !== STORAGE_KEYS.cart) window.dispatchEvent(new StorageEvent('storage', { key }))
  }
  return true
}

const ownerOf = (scope: string) => (scope === 'u' ? 'user' : 'guest')
/** Whose cart a server state is: `u` the account's, `g` the guest's (the tab's `sync.scope`). */
const scopeOf = (state: CartState) => (state.signedIn ? 'u' : 'g')

/** Saves this tab's cart; one save at a time (a change during a save is saved after it). */
async function save(): Promise<void> {
  if (sync.saving) {
    await sync.saving
    return save()
  }
  sync.saving = (async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const local = localCart()
      const body = serialise(local)
      if (body === sync.base) return
      const emptied = local.products.length === 0
      // An empty cart is saved only when forced: this tab emptied a cart the server had lines in.
      if (emptied && parseStoredCart(sync.base).cart.products.length === 0) return
      const scope = sync.scope
      // Marked before it goes: should this page unload before the answer, the next load still knows the state it made.
      storeVersion(local)
      const answer = await saveCart({
        // Without the `typed` marks (state.ts serialise).
        order: { localCart: JSON.parse(body) as StoredCart, localDataFields: readDataFields() },
        replace: true,
        expectedVersion: sync.version,
        tabId: tabId(),
        // The server refuses (409) a save computed for the other owner's cart (decision 0032).
        owner: ownerOf(scope),
        ...(emptied ? { reason: 'empty_cart' } : {}),
      })
      if (answer.status === 'saved') {
        sync.base = body
        sync.version = answer.version
        sync.failed = 0
        storeVersion()
        return
      }
      // Failed: the mark stays, the save may still have landed (a conflict or the next load tells).
      // Tried again after the waits of a load's GET (0.5 s, 1 s, ... up to the socket's longest
      // reconnect wait: 10 tries, about 27 s), and when the browser is back online, the socket's
      // `ready` or the page shown again. Before, a change made offline stayed in this browser until
      // the next change or page load (review r54).
      if (
        answer.status === 'failed' &&
        navigator.onLine &&
        cartReloadDelay(sync.failed) < TIMINGS.cartSocketReconnectMax
      )
        schedule(cartReloadDelay(++sync.failed))
      if (answer.status !== 'conflict') return
      // Someone saved first: take their cart in under ours and retry once.
      const remote = await fetchCart()
      if (!remote) return
      if (scopeOf(remote) !== scope) {
        // Signed in or out meanwhile: the load that follows carries this tab's changes over.
        if (sync.ready) void load()
        return
      }
      const ready = sync.ready
      sync.ready = false
      // That someone was this page: a save whose answer was lost landed. Its cart is the base our
      // changes are counted from, or the lines it carried would be added twice.
      const landed = parseRemote(remote.order)
      if (knownState(storedVersion(), scope, { version: remote.version, cart: landed })) sync.base = serialise(landed)
      adopt(remote.order, remote.version)
      sync.ready = ready
    }
  })()
  try {
    await sync.saving
  } finally {
    sync.saving = null
  }
}

/** A push from the object: a catch-up after `ready` (pushes missed while disconnected) or another tab's save. */
function onPush(generation: number, message: CartSocketMessage) {
  // A load in progress fetches the cart itself (a push for the old owner must not land on the new one).
  if (!sync.ready || generation !== sync.generation) return
  if (message.type === 'ready') {
    // A socket opened after the cookies changed (a sign-in finishing in this page, or in another tab)
    // reaches the other owner's object: its cart is never taken in as this one's - the guest lines
    // would count as removed and the empty account cart would be saved over them. Load instead,
    // which runs the sign-in migration (decision 0032).
    if (message.owner && message.owner !== ownerOf(sync.scope)) return void load()
    // Pushes were missed while disconnected: catch up. Either way a change this browser could not
    // save meanwhile (offline) goes now - before, it waited for the next change or page load.
    if (message.version !== sync.version) void catchUp(generation)
    else schedule()
  } else if (message.version > sync.version) {
    if (message.tabId === tabId()) return
    adopt(message.order, message.version)
  }
}

/**
 * GET /api/cart and take it in when the server moved on (this tab's owner's cart; another owner's
 * means a sign-in or sign-out: reload), else save what this browser has not saved yet. After a
 * `ready` that names another version, when the page is shown again and when the socket went silent
 * (socket.ts): a socket that stopped delivering without closing left the cart stale for good.
 */
async function catchUp(generation: number) {
  await sync.saving
  const remote = await fetchCart()
  // A save that went meanwhile answers for itself (its 409 takes the server's cart in).
  if (!remote || generation !== sync.generation || !sync.ready || sync.saving) return
  if (scopeOf(remote) !== sync.scope) void load()
  else if (remote.version > sync.version) adopt(remote.order, remote.version)
  else schedule()
}

/**
 * GET /api/cart until it answers, for as long as this load is the current one: a busy or briefly
 * unreachable back end must not leave the tab unsynced. It tried 4 times over about 3 s and then
 * gave up without a word: a browser that had just signed in kept showing its empty guest cart
 * instead of the account's. The waits grow as the socket's reconnects do (sync-timing.ts).
 */
async function fetchSoon(current: () => boolean): Promise<CartState | null> {
  for (let attempt = 0; current(); attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, cartReloadDelay(attempt)))
    if (!current()) break
    const remote = await fetchCart()
    if (remote) return remote
  }
  return null
}

/** (Re)loads the shopper's cart from the server: when this tab becomes the browser's syncing tab, and when the browser signs in or out. */
async function load() {
  sync.ready = false
  sync.generation += 1
  const generation = sync.generation
  const current = () => generation === sync.generation
  closeCartSocket()
  // Nothing computed for the old owner goes out any more: no pending save, and the one in flight ends first.
  if (sync.timer) {
    clearTimeout(sync.timer)
    sync.timer = 0
  }
  if (sync.saving) await sync.saving
  if (!current()) return
  let remote = await fetchSoon(current)
  if (!remote || !current()) return
  authState.signedIn = remote.signedIn
  const ended = sessionEnded(remote)
  // The stored cart was damaged at start (store.ts): what was read of it is the base the changes made
  // since are counted from, wherever the server's copy is taken as this browser's own (below).
  const unreadable = sync.loaded ? null : cartOrigin.unreadableBase
  cartOrigin.unreadableBase = null
  let carried = false
  if (remote.signedIn && remote.guestPending) {
    remote =
      (await migrate(async (merged) => {
        // Leader: the browser's cart is the taken guest cart plus every change not saved yet (all
        // of this browser's tabs write the one stored cart): rebase that on the merged account
        // cart and save it before the lock is released (decision 0032).
        if (!merged.taken) return
        const account = await fetchCart()
        if (!account?.signedIn || !current()) return
        sync.scope = 'u'
        sync.base = unreadable ?? serialise(parseRemote(merged.taken))
        adopt(account.order, account.version, true, true)
        await save()
        carried = true
      }, current)) ?? remote
  }
  if (!current()) return
  const scope = scopeOf(remote)
  const remoteCart = parseRemote(remote.order)
  const known = knownState(storedVersion(), scope, { version: remote.version, cart: remoteCart })
  const local = localCart()
  const signedInHere = sync.loaded && sync.scope === 'g' && scope === 'u' && sync.base !== ''
  sync.scope = scope
  if (carried || signedInHere) {
    // Signed in: the guest cart as this tab last knew it (or as the merge took it) is in the
    // account cart now; the changes not saved since ride on top of it, as differences (a count typed
    // as a guest is summed with the account's, as the merge sums the saved ones).
    adopt(remote.order, remote.version, true, true)
  } else if (known) {
    // The server state this browser saw last, or the one its unanswered save made: local edits since
    // are kept and saved - counted from what was read of a damaged stored cart, never as its lost lines removed.
    sync.base = unreadable ?? serialise(remoteCart)
    adopt(remote.order, remote.version)
  } else if (remote.version === 0 && local.products.length > 0 && !remote.signedIn && !ended) {
    // A guest's cart from before the store existed (or a lost cookie): it becomes the guest's remote cart.
    sync.base = serialise(remoteCart)
    adopt(remote.order, remote.version)
  } else {
    // Another state (another device, or signed out): the server's cart wins.
    sync.base = ''
    adopt(remote.order, remote.version, false)
  }
  sync.loaded = true
  sync.ready = true
  if (sync.base !== serialise(localCart())) schedule()
  connectCartSocket(
    generation,
    (message) => onPush(generation, message),
    () => void load(),
    () => void catchUp(generation),
  )
}

/**
 * Whether this tab talks to the cart store for the whole browser. Every tab writes the one stored
 * cart (`cart` in localStorage); exactly one tab - the holder of the Web Lock `cart-sync` - saves
 * it, follows the pushes and runs the sign-in migration, so a change is never saved twice by two
 * tabs nor dropped by one that thought another would save it (decision 0032). Without Web Locks
 * every tab syncs on its own, as before.
 */
let syncing = false
let shared = false
const SYNC_LOCK = 'cart-sync'

let started = false
export function startCartSync() {
  if (started || typeof window === 'undefined') return
  started = true
  // The store's storage listener marks a change as external; the mark lives until the change is seen.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) setTimeout(() => (cartOrigin.external = false), 0)
  })
  subscribe(cartState, () => {
    const external = cartOrigin.external
    cartOrigin.external = false
    if (!syncing) return
    if (external && shared) {
      // Several syncing tabs (no Web Locks): the tab that made the change saves it; it is our base now.
      sync.base = serialise(localCart())
      return
    }
    // The browser's change (this tab's or another's): the syncing tab saves it.
    schedule()
  })
  onAuthChange(() => {
    if (syncing) void load()
  })
  // Back online: what failed to save goes now (save() returns at once when nothing is unsaved).
  window.addEventListener('online', () => schedule())
  // Shown again (a phone's browser woken, a tab switched to): pushes may have stopped arriving.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && sync.ready) void catchUp(sync.generation)
  })
  const become = () => {
    syncing = true
    void load()
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks?.request) {
    shared = true
    become()
    return
  }
  // Held until the page goes away; the next tab in the queue then takes over.
  void locks
    .request(SYNC_LOCK, () => {
      become()
      return new Promise<void>(() => {})
    })
    .catch(() => {
      shared = true
      become()
    })
}
