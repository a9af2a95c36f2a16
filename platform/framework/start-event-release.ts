/**
 * Releases TanStack Start's per-request event once the response is out (bench/rss.mjs, decision 0007).
 *
 * Start keeps its request event in an AsyncLocalStorage and points `event.currentResponse` at the
 * Response it builds inside that context. In workerd a Response remembers the async context it was
 * created in, and that context holds the event strongly: Response -> context -> event -> Response is
 * a cycle the collector cannot see through, so every rendered page kept its Router, QueryClient and
 * data alive for the life of the isolate (+~5 MB of heap per 200 renders, falling throughput).
 * Dropping `currentResponse` after the handler answered breaks the cycle.
 *
 * Upstream: @tanstack/start-server-core@1.169.45 · issue: none found (closest: https://github.com/TanStack/router/issues/5289)
 */
const EVENT_STORAGE = Symbol.for('tanstack-start:event-storage')

interface StartEvent {
  request?: Request
  currentResponse?: Response
}
interface EventStorage {
  run: (store: StartEvent, fn: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown
}

const events = new WeakMap<Request, StartEvent>()
let watching = false
/** Counts for the tests: a miss means Start's internals changed and the cycle is back. */
export const releaseStats = { released: 0, missed: 0 }

/** Patches Start's event storage (once) so the event of each request can be found by its Request. */
export function watchStartEvents(): boolean {
  if (watching) return true
  const storage = (globalThis as Record<symbol, EventStorage | undefined>)[EVENT_STORAGE]
  if (!storage || typeof storage.run !== 'function') return false
  const run = storage.run.bind(storage)
  storage.run = (store, fn, ...args) => {
    if (store?.request) events.set(store.request, store)
    return run(store, fn, ...args)
  }
  watching = true
  return true
}

/** After Start answered `request`: forget the response its event points at. True when an event was found. */
export function releaseStartEvent(request: Request): boolean {
  const event = events.get(request)
  if (!event) {
    releaseStats.missed += 1
    return false
  }
  releaseStats.released += 1
  event.currentResponse = undefined
  events.delete(request)
  return true
}
