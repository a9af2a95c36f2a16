import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { onItemsDropped } from '#platform/backend/failures.ts'
import type { AppEnv } from '../../types'

/**
 * `Server-Timing: app;dur=<ms>` on every response: the time from the Worker receiving the request
 * to the response's headers being ready. A streamed page's body continues after it (the render and
 * the HTML pass, issue 31.3), and a header cannot carry a time taken after it was sent (browsers
 * ignore Server-Timing trailers), so the time to the body's end is measured by the bench's client
 * instead: time to the last byte next to this value (bench/run.mjs, decision 0007). Workers' clocks
 * advance only across I/O, so pure CPU time shows as little or nothing in production; under local
 * workerd it is the wall time.
 */
export const serverTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now()
  const dropped = { count: 0 }
  c.set('droppedItems', dropped)
  await next()
  const dur = Math.max(0, performance.now() - started).toFixed(2)
  // Items of the back end's lists dropped for failing their schema (app/api/contract/items.ts) while
  // the headers were made; each is also logged once per endpoint and field path.
  const value = dropped.count > 0 ? `app;dur=${dur}, ${DROPPED_METRIC};dur=${dropped.count}` : `app;dur=${dur}`
  try {
    c.res.headers.append('Server-Timing', value)
  } catch {
    // immutable headers (a fetched response passed through): copy once
    const res = new Response(c.res.body, c.res)
    res.headers.append('Server-Timing', value)
    c.res = res
  }
}

export const DROPPED_METRIC = 'dropped-items'
const droppedItems = new AsyncLocalStorage<{ count: number }>()

/**
 * Counts the list items dropped by what runs after it into this request's Server-Timing. It wraps the
 * parts that call the back end (the render and server functions, the Worker's own endpoints), not the
 * whole app: a page-cache HIT calls no back end, and an AsyncLocalStorage frame around it cost ~0.25 ms
 * of its ~3.3 ms of CPU (issue 53.4, measured on Miniflare).
 */
export const countDroppedItems: MiddlewareHandler<AppEnv> = (c, next) =>
  droppedItems.run(c.get('droppedItems') ?? { count: 0 }, next)
onItemsDropped((count) => {
  const record = droppedItems.getStore()
  if (record) record.count += count
})

/** The count of dropped items in a Server-Timing header (0 when absent). */
export function droppedCount(header: string | null): number {
  const match = new RegExp(`(?:^|,)\\s*${DROPPED_METRIC};(?:[^,]*;)?dur=([0-9]+)`).exec(header ?? '')
  return match ? Number(match[1]) : 0
}

/** The `app` duration of a Server-Timing header, or null. */
export function appDuration(header: string | null): number | null {
  const match = /(?:^|,)\s*app;(?:[^,]*;)?dur=([0-9.]+)/.exec(header ?? '')
  return match ? Number(match[1]) : null
}
