import { DurableObject } from 'cloudflare:workers'
import { CART_SESSION_ENDED_CLOSE, LIMITS, SERVER_COOKIE_MAX_AGE, SERVER_LIMITS, SERVER_TIMINGS } from '#config'
import {
  CART_OWNER_HEADER,
  CART_SESSION_HEADER,
  type CartLockAnswer,
  type CartLockOp,
  type CartMergeAnswer,
  type CartOrder,
  type CartSaved,
  type CartSocketMessage,
} from '#contract/cart-sync.ts'
import { countCapOf, round3 } from '#contract/numbers.ts'
import type { Env } from '#platform/env.ts'

/**
 * One shopper's cart (docs/decisions/0006): a SQLite-backed Durable Object named by the verified
 * user id or by the guest cookie's token - never by anything the client sends. All storage calls
 * are synchronous SQL, so every method below runs start to end without interleaving: a
 * read-check-write is atomic and a version can never be lost or reused. What it stores, answers and
 * pushes is typed by the wire contract (app/api/contract/cart-sync.ts).
 */

export const EMPTY_ORDER: CartOrder = { localCart: { products: [] }, localDataFields: {} }

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; currentVersion: number }
  | { ok: false; currentVersion: number; tooLarge: true }

/**
 * Whether a cart is within what one whole save may carry (WIRE_LIMITS: its lines and its JSON bytes).
 * A merging save (`replace: false`) is checked after the merge: each body passed the limits, but twelve
 * of them merged into one cart made 12,000 lines and 2.9 MB (a review), past what a client could ever
 * save back whole - and past a SQLite-backed object's 2 MB value limit on Cloudflare.
 */
export function fitsCartStore(order: CartOrder): boolean {
  return (
    order.localCart.products.length <= LIMITS.cartLines &&
    new TextEncoder().encode(JSON.stringify(order)).length <= LIMITS.cartBodyBytes
  )
}

/** Whose cart an object holds: a guest's is deleted once idle for as long as its cookie lives. */
export type CartOwner = 'guest' | 'user'
/**
 * Whose cart a write is for: an account's (kept), a guest's whose cookie came back with the request
 * (kept while the cookie lives), or a `new-guest`'s - the Worker made the guest in this very request,
 * so nobody has shown it keeps the cookie yet - and a guest's whose cookie goes (a merge's take).
 */
export type CartWriter = CartOwner | 'new-guest'

/** A guest cart untouched for this long is gone with its cookie: the object deletes itself (ms). */
export const GUEST_CART_IDLE_MS = SERVER_COOKIE_MAX_AGE.cartAndFavorites * 1000
/**
 * A guest cart nobody came back to with its cookie is deleted after this long (ms; decision 0105): a
 * cookie-less stranger's saves do not fill the store for a year.
 */
export const GUEST_CART_FIRST_IDLE_MS = SERVER_TIMINGS.guestCartFirstIdle

/**
 * The site's rules a merge keeps: its cap on one line's count (cart_settings.max_count) and whether it
 * sells past its stock (allow_negative_stock: then stock caps nothing, as a shopper adding to the cart
 * is not capped by it either). Without them, the spec's: at most 99,999, capped at stock.
 */
export interface MergeRules {
  maxCount: number
  negativeStock: boolean
}
export const SPEC_MERGE_RULES: MergeRules = { maxCount: LIMITS.maxCount, negativeStock: false }

/** `rules` as a merge may trust them: a cap that is no whole number from 1 to 99,999 is 99,999 (countCapOf). */
export function mergeRulesOf(rules: Partial<MergeRules> | undefined): MergeRules {
  return { maxCount: countCapOf(rules?.maxCount), negativeStock: rules?.negativeStock === true }
}

/**
 * Sums counts per product (spec: "Merging two carts sums counts per product, capped at stock"): a
 * product's stock (when known and positive) caps the sum unless the site sells past its stock, and the
 * site's max_count caps it always; a line already over the cap keeps its count (nothing is taken away).
 */
