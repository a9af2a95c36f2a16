/**
 * A tiny per-isolate memo for site-wide answers (settings, menu, footer) so that a burst of page
 * renders does not ask the back end the same question each time. Failures are kept briefly too.
 *
 * A render that finds another request's load still running waits for it at most SHARED_WAIT_MS,
 * then loads on its own: the load's I/O belongs to the request that started it, and when that request
 * is cancelled the promise never settles - workerd then cancels the waiting render as hung (seen as a
 * 500 on /en/cart under four parallel page loads).
 */
export const SHARED_WAIT_MS = 5_000
const TIMED_OUT = Symbol('timed out')

function sharedOrOwn<T>(shared: Promise<T>, own: () => Promise<T>, waitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), waitMs)
  })
  return Promise.race([shared, timeout]).then((value) => {
    clearTimeout(timer)
    return value === TIMED_OUT ? own() : (value as T)
  })
}
interface Entry<T> {
  value: T
  expiresAt: number
}

export function createMemo<T>(now: () => number = Date.now, sharedWaitMs = SHARED_WAIT_MS) {
  const entries = new Map<string, Entry<Promise<T>>>()
  return {
    async get(
      key: string,
      ttlMs: number,
      load: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
    ): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) {
        return sharedOrOwn(
          hit.value,
          () => {
            const own = load()
            entries.set(key, { value: own, expiresAt: now() + ttlMs })
            return own
          },
          sharedWaitMs,
        )
      }
      const promise = load()
      entries.set(key, { value: promise, expiresAt: now() + ttlMs })
      const value = await promise
      if (!keep(value)) entries.set(key, { value: promise, expiresAt: now() + Math.min(ttlMs, 5_000) })
      return value
    },
    /** The last value stored for the key, expired or not, without loading: for a reader that must not call the back end. */
    peek(key: string): Promise<T> | undefined {
      return entries.get(key)?.value
    },
    clear() {
      entries.clear()
    },
  }
}
