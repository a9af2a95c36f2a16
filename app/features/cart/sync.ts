import { subscribe } from 'valtio'
import { COOKIES, STORAGE_KEYS, TIMINGS } from '../../../app.config'
import { round3 } from '../../api/contract/numbers'
import { authState } from '../auth/auth-state'
import { onAuthChange } from '../auth/broadcast'
import { cartOrigin, cartState } from './store'
import { parseStoredCart, type StoredCart } from './stored-cart'

/**
 * One cart across tabs and devices (decision 0006). The shopper's CartStore object on the server
 * holds the cart with a version; this module saves every change of this tab with expectedVersion,
 * rebases on a 409 and retries once, follows the object's pushes on /ws/cart, and runs the
 * guest-to-account migration after login under the object's leader lock. Loaded on its own chunk,
 * after the cart; no zod here (browser module).
 */

interface RemoteOrder {
  localCart: unknown
  localDataFields: Record<string, unknown>
}
interface RemoteCart {
  order: RemoteOrder
  version: number
  signedIn: boolean
  guestPending: boolean
}
interface Frame {
  type: 'ready' | 'cart:event'
  version: number
  order?: RemoteOrder
  tabId?: string | null
}

const SAVE_DEBOUNCE_MS = 80
const API = '/api/cart'

const sync = {
  /** The server version this tab's `base` is at; `scope` is g(uest) or u(ser). */
  version: 0,
  scope: 'g',
  /** The cart as last known on the server (serialised); local changes are the difference to it. */
  base: '',
  ready: false,
  timer: 0 as ReturnType<typeof setTimeout> | 0,
  saving: null as Promise<void> | null,
  socket: null as WebSocket | null,
  reconnect: 0 as ReturnType<typeof setTimeout> | 0,
  generation: 0,
}

function tabId(): string {
  try {
    let id = window.sessionStorage.getItem(STORAGE_KEYS.tabId)
    if (!id) {
      id = crypto.randomUUID()
      window.sessionStorage.setItem(STORAGE_KEYS.tabId, id)
    }
    return id
  } catch {
    if (!memoTab) memoTab = crypto.randomUUID()
    return memoTab
  }
}
let memoTab: string | undefined

function localCart(): StoredCart {
  const { loaded: _l, corrupted: _c, ...cart } = cartState
  return JSON.parse(JSON.stringify(cart)) as StoredCart
}
const serialise = (cart: StoredCart) => JSON.stringify(cart)

function readDataFields(): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.cartData)
    const value = raw ? (JSON.parse(raw) as unknown) : {}
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function storeVersion() {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cartVersion, `${sync.scope}:${sync.version}`)
  } catch {}
}
function storedVersion(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cartVersion)
  } catch {
    return null
  }
}

/** remote + (local - base), per product; everything else from local when it changed, else remote. */
export function rebase(base: StoredCart, local: StoredCart, remote: StoredCart): StoredCart {
  const count = (cart: StoredCart, id: number) => cart.products.find((l) => l.product.productId === id)?.count ?? 0
  const ids: number[] = []
  for (const l of [...remote.products, ...local.products]) if (!ids.includes(l.product.productId)) ids.push(l.product.productId)
  const products: StoredCart['products'] = []
  for (const id of ids) {
    const n = round3(count(remote, id) + count(local, id) - count(base, id))
    const product = (local.products.find((l) => l.product.productId === id) ?? remote.products.find((l) => l.product.productId === id))!.product
    if (n > 0) products.push({ product, count: n })
  }
  const fieldsChanged = serialise({ ...local, products: [] }) !== serialise({ ...base, products: [] })
  return { ...(fieldsChanged ? local : remote), products }
}

function parseRemote(order: RemoteOrder | undefined): StoredCart {
  return parseStoredCart(JSON.stringify(order?.localCart ?? null)).cart
}

