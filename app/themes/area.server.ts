import { env } from 'cloudflare:workers'
import { setResponseStatus } from '@tanstack/react-start/server'
import { type Theme, themeByName } from './index'

/**
 * Whether this shop's theme lacks an optional area (decision 0024): its pages are the 404 page, and
 * its server functions that change something answer 404 too, with nothing sent to the back end - a
 * business buyer of the electro shop could otherwise send a quote through sendQuoteFn, which the
 * back end kept as an order. Sets the response status; the caller returns its own failure shape.
 */
export function themeLacksArea(flag: keyof Theme['flags']): boolean {
  if (themeByName(env.THEME).flags[flag]) return false
  setResponseStatus(404)
  return true
}
