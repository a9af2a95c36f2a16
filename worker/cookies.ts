import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { CookieSpec } from '../app/api/session-cookies'
import type { AppEnv } from './types'

/** Cookie attributes used everywhere: path /, SameSite Lax, Secure on https. */
export function setSiteCookie(c: Context<AppEnv>, name: string, value: string, maxAge: number, opts: { httpOnly?: boolean } = {}) {
  setCookie(c, name, value, {
    path: '/',
    maxAge,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    httpOnly: opts.httpOnly ?? false,
  })
}

/** A cookie value, or undefined when absent or unreadable (malformed cookies are ignored). */
export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  try {
    return getCookie(c, name) || undefined
  } catch {
    return undefined
  }
}

/** Writes cookies described by app/api/session-cookies.ts (the session's cookies). */
export function applyCookies(c: Context<AppEnv>, cookies: CookieSpec[]) {
  for (const k of cookies) {
    setCookie(c, k.name, k.value, { path: k.path, httpOnly: k.httpOnly, secure: k.secure, sameSite: k.sameSite, ...(k.maxAge === undefined ? {} : { maxAge: k.maxAge }) })
  }
}
