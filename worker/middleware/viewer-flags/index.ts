import type { Context } from 'hono'
import { COOKIES } from '#config'
import { type Flag, flagOf } from '#platform/shared/cookie-flags.ts'
import type { AppEnv } from '../../types'

export { cookieName, type Flag, flagOf, rawCookieValues } from '#platform/shared/cookie-flags.ts'

/**
 * The request's boolean cookies that change what a page shows - the age confirmation
 * (`is_age_valid`, decision 0041) and development mode (`dev_mode`) - read once per request, here,
 * from the raw Cookie header with `flagOf` (platform/shared/cookie-flags.ts, which the browser's code
 * reads them with too). The page-cache key and the renderer must never read them apart: Hono's
 * `getCookie` unquotes `"true"` and TanStack's keeps the quotes, so one request could store the gated
 * page under the adults' key. An `odd` flag counts as not set for the renderer.
 */
export interface ViewerFlags {
  age: Flag
  devMode: Flag
}

/** The request's flags, read once per request (the page cache and the renderer share them). */
export function viewerFlags(c: Context<AppEnv>): ViewerFlags {
  let flags = c.get('viewerFlags')
  if (!flags) {
    const header = c.req.header('Cookie')
    flags = { age: flagOf(header, COOKIES.isAgeValid), devMode: flagOf(header, COOKIES.devMode) }
    c.set('viewerFlags', flags)
  }
  return flags
}

/**
 * Whether this request is in development mode (the back end gets `Dev-Mode: true`), as the page cache
 * and the renderer read it: every Worker call to the back end asks with the same answer.
 */
export function devModeOn(c: Context<AppEnv>): boolean {
  return viewerFlags(c).devMode === 'true'
}
