import { STORAGE_KEYS } from '#config'
import { cartState, readStorage, writeStorage } from '../cart-state'
import type { StoredCart } from '../stored-cart'
import { versionRecord } from './known-state'

/** What the sync client knows about the server's cart (decision 0006); one per tab. */
export const sync = {
  /** The server version this tab's `base` is at; `scope` is g(uest) or u(ser). */
  version: 0,
  scope: 'g',
  /** The cart as last known on the server (serialised); local changes are the difference to it. */
  base: '',
  ready: false,
  /** This page has loaded the cart once (later loads follow a sign-in or sign-out). */
  loaded: false,
  timer: 0 as ReturnType<typeof setTimeout> | 0,
  saving: null as Promise<void> | null,
  /** Bumped by every (re)load; work started for an older load stops. */
  generation: 0,
  /** Saves failed in a row (no network, the store unreachable): the next try waits the longer (sync-timing.ts). */
  failed: 0,
}

let memoTab: string | undefined
/** This tab's id (sessionStorage): the server echoes it in its pushes so a tab skips its own. */
export function tabId(): string {
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

/** This tab's cart as stored (a plain copy of the store without its flags). */
export function localCart(): StoredCart {
  const { loaded: _l, corrupted: _c, ...cart } = cartState
  return JSON.parse(JSON.stringify(cart)) as StoredCart
}
/** A cart as the server keeps it: without the lines' `typed` marks, which only this browser reads (decision 0106). */
export const serialise = (cart: StoredCart) =>
  JSON.stringify(cart, (key, value) => (key === 'typed' ? undefined : value))

export function readDataFields(): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.cartData)
    const value = raw ? (JSON.parse(raw) as unknown) : {}
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * `cart-version`: `<g|u>:<version>` of the server state this browser saw last; `sending` marks a save
 * about to go, whose answer a page that unloads never reads (known-state.ts, decision 0056).
 */
export function storeVersion(sending?: StoredCart) {
  writeStorage(
    STORAGE_KEYS.cartVersion,
    versionRecord(sync.scope, sync.version, sending, readStorage(STORAGE_KEYS.cartVersion)),
  )
}
export const storedVersion = (): string | null => readStorage(STORAGE_KEYS.cartVersion)
