import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { COOKIES, isLocale, type Locale } from '#config'
import { type CookieSpec, cookieFrom, cookieValues } from '#platform/shared/session-cookies.ts'
import type { AppEnv } from '../types'
import { cookieLocale } from './locale'

/** Cookie attributes used everywhere: path /, SameSite Lax, Secure on https. */
export function setSiteCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  maxAge: number,
  opts: { httpOnly?: boolean } = {},
) {
  setCookie(c, name, value, {
    path: '/',
    maxAge,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    httpOnly: opts.httpOnly ?? false,
  })
}

/** A cookie value, or undefined when absent or empty: the one reading the app shares (cookieFrom). */
export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  return cookieFrom(c.req.header('Cookie'), name)
}

/** Writes cookies described by platform/shared/session-cookies.ts (the session's cookies). */
export function applyCookies(c: Context<AppEnv>, cookies: CookieSpec[]) {
  for (const k of cookies) {
    setCookie(c, k.name, k.value, {
      path: k.path,
      httpOnly: k.httpOnly,
      secure: k.secure,
      sameSite: k.sameSite,
      ...(k.maxAge === undefined ? {} : { maxAge: k.maxAge }),
    })
  }
}

/**
 * The language the request's cookies name (cookieLocale: `language`, else `i18n_redirected`), or null.
 * Of each cookie's copies (cookieValues) the first that names a language counts: a junk copy first,
 * planted on the parent domain with a longer path, hid the shopper's own choice (session 69).
 */
export function requestCookieLocale(c: Context<AppEnv>): Locale | null {
  const header = c.req.header('Cookie')
  const named = (name: string) => cookieValues(header, name).find(isLocale)
  return cookieLocale(named(COOKIES.language), named(COOKIES.i18nRedirected))
}
