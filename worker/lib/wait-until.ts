import type { Context } from 'hono'
import type { AppEnv } from '../types'

/**
 * Work that may finish after the response (a page-cache store, a sitemap kept): the runtime's
 * waitUntil, or, with no execution context (a test calling the app directly), the promise runs on its own.
 */
export function waitUntil(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // no execution context: the promise still runs
  }
}
