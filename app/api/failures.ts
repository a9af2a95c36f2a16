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
