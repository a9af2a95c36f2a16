/**
 * A page whose main content failed to load (decision 0099): the product of a product page, the
 * products of a category, brand or search listing. The page still renders (the notice and a retry),
 * and its route's `headers()` says so to the Worker in this internal response header, which
 * `unavailablePage` (worker/html/unavailable-page.ts) turns into a 503 with Retry-After and noindex
 * and removes before the response leaves - as the site tags hand their CSP origins over (decision 0028).
 */
export const MAIN_CONTENT_MISSING_HEADER = 'x-main-content-missing'

/** A route's `headers()`: the internal header when its loader could not load the page's main content. */
export function mainContentHeaders(missing: boolean): Record<string, string> | undefined {
  return missing ? { [MAIN_CONTENT_MISSING_HEADER]: '1' } : undefined
}

/**
 * The back end refused the request itself (a 4xx: a filter or query it does not take): the page says
 * so, but it is no 503 - trying again later will not help. A 408 or 429 is a "later", so it stays one.
 */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}

/**
 * A call for a page's main content (or a section's) failed in a way a later try may mend (a 5xx, a
 * timeout, an answer the contract cannot read): the page says so and answers 503 (decision 0099). A
 * 4xx such as a 404 is the back end's answer - something it has not set up - and keeps the empty state.
 */
export function failedForNow(result: { ok: boolean; status: number }): boolean {
  return !result.ok && !isRefusal(result.status)
}

/**
 * The `headers()` of a route whose loader returns `unavailable` (decision 0099): one function for all
 * of them. headers() runs on the server only (the client build drops it from the route tree).
 */
export const unavailableHeaders = ({ loaderData }: { loaderData?: { unavailable?: boolean } }) =>
  mainContentHeaders(loaderData?.unavailable === true)
