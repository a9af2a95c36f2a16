import type { MiddlewareHandler } from 'hono'
import { loadGlobalSettings } from '../app/api/site.server'
import { COOKIE_MAX_AGE, COOKIES, FALLBACK_LOCALE, isLocale, type Locale } from '../app.config'
import { readCookie, setSiteCookie } from './cookies'
import { pickLocale } from './locale'
import { firstSegment, isUnprefixedPath } from './paths'
import type { AppEnv } from './types'

/**
 * Every page lives under a language prefix.
 * - `/` goes to the remembered language (i18n_redirected), else the browser's (Accept-Language),
 *   else ro; the choice is remembered for 365 days. The browser language counts only here.
 * - Any other path without a known prefix goes to the same path under the site's main language.
 */
export const localeRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  const path = url.pathname
  if (isUnprefixedPath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
  if (path === '/') {
    const remembered = readCookie(c, COOKIES.i18nRedirected)
    const locale: Locale = isLocale(remembered) ? remembered : pickLocale(c.req.header('Accept-Language'), FALLBACK_LOCALE)
    setSiteCookie(c, COOKIES.i18nRedirected, locale, COOKIE_MAX_AGE.i18nRedirected)
    c.header('Vary', 'Accept-Language, Cookie')
    return c.redirect(`/${locale}${url.search}`, 302)
  }
  if (isLocale(firstSegment(path))) return next()
  const devMode = readCookie(c, COOKIES.devMode) === 'true'
  const { data: settings } = await loadGlobalSettings(c.env, { locale: FALLBACK_LOCALE, devMode })
  const main = settings.mainUiInterface?.mainLang
  const locale: Locale = isLocale(main) ? main : FALLBACK_LOCALE
  return c.redirect(`/${locale}${path}${url.search}`, 302)
}
