/**
 * A back end that sends its numbers as strings, for tests: many operators' back ends (PHP/Laravel,
 * decimal columns) answer `"price": "1299.00"`, `"id": "42"`, `"count": "3"`. This proxy sits in front
 * of any back end (the reference Worker through SELF.fetch, a local server through fetch) and turns
 * every JSON number of every JSON answer into a string, recursively; booleans, nulls and strings stay
 * as they are. Non-JSON answers (the sitemap XML, an HTML error page) pass untouched.
 *
 * Beside spec-shaped.ts, the other proxy of the reference back end. No Node APIs here:
 * check-backend.test.ts runs the whole check through it inside workerd;
 * tests/unit/check-backend/string-numbers-server.ts puts it on a local port, for tests that talk HTTP
 * or `npm run check-backend -- <its url>` against a running back end.
 */

/** Every number inside `value` as a string (`String(n)`, as JSON.stringify writes it); the rest unchanged. */
export function numbersAsStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(numbersAsStrings)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsStrings(v)]))
  return value
}

/** How many numbers a rewrite turned into strings so far (a test can check the proxy did something). */
export interface StringNumbersStats {
  answers: number
  numbers: number
}

const countNumbers = (value: unknown): number =>
  typeof value === 'number'
    ? 1
    : value !== null && typeof value === 'object'
      ? Object.values(value).reduce((n: number, v) => n + countNumbers(v), 0)
      : 0

/** An answer with its JSON numbers as strings; the status and headers as the back end sent them. */
export async function rewriteAnswer(response: Response, stats?: StringNumbersStats): Promise<Response> {
  if (!/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return response
  const text = await response.text()
  const init = { status: response.status, statusText: response.statusText, headers: response.headers }
  if (text === '') return new Response(null, init)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, init)
  }
  if (stats) {
    stats.answers++
    stats.numbers += countNumbers(body)
  }
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  headers.delete('Content-Encoding')
  return new Response(JSON.stringify(numbersAsStrings(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** A fetcher (check-backend's `fetcher` option) in front of `inner` that sends every JSON number as a string. */
export function stringNumbersFetcher(
  inner: (request: Request) => Promise<Response>,
  stats?: StringNumbersStats,
): (request: Request) => Promise<Response> {
  return async (request) => rewriteAnswer(await inner(request), stats)
}
