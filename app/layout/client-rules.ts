import { TIMINGS } from '#config'

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
 * True for the errors a failed lazy chunk produces in modern browsers (and Vite's preload of a
 * chunk's stylesheet). Vite also reports through `vite:preloadError` any error of code chained onto a
 * lazy import (`import('./x').then((m) => m.call())`): a failed server call is not one of these.
 */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  )
}

/** Whether Vite's `vite:preloadError` (its `payload`, the error) is a chunk that failed to load: only then does the page reload. */
export function preloadErrorIsChunk(payload: unknown): boolean {
  return isChunkLoadError(String((payload as Error | undefined)?.message ?? payload))
}

/**
 * Where to scroll when arriving on a page. Returning to a saved page goes to the saved position,
 * or - when the page is now shorter - to the lowest reachable position; any other arrival goes to top.
 */
export function scrollTarget(
  saved: number | undefined,
  returning: boolean,
  pageHeight: number,
  viewportHeight: number,
): number {
  if (!returning || saved === undefined || !Number.isFinite(saved) || saved <= 0) return 0
  const maxScroll = Math.max(0, pageHeight - viewportHeight)
  return Math.min(saved, maxScroll)
}