/** Takes a server state in: local changes not yet saved are kept on top of it (and saved). */
function adopt(order: RemoteOrder | undefined, version: number, keepLocal = true) {
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

async function fetchRemote(): Promise<RemoteCart | null> {
  try {
    const res = await fetch(API, { credentials: 'same-origin', cache: 'no-store' })
    return res.ok ? ((await res.json()) as RemoteCart) : null
  } catch {
    return null
  }
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
      let res: Response
      try {
        res = await fetch(API, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            order: { localCart: local, localDataFields: readDataFields() },
            replace: true,
            expectedVersion: sync.version,
            tabId: tabId(),
            ...(emptied ? { reason: 'empty_cart' } : {}),
          }),
        })
      } catch {
        return
      }
      if (res.ok) {
        const { version } = (await res.json()) as { version: number }
        sync.base = body
        sync.version = version
        storeVersion()
        return
      }
      if (res.status !== 409) return
      // Someone else saved first: take their cart in under ours and retry once.
      const remote = await fetchRemote()
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

function devMode(): boolean {
  return document.cookie.split('; ').some((c) => c === `${COOKIES.devMode}=true`)
}

function connect(generation: number) {
  if (devMode() || generation !== sync.generation || typeof WebSocket === 'undefined') return
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/cart`
  let ws: WebSocket
  try {
    ws = new WebSocket(url)
  } catch {
    return retry(generation)
  }
  sync.socket = ws
  ws.addEventListener('message', (event) => {
    let frame: Frame
    try {
      frame = JSON.parse(String(event.data)) as Frame
    } catch {
      return
    }
    if (frame.type === 'ready') {
      // Missed pushes while disconnected: catch up.
      if (frame.version !== sync.version) void fetchRemote().then((r) => r && generation === sync.generation && adopt(r.order, r.version))
    } else if (frame.type === 'cart:event' && frame.version > sync.version) {
      if (frame.tabId === tabId()) return
      adopt(frame.order, frame.version)
    }
  })
  ws.addEventListener('close', () => {
    if (sync.socket === ws) sync.socket = null
    retry(generation)
  })
}

function retry(generation: number) {
  if (generation !== sync.generation) return
  const { cartSocketReconnectMin: min, cartSocketReconnectMax: max } = TIMINGS
  if (sync.reconnect) clearTimeout(sync.reconnect)
  sync.reconnect = setTimeout(() => connect(generation), min + Math.random() * (max - min))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function lock(op: 'acquire' | 'renew' | 'release' | 'status'): Promise<{ ok: boolean; holder: { tabId: string } | null } | null> {
  try {
    const res = await fetch(`${API}/lock`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ op, tabId: tabId() }) })
    return res.ok ? ((await res.json()) as { ok: boolean; holder: { tabId: string } | null }) : null
  } catch {
    return null
  }
}

/**
 * Guest-to-account migration: the tab that gets the lock merges (the server merges a guest cart
 * at most once anyway); the others wait for the lock to be free (at most lockWait) and then load
 * the account's cart without merging.
 */
async function migrate(): Promise<void> {
  const got = await lock('acquire')
  if (got?.ok) {
    const renew = setInterval(() => void lock('renew'), TIMINGS.lockRenewal)
    try {
      let noUserId: string | undefined
      try {
        noUserId = window.localStorage.getItem(STORAGE_KEYS.browserId) ?? undefined
      } catch {}
      await fetch(`${API}/merge`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ noUserId, tabId: tabId() }) })
    } catch {
      // the next load retries (the guest cookie is kept until a merge succeeds)
    } finally {
      clearInterval(renew)
      await lock('release')
    }
    return
  }
  const until = Date.now() + TIMINGS.lockWait
  while (Date.now() < until) {
    await sleep(TIMINGS.lockPoll)
    const status = await lock('status')
    if (status && !status.holder) return
  }
}

/** (Re)loads the shopper's cart from the server: at start, and when this browser signs in or out. */
async function load() {
  sync.ready = false
  sync.generation += 1
  const generation = sync.generation
  sync.socket?.close(1000)
  let remote = await fetchRemote()
  if (!remote) return
  authState.signedIn = remote.signedIn
  if (remote.signedIn && remote.guestPending) {
    await migrate()
    remote = (await fetchRemote()) ?? remote
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
  connect(generation)
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
