import { subscribe } from 'valtio'
import { STORAGE_KEYS, TIMINGS } from '../../../../app.config'
import type { CartOrder, CartSocketMessage, CartState } from '../../../api/contract/cart-sync'
import { authState, onAuthChange } from '../../auth'
import { cartOrigin, cartState } from '../store'
import { parseStoredCart } from '../stored-cart'
import { fetchCart, saveCart } from './api'
import { migrate, waitForFreeLock } from './migrate'
import { parseRemote, rebase } from './rebase'
import { closeCartSocket, connectCartSocket } from './socket'
import { localCart, readDataFields, serialise, storedVersion, storeVersion, sync, tabId } from './state'

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
function adopt(order: CartOrder | undefined, version: number, keepLocal = true) {
  const remote = parseRemote(order)
  const local = localCart()
  const base = sync.base ? parseStoredCart(sync.base).cart : local
  const next = keepLocal ? rebase(base, local, remote) : remote
  sync.base = serialise(remote)
  sync.version = version
  storeVersion()
  if (order && Object.keys(order.localDataFields ?? {}).length > 0) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.cartData, JSON.stringify(order.localDataFields))
    } catch {}
  }
  if (serialise(next) !== serialise(local)) Object.assign(cartState, next)
  if (serialise(next) !== sync.base) schedule()
}

function schedule() {
  if (!sync.ready) return
  if (sync.timer) clearTimeout(sync.timer)
  sync.timer = setTimeout(() => {
    sync.timer = 0
    void save()
  }, SAVE_DEBOUNCE_MS)
}

const ownerOf = (scope: string) => (scope === 'u' ? 'user' : 'guest')

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
      const answer = await saveCart({
        order: { localCart: local, localDataFields: readDataFields() },
        replace: true,
        expectedVersion: sync.version,
        tabId: tabId(),
        // The server refuses (409) a save computed for the other owner's cart (decision 0033).
        owner: ownerOf(scope),
        ...(emptied ? { reason: 'empty_cart' } : {}),
      })
      if (answer.status === 'saved') {
        sync.base = body
        sync.version = answer.version
        storeVersion()
        return
      }
      if (answer.status !== 'conflict') return
      // Someone else saved first: take their cart in under ours and retry once.
      const remote = await fetchCart()
      if (!remote) return
      if ((remote.signedIn ? 'u' : 'g') !== scope) {
        // Signed in or out meanwhile: the load that follows carries this tab's changes over.
        if (sync.ready) void load()
        return
      }
      const ready = sync.ready
      sync.ready = false
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
    if (message.version !== sync.version) void fetchCart().then((r) => r && generation === sync.generation && sync.ready && adopt(r.order, r.version))
  } else if (message.version > sync.version) {
    if (message.tabId === tabId()) return
    adopt(message.order, message.version)
  }
}

/** GET /api/cart, tried up to 4 times over about 3 s (a busy back end must not leave the tab unsynced). */
async function fetchSoon(current: () => boolean): Promise<CartState | null> {
  for (let attempt = 0; attempt < 4 && current(); attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    const remote = await fetchCart()
    if (remote) return remote
  }
  return null
}

/**
 * Whether another tab of this browser runs the cart (each tab holds the shared Web Lock `cart-tab`
 * while it lives). A fresh page then owns none of the stored cart's unsaved changes: their tabs save them.
 */
async function otherTabsAlive(): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks?.query) return false
  try {
    const { held = [] } = await locks.query()
    return held.filter((l) => l.name === TAB_LOCK).length > 1
  } catch {
    return false
  }
}
const TAB_LOCK = 'cart-tab'
const LOAD_LOCK = 'cart-load'

/** Runs `work` under the browser-wide Web Lock `cart-load`: this browser's tabs load (and migrate) one at a time. */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks?.request) return work()
  return locks.request(LOAD_LOCK, work) as Promise<T>
}

/** (Re)loads the shopper's cart from the server: at start, and when this browser signs in or out. */
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
  await oneTabAtATime(() => loadNow(generation, current))
}

async function loadNow(generation: number, current: () => boolean) {
  const loadedBefore = sync.loaded
  // A fresh page while other tabs live owns nothing of the stored cart yet; the others' unsaved changes stay theirs.
  if (!loadedBefore && (await otherTabsAlive())) sync.base = serialise(localCart())
  let remote = await fetchSoon(current)
  if (!remote || !current()) return
  authState.signedIn = remote.signedIn
  let carried = false
  let transition = false
  if (remote.signedIn && remote.guestPending) {
    transition = true
    remote =
      (await migrate(async (merged) => {
        // Leader: the browser's cart is the taken guest cart plus every change not saved yet (this
        // tab's and the others', all in storage): rebase that on the merged account cart and save
        // it before the lock is released, so the tabs that wait load it with everything in.
        if (!merged.taken) return
        const account = await fetchCart()
        if (!account?.signedIn || !current()) return
        sync.scope = 'u'
        sync.base = serialise(parseRemote(merged.taken))
        adopt(account.order, account.version)
        await save()
        carried = true
      }, current)) ?? remote
  } else if (remote.signedIn && sync.scope === 'g' && loadedBefore) {
    // Signed in elsewhere in this browser: a leader may still be carrying the changes over.
    transition = true
    await waitForFreeLock(Date.now() + TIMINGS.lockWait)
    remote = (await fetchCart()) ?? remote
  }
  if (!current()) return
  const scope = remote.signedIn ? 'u' : 'g'
  const known = storedVersion() === `${scope}:${remote.version}`
  const local = localCart()
  const ownsNothing = sync.base !== '' && !loadedBefore
  sync.scope = scope
  if (carried || ownsNothing || (transition && sync.base !== '')) {
    // After the sign-in, or a page opened beside live tabs: this tab's own changes since its base -
    // what it last saw from the server or from another tab - ride on top of the server's cart.
    adopt(remote.order, remote.version)
  } else if (known) {
    // The same server state this browser saw last: local edits since are kept and saved.
    sync.base = serialise(parseRemote(remote.order))
    adopt(remote.order, remote.version)
  } else if (remote.version === 0 && local.products.length > 0 && !remote.signedIn) {
    // A cart from before the store existed (or a lost cookie): it becomes the guest's remote cart.
    sync.base = serialise(parseRemote(remote.order))
    adopt(remote.order, remote.version)
  } else {
    // Another state (another device, or just signed in): the server's cart wins.
    sync.base = ''
    adopt(remote.order, remote.version, false)
  }
  sync.loaded = true
  sync.ready = true
  if (sync.base !== serialise(localCart())) schedule()
  // Under the load lock: the next tab loads what this one saved.
  if (sync.saving || sync.timer) {
    if (sync.timer) {
      clearTimeout(sync.timer)
      sync.timer = 0
    }
    await save()
  }
  connectCartSocket(generation, (message) => onPush(generation, message))
}

let started = false
export function startCartSync() {
  if (started || typeof window === 'undefined') return
  started = true
  // The store's storage listener marks a change as external; the mark lives until the change is seen.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) setTimeout(() => (cartOrigin.external = false), 0)
  })
  subscribe(cartState, () => {
    if (cartOrigin.external) {
      // Another tab of this browser changed the cart and saves it itself; that is our base now.
      cartOrigin.external = false
      sync.base = serialise(localCart())
      return
    }
    schedule()
  })
  // Held while the tab lives: a fresh page can tell whether other tabs own unsaved changes.
  void navigator.locks?.request(TAB_LOCK, { mode: 'shared' }, () => new Promise<void>(() => {}))?.catch(() => {})
  onAuthChange(() => void load())
  void load()
}
