import type { Context } from 'hono'
import type { AppEnv } from '../types'

/**
 * The methods each of the Worker's own endpoints takes (worker/api/*): a request with another one is
 * a 405 naming them (`Allow`), and OPTIONS a 204 with that header - not the missing-page 404 ("This
 * page could not be found" for a PUT to /api/cart, which is there) nor, for /__cache/purge, the
 * pages' 405 that named GET and HEAD, which it does not take. A GET endpoint takes HEAD too (Hono
 * answers HEAD with the GET route).
 */
export const ENDPOINT_METHODS: Readonly<Record<string, string>> = {
  '/api/cart': 'GET, HEAD, POST, DELETE',
  '/api/cart/lock': 'POST',
  '/api/cart/merge': 'POST',
  '/api/auth/refresh': 'GET, HEAD, POST',
  '/api/auth/logout': 'POST',
  '/api/adverts': 'POST',
  '/api/adverts/:slug': 'PATCH, DELETE',
  '/__cache/purge': 'POST',
  '/ws/cart': 'GET',
}

/** The answer to a method an endpoint does not take (registered after the endpoint's own routes). */
export function wrongMethod(c: Context<AppEnv>, allow: string): Response {
  c.header('Allow', allow)
  c.header('Cache-Control', 'private, no-store')
  if (c.req.method === 'OPTIONS') return c.body(null, 204)
  return c.text(`Method Not Allowed: this address answers ${allow}`, 405)
}
