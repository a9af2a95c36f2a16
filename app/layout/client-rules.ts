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
