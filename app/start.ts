import { createStart } from '@tanstack/react-start'
import { sessionFetch } from './features/auth'

/**
 * TanStack Start's instance options. Server functions called from the browser go through the
 * session's fetch (refresh before expiry, end on `X-Session: ended`, the loading bar's failures):
 * the documented `serverFns.fetch`, instead of replacing window.fetch for the whole page.
 */
export const startInstance = createStart(() => ({
  serverFns: { fetch: sessionFetch },
}))
