/**
 * Back-end calls made with a shopper's session token. A page rendered with one may hold that
 * shopper's data, so the page cache never stores it, whatever its path: the path rules
 * (platform/page-cache/key.ts, platform/shared/protected-pages.ts) are the first guard, this is the
 * second, for a spelling of a personal path they miss. The client reports here; the Worker's page
 * cache ties a report to the render it belongs to (worker/middleware/page-cache/render-record.ts).
 */
type Listener = () => void

let listener: Listener | null = null

export function onPersonalCall(next: Listener | null) {
  listener = next
}

export function reportPersonalCall() {
  listener?.()
}
