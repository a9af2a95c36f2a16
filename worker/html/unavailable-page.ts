import { SERVER_TIMINGS } from '#config'
import { MAIN_CONTENT_MISSING_HEADER } from '#platform/shared/main-content.ts'

/** `Retry-After` of a response that says the back end is down for now (SERVER_TIMINGS.unavailableRetryAfter, in seconds). */
export const RETRY_AFTER = String(Math.round(SERVER_TIMINGS.unavailableRetryAfter / 1000))

/**
 * A rendered page whose route said its main content failed to load (platform/shared/main-content.ts):
 * 503 with Retry-After, `X-Robots-Tag: noindex` and `Cache-Control: no-store`, the shopper's page
 * (the notice and a retry) as its body (decision 0099). A crawler that visits during an outage keeps
 * what it indexed and comes back; the page cache never stores it (a status other than 200). The
 * internal header never leaves the Worker; any other response passes unchanged.
 */
export function unavailablePage(response: Response): Response {
  if (!response.headers.has(MAIN_CONTENT_MISSING_HEADER)) return response
  const headers = new Headers(response.headers)
  headers.delete(MAIN_CONTENT_MISSING_HEADER)
  // A 404 or 500 the router chose says more than "try again": only a page that rendered is turned.
  if (response.status !== 200) return new Response(response.body, { status: response.status, headers })
  headers.set('Retry-After', RETRY_AFTER)
  headers.set('X-Robots-Tag', 'noindex')
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: 503, headers })
}
