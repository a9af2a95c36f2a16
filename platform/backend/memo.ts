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
/**
 * How long a failed load (refused by `keep`, or rejected) is handed out, counted from when it settled
 * (decision 0127): the next reader after that loads again. So a failing back end is asked at most once
 * per key in its failure's time plus this (no stampede), and the next shoppers within it take the
 * failure at once instead of waiting for the same call again: counted from when the load began (decision
 * 0095's amendment), a 4 s timeout - the failure that costs a shopper most - was remembered one second,
 * and a page that needed the call waited the 4 s again on most views. The price: a back end that
 * recovers while a call hangs is seen up to this long after that call gave up. `keep` may name a
 * failure's own time instead (a 429's Retry-After).
 */
export const FAILURE_KEEP_MS = 5_000
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
  /** Set once the load has settled: a reader then takes it as it is, with no timer to bound the wait. */
  settled?: boolean
  /** Set when it settled as a failure (refused by `keep`, or rejected): `keptFailure` hands it out. */
  failed?: boolean
  /** What the settled value weighs against the memo's `maxWeight`. */
  weight: number
}

/**
 * A bound on what a memo holds: at most `maxEntries` keys and `maxWeight` in all, each settled value
 * weighed by `weigh`; the entries stored first go first. Without it the memo keeps every key it met
 * (right for a handful of site-wide answers, not for answers keyed by a shopper's query).
 */
export interface MemoBound<T> {
  maxEntries: number
  maxWeight: number
  weigh: (value: T) => number
}

/**
 * What a memo makes of a settled value: `true` keeps it for the TTL; `false` takes it for a failure,
 * kept FAILURE_KEEP_MS after it settled; a number takes it for a failure kept that many ms after it
 * settled (a back end's Retry-After). A failure is never kept longer than the TTL.
 */
export type Keep<T> = (value: T) => boolean | number

/** What `createMemo` returns. */
export type Memo<T> = ReturnType<typeof createMemo<T>>

export function createMemo<T>(now: () => number = Date.now, sharedWaitMs = SHARED_WAIT_MS, bound?: MemoBound<T>) {
  const entries = new Map<string, Entry<Promise<T>>>()
  let weight = 0
  function drop(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    weight -= entry.weight
    entries.delete(key)
  }
  function trim() {
    if (!bound) return
    for (const key of entries.keys()) {
      if (entries.size <= bound.maxEntries && weight <= bound.maxWeight) return
      drop(key)
    }
  }
  /**
   * Loads and stores the promise under the key. When it settles the entry marks itself settled; an
   * answer `keep` refuses, or a rejection, is a failure, kept FAILURE_KEEP_MS (or the time `keep` names)
   * after it settled; a bounded memo weighs the answer and keeps it only when it fits the bound on its own.
   */
  function start(key: string, ttlMs: number, load: () => Promise<T>, keep: Keep<T>): Promise<T> {
    const startedAt = now()
    const promise = load()
    const entry: Entry<Promise<T>> = { value: promise, expiresAt: startedAt + ttlMs, weight: 0 }
    drop(key)
    entries.set(key, entry)
    trim()
    const fail = (keepMs: number) => {
      entry.failed = true
      entry.expiresAt = Math.min(entry.expiresAt, now() + Math.min(ttlMs, keepMs))
    }
    promise.then(
      (value) => {
        entry.settled = true
        const kept = keep(value)
        if (kept !== true) fail(kept === false ? FAILURE_KEEP_MS : kept)
        if (!bound || entries.get(key) !== entry) return
        entry.weight = bound.weigh(value)
        weight += entry.weight
        // An answer heavier than the whole bound is not kept (and pushes nothing else out).
        if (entry.weight > bound.maxWeight) drop(key)
        else trim()
      },
      () => {
        entry.settled = true
        fail(FAILURE_KEEP_MS)
      },
    )
    return promise
  }
  return {
    async get(key: string, ttlMs: number, load: () => Promise<T>, keep: Keep<T> = () => true): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) {
        // Most readers of a render find the answer already there: no timer, no race.
        if (hit.settled) return hit.value
        return sharedOrOwn(hit.value, () => start(key, ttlMs, load, keep), sharedWaitMs)
      }
      return start(key, ttlMs, load, keep)
    },
    /** Loads the key again whatever the memo holds, and keeps that answer for the next readers (`keep` as in get). */
    refresh(key: string, ttlMs: number, load: () => Promise<T>, keep: Keep<T> = () => true): Promise<T> {
      return start(key, ttlMs, load, keep)
    },
    /**
     * The failure the memo keeps for the key - settled, not expired - or undefined: for a reader that
     * would load afresh (a render the page cache stores), which takes it rather than ask again at once.
     */
    keptFailure(key: string): Promise<T> | undefined {
      const hit = entries.get(key)
      return hit?.settled && hit.failed && hit.expiresAt > now() ? hit.value : undefined
    },
    /** How many keys and how much weight the memo holds now (tests, and the bound's own check). */
    size() {
      return { entries: entries.size, weight }
    },
    /** The last value stored for the key, expired or not, without loading: for a reader that must not call the back end. */
    peek(key: string): Promise<T> | undefined {
      return entries.get(key)?.value
    },
    clear() {
      entries.clear()
      weight = 0
    },
  }
}
