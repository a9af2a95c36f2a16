import type { Context } from 'hono'

/**
 * Sets a header on the response a middleware passes on. A response whose headers are immutable (a
 * fetch's, a proxied one) is copied once, then set.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set(name, value)
  }
}
