import { groupDrops, type ItemDrop } from '#contract/items.ts'
import type { ApiFailure } from './client'

/**
 * Back-end failures seen while a page renders (issue 13). A page rendered while the admin API
 * failed shows the spec's defaults; it must never be stored in the page cache, or shoppers would
 * keep seeing the defaults after the back end recovers. The client reports here; the Worker's page
 * cache registers the listener that ties a report to the request being rendered (worker/render-record.ts).
 */
type Listener = (message: string) => void

let listener: Listener | null = null

export function onBackEndFailure(next: Listener | null) {
  listener = next
}

/** A failure that says "this answer is missing or unreliable now", as opposed to a real "not found". */
export function isLostData(failure: Pick<ApiFailure, 'kind' | 'status'>): boolean {
  return !(failure.kind === 'status' && (failure.status === 404 || failure.status === 410))
}

export function reportBackEndFailure(failure: Pick<ApiFailure, 'kind' | 'status' | 'message'>) {
  if (listener && isLostData(failure)) listener(failure.message)
}

type DropListener = (count: number) => void
let dropListener: DropListener | null = null

/** The Worker counts the items dropped while it answers one request (worker/middleware/server-timing/index.ts). */
export function onItemsDropped(next: DropListener | null) {
  dropListener = next
}

/** Items dropped by an answer this request did not fetch itself (a reused shared answer): counted, not logged again. */
export function reportItemsDropped(count: number) {
  if (dropListener && count > 0) dropListener(count)
}

const MAX_LOGGED = 500
const logged = new Set<string>()

/**
 * Items of an answer's lists that failed their schema and were dropped (app/api/contract/items.ts):
 * one structured log line per endpoint and field path for the life of the isolate (a back end that
 * sends a broken item sends it on every call), and the count of this call to the request's listener.
 */
export function reportItemDrops(endpoint: string, drops: readonly ItemDrop[]) {
  if (dropListener) dropListener(drops.length)
  for (const group of groupDrops(drops)) {
    const key = `${endpoint} ${group.path}`
    if (logged.has(key) || logged.size >= MAX_LOGGED) continue
    logged.add(key)
    console.warn(
      JSON.stringify({
        event: 'admin-api.item-dropped',
        endpoint,
        path: group.path,
        issue: group.issue,
        count: group.count,
      }),
    )
  }
}

/** Tests: forget which drops were logged. */
export function resetLoggedDrops() {
  logged.clear()
}
