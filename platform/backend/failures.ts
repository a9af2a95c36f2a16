import { groupDrops, type ItemDrop } from '#contract/items.ts'
import type { ApiFailure } from './client'

/**
 * Back-end failures seen while a page renders (issue 13). A page rendered while the admin API
 * failed shows the spec's defaults; it must not be stored in the page cache for long, or shoppers would
 * keep seeing the defaults after the back end recovers: never when the settings or its main content
 * failed, briefly when only secondary calls did (decision 0127). The client reports here, with the
 * call's registry label (`GET /base/slides_banner`) that tells which it was (secondary-calls.ts); the
 * Worker's page cache registers the listener that ties a report to the request being rendered
 * (worker/middleware/page-cache/render-record.ts).
 */
type Listener = (message: string, endpoint: string | undefined) => void

let listener: Listener | null = null

export function onBackEndFailure(next: Listener | null) {
  listener = next
}

/** A failure that says "this answer is missing or unreliable now", as opposed to a real "not found". */
export function isLostData(failure: Pick<ApiFailure, 'kind' | 'status'>): boolean {
  return !(failure.kind === 'status' && (failure.status === 404 || failure.status === 410))
}

/** A failed call for the render being answered; `endpoint` is the call's registry label (none: counted as a main call). */
export function reportBackEndFailure(failure: Pick<ApiFailure, 'kind' | 'status' | 'message'>, endpoint?: string) {
  if (listener && isLostData(failure)) listener(failure.message, endpoint)
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

/** How often one call's failures of one kind write a log line; the ones in between are counted. */
export const FAILURE_LOG_INTERVAL_MS = 60_000
const MAX_FAILURE_KEYS = 500
/**
 * Per key (a call with its kind, status and words; a page-cache refusal's kind): when its last line was
 * written, the failures since, and what a count of them is told with. In the order of their last
 * line, the oldest first, so the ones whose minute has ended are at the front.
 */
const failureLines = new Map<string, { at: number; repeats: number; line: string; label: string }>()

/** The count of a key's repeats, as the end of a line: `(label: N more like it ...)`. */
function repeatsNote(label: string, repeats: number, since: string): string {
  return ` (${label}: ${repeats} more like it ${since})`
}

/**
 * Writes the count of every key whose minute has ended with failures uncounted (decision 0109): an
 * outage that ended within the minute wrote its first line and then nothing, and what followed was
 * never counted. The key's line again, with `N more like it in the minute after its last line`; the
 * key is forgotten, so its next failure writes a line of its own at once. The client calls this on
 * every call, so the first call after the back end recovered writes the counts; cheap when none is due.
 */
export function flushFailureLog(now = Date.now()) {
  for (const [key, entry] of failureLines) {
    if (now - entry.at < FAILURE_LOG_INTERVAL_MS) return
    failureLines.delete(key)
    if (entry.repeats > 0)
      console.warn(`${entry.line}${repeatsNote(entry.label, entry.repeats, 'in the minute after its last line')}`)
  }
}

/**
 * A failure's log line, once per `key` per FAILURE_LOG_INTERVAL_MS per isolate (decision 0109): the
 * ones in between are counted, and the count is written with the key's next line after the minute,
 * or by flushFailureLog when the minute ends without one. `label` names the key in the count.
 */
export function warnOnceAMinute(key: string, label: string, line: string) {
  const now = Date.now()
  const last = failureLines.get(key)
  if (last && now - last.at < FAILURE_LOG_INTERVAL_MS) {
    last.repeats++
    return
  }
  // Its own count goes with its new line, as before; the others whose minute ended get theirs.
  if (last) failureLines.delete(key)
  flushFailureLog(now)
  if (failureLines.size >= MAX_FAILURE_KEYS) {
    const [oldest, entry] = failureLines.entries().next().value as [
      string,
      { repeats: number; line: string; label: string },
    ]
    failureLines.delete(oldest)
    if (entry.repeats > 0)
      console.warn(`${entry.line}${repeatsNote(entry.label, entry.repeats, 'since its last line')}`)
  }
  failureLines.set(key, { at: now, repeats: 0, line, label })
  const since = last?.repeats
    ? repeatsNote(label, last.repeats, `in the ${Math.round((now - last.at) / 1000)} s since its last line`)
    : ''
  console.warn(`${line}${since}`)
}

/**
 * A failed call in the operator's log, with what the back end said (`line`: its error text, a
 * redirect's target, the schema's complaint), which never reaches a page (review r64). One line per
 * call, kind, status and words per FAILURE_LOG_INTERVAL_MS per isolate: with the back end down, every
 * render failed the same calls again and wrote them again (23 lines for one home page), so the next
 * line after the interval says how many failures of that call it stood for. A 404 or 410 to a GET
 * is an answer (isLostData), not a failure: the caller decides whether it is worth a line.
 */
export function logCallFailure(
  endpoint: string,
  failure: Pick<ApiFailure, 'kind' | 'status'>,
  line: string,
  detail = '',
) {
  // A 404 to a GET says the thing is missing; to a write (a form, a credit request) it is a failure.
  if (!isLostData(failure) && endpoint.startsWith('GET ')) return
  // What the back end said is part of the key (its numbers aside, so one error about many products
  // is one line): another failure of the same call is not hidden behind the first (review r68).
  // (workerd's "internal error; reference = <id>" names a new id each time: one failure, one key)
  const words = detail.replace(/\breference = \w+/g, 'reference').replace(/\d+/g, '#')
  const key = `${endpoint} ${failure.kind} ${failure.status} ${words.slice(0, 160)}`
  warnOnceAMinute(key, endpoint, `[admin-api] ${line}`)
}

/** Tests: forget which failures were logged. */
export function resetFailureLog() {
  failureLines.clear()
}
