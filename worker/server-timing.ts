import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types'

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
  await next()
  const dur = Math.max(0, performance.now() - started).toFixed(2)
  try {
    c.res.headers.append('Server-Timing', `app;dur=${dur}`)
  } catch {
    // immutable headers (a fetched response passed through): copy once
    const res = new Response(c.res.body, c.res)
    res.headers.append('Server-Timing', `app;dur=${dur}`)
    c.res = res
  }
}

/** The `app` duration of a Server-Timing header, or null. */
export function appDuration(header: string | null): number | null {
  const match = /(?:^|,)\s*app;(?:[^,]*;)?dur=([0-9.]+)/.exec(header ?? '')
  return match ? Number(match[1]) : null
}
