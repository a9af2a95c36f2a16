import type { Context } from 'hono'
import { COOKIES } from '#config'
import type { AppEnv } from '../../types'

/**
 * The request's boolean cookies that change what a page shows - the age confirmation
 * (`is_age_valid`, decision 0041) and development mode (`dev_mode`) - read once, here, from the raw
 * Cookie header. The page-cache key and the renderer must never read them apart: Hono's `getCookie`
 * unquotes `"true"` and TanStack's keeps the quotes, so one request could store the gated page under
 * the adults' key.
 *
 * - `true`: exactly one `name=true`;
 * - `absent`: no such cookie, or exactly one `name=false`;
 * - `odd`: anything else (quoted, other case, percent-encoded, repeated, empty...). The renderer
 *   treats it as not set, and the page cache neither reads nor stores the page.
 */
export type Flag = 'true' | 'absent' | 'odd'

export interface ViewerFlags {
  age: Flag
  devMode: Flag
}

/** The name of one `name=value` part of a Cookie header. */
export function cookieName(part: string): string {
  const at = part.indexOf('=')
  return (at < 0 ? part : part.slice(0, at)).trim()
}

/** Every raw value of `name` in a Cookie header, untouched (no unquoting, no decoding). */
export function rawCookieValues(header: string, name: string): string[] {
  const values: string[] = []
  for (const part of header.split(';')) {
    if (cookieName(part) !== name) continue
    const at = part.indexOf('=')
    values.push(at < 0 ? '' : part.slice(at + 1).trim())
  }
  return values
}

export function flagOf(cookieHeader: string | null | undefined, name: string): Flag {
  const values = rawCookieValues(cookieHeader ?? '', name)
  if (values.length === 0) return 'absent'
  if (values.length > 1) return 'odd'
  if (values[0] === 'true') return 'true'
  return values[0] === 'false' ? 'absent' : 'odd'
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
