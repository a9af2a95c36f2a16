import { STORAGE_KEYS, TIMINGS } from '#config'

/** A chunk-load failure reloads the page, but at most once per 60 s. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  return now - lastReloadAt >= TIMINGS.chunkReloadGuard
}

/** TanStack Router's own reload of a route chunk that failed: it marks the tab's sessionStorage with this and the error's message, once per message. */
export const ROUTER_RELOAD_MARK = 'tanstack_router_reload:'

/**
 * The router's reload marks not counted yet: the router reloads by itself when a route's chunk fails
 * (its mark is '1'; only the mark's presence stops it next time). A mark still '1' on a new page is a
 * reload that happened, and counts as ours: with two guards the page reloaded twice within a second
 * (a review; spec 8: one reload, at most every 60 s). A counted mark is rewritten to ROUTER_RELOAD_COUNTED.
 */
export const ROUTER_RELOAD_COUNTED = 'counted'
export function uncountedRouterReloads(entries: readonly (readonly [string, string | null])[]): string[] {
  return entries.filter(([key, value]) => key.startsWith(ROUTER_RELOAD_MARK) && value === '1').map(([key]) => key)
}

/**
 * Reloads the page, unless a failure reloaded it less than 60 s ago (spec 8: one reload, at most every
 * 60 s; a reload that does not help must not loop). One guard for a lazy chunk that failed to load
 * (app/layout/ClientEffects.tsx), the router's own reloads it counts, and a server-function call this
 * build no longer takes (decision 0131, app/features/auth/session-client.ts). `chunk`: the failed
 * chunk's message, marked so that the router does not reload for it again. Whether it reloads.
 */
export function reloadOnce(chunk?: string): boolean {
  // Offline, a reload is the browser's offline page and loses this one: the reload waits for the network
  // (shopper audit a4: offline for a moment, a tap on "add to cart" ended on the dinosaur).
  if (!navigator.onLine) {
    addEventListener('online', () => reloadOnce(chunk), { once: true })
    return false
  }
  const last = Number(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt) ?? Number.NaN)
  const now = Date.now()
  if (!shouldReloadAfterChunkError(Number.isFinite(last) ? last : null, now)) return false
  sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(now))
  // The same chunk failing again on the reloaded page is not the router's to reload either.
  if (chunk) sessionStorage.setItem(`${ROUTER_RELOAD_MARK}${chunk}`, ROUTER_RELOAD_COUNTED)
  window.location.reload()
  return true
}