export function mergeOrders(base: CartOrder, extra: CartOrder, rules: MergeRules = SPEC_MERGE_RULES): CartOrder {
  const products = base.localCart.products.map((l) => ({ ...l }))
  for (const line of extra.localCart.products) {
    const existing = products.find((l) => l.product.productId === line.product.productId)
    const stock = Number((existing?.product ?? line.product).stock)
    const cap =
      !rules.negativeStock && Number.isFinite(stock) && stock > 0 ? Math.min(stock, rules.maxCount) : rules.maxCount
    if (existing) existing.count = Math.min(round3(existing.count + line.count), Math.max(cap, existing.count))
    else products.push({ ...line, count: Math.min(line.count, cap) })
  }
  return {
    localCart: { ...extra.localCart, ...base.localCart, products },
    localDataFields: { ...extra.localDataFields, ...base.localDataFields },
  }
}

/**
 * mergeOrders within what the store keeps (fitsCartStore): `extra`'s lines in their order, as many as
 * fit, and the part of `extra` that was taken. The sign-in merge and a restore wrote the whole merge:
 * a guest cart of 600 lines into an account of 600 made a cart of 1,200 that no client can ever save
 * back whole (a code audit), and on Cloudflare one past a SQLite-backed object's 2 MB value.
 */
export function mergeWithin(
  base: CartOrder,
  extra: CartOrder,
  rules: MergeRules = SPEC_MERGE_RULES,
): { order: CartOrder; taken: CartOrder } {
  const whole = mergeOrders(base, extra, rules)
  if (fitsCartStore(whole)) return { order: whole, taken: extra }
  const lines = extra.localCart.products
  const part = (n: number): CartOrder => ({ ...extra, localCart: { ...extra.localCart, products: lines.slice(0, n) } })
  // the most lines that fit, by halving (each try is one merge and one JSON length)
  let low = 0
  let high = lines.length - 1
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (fitsCartStore(mergeOrders(base, part(mid), rules))) low = mid
    else high = mid - 1
  }
  return { order: mergeOrders(base, part(low), rules), taken: part(low) }
}

