/**
 * A time after which what a page shows is no longer true: a promotion listed until its expireDate
 * (spec 3, "Promos are shown only while expireDate is in the future"). The server code that reads such
 * a date reports it here; the Worker's page cache keeps and serves the page no later than that, stale
 * or not (worker/middleware/page-cache/render-record.ts). Without it an ended promotion stayed listed
 * on a cached page for its TTL (2 h), and up to its stale life (24 h) on a quiet one.
 */
type Listener = (at: number) => void

let listener: Listener | null = null

export function onContentExpiry(next: Listener | null) {
  listener = next
}

/** Reports the earliest of `times` (epoch ms) still to come; none, or none finite, reports nothing. */
export function reportContentExpiry(times: readonly number[]) {
  const at = Math.min(...times.filter(Number.isFinite))
  if (Number.isFinite(at)) listener?.(at)
}
