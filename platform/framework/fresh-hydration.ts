import type { DehydratedState } from '@tanstack/react-query'

/**
 * Server data in a page counts as fresh when the page loads (docs/decisions/0011-hydrated-data-is-fresh.md).
 * A page served from the edge page cache carries queries dehydrated up to its TTL ago; react-query
 * would see them as stale and refetch every one of them the moment the page hydrates - 3 or 4
 * uncached server calls per cached page view and a full re-render of the page on the main thread.
 * The HTML the shopper sees is the authority until the page is purged or expires, so successful
 * queries are restamped as fetched now; failed or pending ones keep their state and retry.
 *
 * Upstream: @tanstack/query-core@5.108.0 · issue: none found (react-query refetches stale dehydrated queries by design; decision 0011)
 */
type DehydratedQuery = DehydratedState['queries'][number]

export function restampQueries<Q extends DehydratedQuery>(queries: readonly Q[], now: number): Q[] {
  return queries.map((q) =>
    q.state.status === 'success' && q.state.dataUpdatedAt < now
      ? { ...q, dehydratedAt: Math.max(q.dehydratedAt ?? 0, now), state: { ...q.state, dataUpdatedAt: now } }
      : q,
  )
}

interface DehydratedRouterQueries {
  query?: { initial?: unknown; stream?: ReadableStream<DehydratedQuery[]> }
}

interface HydratableRouter {
  // biome-ignore lint/suspicious/noExplicitAny: the router's own hydrate signature (its dehydrated shape is internal)
  options: { hydrate?: (dehydrated: any) => Promise<void> | void }
}

/**
 * Wraps the router's hydrate (installed by setupRouterSsrQueryIntegration) so both the queries in
 * the page's first chunk and those streamed after it are restamped before react-query sees them.
 */
export function hydrateAsFresh(router: HydratableRouter, now: () => number = Date.now) {
  const original = router.options.hydrate
  if (!original) return
  router.options.hydrate = (dehydrated: DehydratedRouterQueries) => {
    const query = dehydrated?.query
    if (query) {
      if (Array.isArray(query.initial)) query.initial = restampQueries(query.initial as DehydratedQuery[], now())
      if (query.stream && typeof query.stream.pipeThrough === 'function') {
        query.stream = query.stream.pipeThrough(
          new TransformStream<DehydratedQuery[], DehydratedQuery[]>({
            transform(chunk, controller) {
              controller.enqueue(Array.isArray(chunk) ? restampQueries(chunk, now()) : chunk)
            },
          }),
        )
      }
    }
    return original(dehydrated)
  }
}
