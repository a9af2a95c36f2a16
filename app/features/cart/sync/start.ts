import { subscribe } from 'valtio'
import { STORAGE_KEYS } from '../../../../app.config'
import type { CartOrder, CartSocketMessage } from '../../../api/contract/cart-sync'
import { authState, onAuthChange } from '../../auth'
import { cartOrigin, cartState } from '../store'
import { parseStoredCart } from '../stored-cart'
import { fetchCart, saveCart } from './api'
import { migrate } from './migrate'
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
      const answer = await saveCart({
        order: { localCart: local, localDataFields: readDataFields() },
        replace: true,
        expectedVersion: sync.version,
        tabId: tabId(),
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
  if (message.type === 'ready') {
    if (message.version !== sync.version) void fetchCart().then((r) => r && generation === sync.generation && adopt(r.order, r.version))
  } else if (message.version > sync.version) {
    if (message.tabId === tabId()) return
    adopt(message.order, message.version)
  }
}

/** (Re)loads the shopper's cart from the server: at start, and when this browser signs in or out. */
async function load() {
  sync.ready = false
  sync.generation += 1
  const generation = sync.generation
  closeCartSocket()
  let remote = await fetchCart()
  if (!remote) return
  authState.signedIn = remote.signedIn
  if (remote.signedIn && remote.guestPending) {
    await migrate()
    remote = (await fetchCart()) ?? remote
  }
  if (generation !== sync.generation) return
  const scope = remote.signedIn ? 'u' : 'g'
  const known = storedVersion() === `${scope}:${remote.version}`
  const local = localCart()
  sync.scope = scope
  if (known) {
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
  sync.ready = true
  if (sync.base !== serialise(localCart())) schedule()
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
  onAuthChange(() => void load())
  void load()
}
