import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types'

/**
 * `Server-Timing: app;dur=<ms>` on every response: the time from the Worker receiving the request
 * to the response being ready (streamed bodies continue after). The bench reads it as the server
 * time of a page. Workers' clocks advance only across I/O, so pure CPU time shows as little or
 * nothing in production; under local workerd it is the wall time.
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
