import { bodyLimit } from 'hono/body-limit'
import { LIMITS } from '../app.config'

/**
 * Server-function calls (`/_serverFn/*`) carry small JSON bodies (an order, a form). Anything larger
 * than LIMITS.serverFnBodyBytes is refused with 413 before a byte reaches TanStack Start: neither a
 * declared nor a streamed (chunked) oversized body is read past the limit.
 */
export const serverFnBodyLimit = bodyLimit({
  maxSize: LIMITS.serverFnBodyBytes,
  onError: (c) => c.json({ error: `Payload Too Large: a request body may be at most ${LIMITS.serverFnBodyBytes} bytes` }, 413),
})
