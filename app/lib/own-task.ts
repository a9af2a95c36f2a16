/**
 * Starts an effect's work in a task of its own (decision 0138). React runs the effects of one commit
 * together, in one task: after the first page's hydration that was every component's effects at once,
 * 95-140 ms of a phone's main thread (4x), a long task Total Blocking Time counts. Effects that set up
 * watchers or read browser storage (the first read of localStorage, sessionStorage or a cookie waits on
 * the browser) can start a task later: nothing the shopper sees depends on them before it.
 *
 *   useEffect(() => inOwnTask(startSomething), [])
 *
 * The returned cleanup cancels the start if it has not run yet, or runs the started work's own stop.
 */
export function inOwnTask(start: () => unknown): () => void {
  let stop: unknown
  let started = false
  const timer = setTimeout(() => {
    started = true
    stop = start()
  }, 0)
  return () => {
    if (!started) clearTimeout(timer)
    else if (typeof stop === 'function') stop()
  }
}