export class CartStore extends DurableObject<Env> {
  private sql: SqlStorage
  /** Whether the tables exist. They are created by the first write, not by a read: a page view, a
   * cookie-less `GET /api/cart` or a socket leaves no stored object behind (issue 25). */
  private hasTables: boolean

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    // A tab pings its socket while shown (app/features/cart/sync/socket.ts, TIMINGS.cartSocketPing):
    // the runtime answers without waking a hibernated object, so a shown page costs no object time.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
    this.hasTables =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cart'").toArray().length > 0
  }

  private schema() {
    if (this.hasTables) return
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS cart (id INTEGER PRIMARY KEY CHECK (id = 1), body TEXT NOT NULL, version INTEGER NOT NULL)`,
    )
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS lock (id INTEGER PRIMARY KEY CHECK (id = 1), tab_id TEXT NOT NULL, expires_at INTEGER NOT NULL)`,
    )
    this.sql.exec(`CREATE TABLE IF NOT EXISTS merged (source TEXT PRIMARY KEY, at INTEGER NOT NULL)`)
    this.hasTables = true
  }

  private read(): { order: CartOrder; version: number } {
    if (!this.hasTables) return { order: EMPTY_ORDER, version: 0 }
    const row = this.sql
      .exec<{ body: string; version: number }>('SELECT body, version FROM cart WHERE id = 1')
      .toArray()[0]
    if (!row) return { order: EMPTY_ORDER, version: 0 }
    return { order: JSON.parse(row.body) as CartOrder, version: row.version }
  }

  /**
   * Writes the cart; a guest's write moves its deletion alarm a cookie lifetime ahead, a new guest's
   * (nobody came back with its cookie yet) GUEST_CART_FIRST_IDLE_MS ahead.
   */
  private async write(order: CartOrder, version: number, owner: CartWriter) {
    this.schema()
    this.sql.exec(
      'INSERT INTO cart (id, body, version) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body, version = excluded.version',
      JSON.stringify(order),
      version,
    )
    if (owner !== 'user')
      await this.ctx.storage.setAlarm(Date.now() + (owner === 'guest' ? GUEST_CART_IDLE_MS : GUEST_CART_FIRST_IDLE_MS))
  }

  private hasCart(): boolean {
    return this.hasTables && this.sql.exec('SELECT 1 FROM cart WHERE id = 1').toArray().length > 0
  }

  /** A guest cart idle for GUEST_CART_IDLE_MS: its cookie has expired, nobody can reach it again. */
  override async alarm() {
    await this.purge()
  }

  private push(frame: CartSocketMessage) {
    const sockets = this.ctx.getWebSockets()
    let text = JSON.stringify(frame)
    // Too many bytes for all the sockets together: the version alone, and each tab reads the cart (SERVER_LIMITS.cartPushBytes).
    if (text.length * sockets.length > SERVER_LIMITS.cartPushBytes)
      text = JSON.stringify({ type: 'ready', version: frame.version } satisfies CartSocketMessage)
    for (const ws of sockets) {
      try {
        ws.send(text)
      } catch {
        // a socket closing right now; its close handler cleans up
      }
    }
  }

  /**
   * The cart and its version. `guestBack`: a guest came back with its cookie, so a stored cart now
   * lives the cookie's lifetime from here (a cart stored cookie-less had a day); a read of nothing
   * stores nothing.
   */
  async getCart(guestBack = false): Promise<{ order: CartOrder; version: number }> {
    if (guestBack && this.hasCart()) await this.ctx.storage.setAlarm(Date.now() + GUEST_CART_IDLE_MS)
    return this.read()
  }

  /**
   * Compare-and-set: accepted only when expectedVersion is the current version. `replace` overwrites
   * the cart; otherwise the posted order is merged into it (counts summed, capped at stock).
   */
  async save(
    order: CartOrder,
    replace: boolean,
    expectedVersion: number,
    tabId: string | null = null,
    owner: CartWriter = 'user',
  ): Promise<SaveResult> {
    const current = this.read()
    if (expectedVersion !== current.version) return { ok: false, currentVersion: current.version }
    const next = replace ? order : mergeOrders(current.order, order)
    if (!replace && !fitsCartStore(next)) return { ok: false, currentVersion: current.version, tooLarge: true }
    const version = current.version + 1
    await this.write(next, version, owner)
    this.push({ type: 'cart:event', version, order: next, tabId })
    return { ok: true, version }
  }

  async clear(tabId: string | null = null, owner: CartWriter = 'user'): Promise<CartSaved> {
    const version = this.read().version + 1
    await this.write(EMPTY_ORDER, version, owner)
    this.push({ type: 'cart:event', version, order: EMPTY_ORDER, tabId })
    return { version }
  }

  /**
   * Merges another cart (a guest's) into this one exactly once per `source`: a second call with the
   * same source changes nothing. Returns whether this call merged and what it took: lines past the
   * store's limits are left out (mergeWithin) - with the guest's cookie gone, they are not kept.
   * `rules`: the site's (mergeRulesOf; absent, the spec's).
   */
  async mergeOnce(source: string, order: CartOrder, rules?: Partial<MergeRules>): Promise<CartMergeAnswer> {
    this.schema()
    const done = this.sql.exec('SELECT 1 FROM merged WHERE source = ?', source).toArray().length > 0
    const current = this.read()
    if (done || order.localCart.products.length === 0) {
      if (!done) this.sql.exec('INSERT INTO merged (source, at) VALUES (?, ?)', source, Date.now())
      return { merged: false, version: current.version }
    }
    const { order: next, taken } = mergeWithin(current.order, order, mergeRulesOf(rules))
    const version = current.version + 1
    this.sql.exec('INSERT INTO merged (source, at) VALUES (?, ?)', source, Date.now())
    await this.write(next, version, 'user')
    this.push({ type: 'cart:event', version, order: next, tabId: null })
    return { merged: true, version, taken }
  }

  /**
   * Hands the cart over (a guest object's cart, taken into an account): returns it and empties it
   * in one step, bumping the version so that a save computed against it gets a 409. The guest's
   * cookie goes with the merge, so the emptied object has a new guest's lifetime (a restore, when
   * the account could not take the cart, gives it the cookie's again).
   */
  async takeAll(): Promise<{ order: CartOrder; version: number }> {
    const current = this.read()
    if (current.order.localCart.products.length > 0) await this.write(EMPTY_ORDER, current.version + 1, 'new-guest')
    return current
  }

  /** Gives a taken cart back (the account could not take it): merged into whatever is here now. */
  async restore(order: CartOrder, rules?: Partial<MergeRules>): Promise<CartSaved> {
    const current = this.read()
    const version = current.version + 1
    await this.write(mergeWithin(current.order, order, mergeRulesOf(rules)).order, version, 'guest')
    return { version }
  }

  /**
   * Closes the sockets of one ended session (a logout), or of every session (a password change:
   * the back end ended them all). A client whose socket closes so reloads its cart over HTTP (with
   * its current cookies, which the Worker checks again) and opens a new socket from that load.
   * Returns how many were closed.
   */
  async closeSessions(session?: string): Promise<number> {
    const sockets = session ? this.ctx.getWebSockets(session) : this.ctx.getWebSockets()
    for (const ws of sockets) {
      try {
        ws.close(CART_SESSION_ENDED_CLOSE, 'session ended')
      } catch {}
    }
    return sockets.length
  }

  /** Deletes everything this object stores and closes its sockets (a deleted account's cart). */
  async purge(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(1000, 'cart deleted')
      } catch {}
    }
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
    // The instance lives on until evicted: later calls find no tables (version 0) until a write.
    this.hasTables = false
  }

  /**
   * The leader lock (lease SERVER_TIMINGS.lockLease, renewed by its holder every TIMINGS.lockRenewal):
   * acquire succeeds when free, expired, or already held by the same tab; renew and release only
   * for the holder. An account's object only: the Worker answers a guest's lock itself, as a guest
   * has no migration to lead and a lock row would keep a guest object no alarm deletes (decision 0105).
   */
  async lock(op: CartLockOp, tabId: string, now = Date.now()): Promise<CartLockAnswer> {
    const row = this.hasTables
      ? this.sql
          .exec<{ tab_id: string; expires_at: number }>('SELECT tab_id, expires_at FROM lock WHERE id = 1')
          .toArray()[0]
      : undefined
    const holder = row && row.expires_at > now ? { tabId: row.tab_id, expiresAt: row.expires_at } : null
    const mine = holder?.tabId === tabId
    if (op === 'status') return { ok: true, holder }
    if (op === 'release') {
      if (mine) this.sql.exec('DELETE FROM lock WHERE id = 1')
      return { ok: mine, holder: mine ? null : holder }
    }
    if (op === 'renew' && !mine) return { ok: false, holder }
    if (op === 'acquire' && holder && !mine) return { ok: false, holder }
    const expiresAt = now + SERVER_TIMINGS.lockLease
    this.schema()
    this.sql.exec(
      'INSERT INTO lock (id, tab_id, expires_at) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET tab_id = excluded.tab_id, expires_at = excluded.expires_at',
      tabId,
      expiresAt,
    )
    return { ok: true, holder: { tabId, expiresAt } }
  }

  /** Only websocket upgrades come through fetch (the Worker checked the shopper and the origin). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return new Response('Expected a websocket', { status: 426 })
    if (this.ctx.getWebSockets().length >= SERVER_LIMITS.cartSockets)
      return new Response(`Too many open tabs on this cart (at most ${SERVER_LIMITS.cartSockets})`, { status: 429 })
    const pair = new WebSocketPair()
    const [client, server] = [pair[0], pair[1]]
    // Tagged with the session that opened it, so that the end of that session closes it.
    const session = request.headers.get(CART_SESSION_HEADER)
    this.ctx.acceptWebSocket(server, session && /^[0-9a-f]{16,64}$/.test(session) ? [session] : [])
    const owner = request.headers.get(CART_OWNER_HEADER)
    const ready: CartSocketMessage = {
      type: 'ready',
      version: this.read().version,
      ...(owner === 'guest' || owner === 'user' ? { owner } : {}),
    }
    server.send(JSON.stringify(ready))
    return new Response(null, { status: 101, webSocket: client })
  }

  /**
   * Pings are answered by the runtime (setWebSocketAutoResponse); this is its fallback. The shop's
   * client sends nothing else: any other message closes the socket (1008), so a stranger's flood of
   * them - 2,000 in 165 ms, each waking the object, frames up to 32 MiB - ends at its first
   * (session 62's audit).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    if (message === 'ping') ws.send('pong')
    else ws.close(1008, 'the cart socket takes pings only')
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string) {
    try {
      ws.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason)
    } catch {
      // already closed
    }
  }

  override async webSocketError(ws: WebSocket) {
    try {
      ws.close(1011, 'error')
    } catch {}
  }
}
