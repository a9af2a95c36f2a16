/**
 * A tiny per-isolate memo for site-wide answers (settings, menu, footer) so that a burst of page
 * renders does not ask the back end the same question each time. Failures are kept briefly too.
 */
interface Entry<T> {
  value: T
  expiresAt: number
}

export function createMemo<T>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<Promise<T>>>()
  return {
    async get(key: string, ttlMs: number, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) return hit.value
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
