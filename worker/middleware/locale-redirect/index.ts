import type { MiddlewareHandler } from 'hono'
import { COOKIE_MAX_AGE, COOKIES, FALLBACK_LOCALE, INITIAL_LOCALE_LAST_RESORT, isLocale, type Locale } from '#config'
import { firstSegment, foreignPrefix, isUnprefixedPath, withoutFirstSegment } from '#platform/paths.ts'
import { loadGlobalSettings } from '#platform/site.server.ts'
import { requestCookieLocale, setSiteCookie } from '../../lib/cookies'
import { pickLocale } from '../../lib/locale'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'
import { devModeOn } from '../viewer-flags'

/**
 * The site's main language (settings mainUiInterface.mainLang), or null when it names none of ours;
 * `answered`: the settings came from the back end (not the defaults of a failed call).
 */
async function mainLanguage(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
): Promise<{ main: Locale | null; answered: boolean; langs: readonly Locale[] }> {
  const { data: settings, degraded } = await loadGlobalSettings(c.env, {
    locale: FALLBACK_LOCALE,
    devMode: devModeOn(c),
  })
  const main = settings.mainUiInterface?.mainLang
  return { main: isLocale(main) ? main : null, answered: !degraded, langs: settings.langs }
}

/**
 * Every page lives under a language prefix.
 * - `/` goes to the initial locale (spec 4, Language): the language cookie (the shopper's own
 *   switch), else the remembered redirect (i18n_redirected), else the browser's (Accept-Language)
 *   when the site offers it (settings langs), else the site's main language, else ru; the choice is
 *   remembered for 365 days. The browser language counts only here.
 * - A path under a language the site does not have (`/de/cart`) goes to the same page under the
 *   site's main language, the foreign prefix replaced (decision 0025).
 * - Any other path without a known prefix goes to the same path under the site's main language.
 * Those two are 301s: their target is the site's, the same for every visitor (only `/` follows the
 * visitor, a 302); a 302 still when the settings failed, whose fallback is no lasting answer.
 */
export const localeRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  const path = url.pathname
  if (isUnprefixedPath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
  if (path === '/') {
    const chosen = requestCookieLocale(c)
    // the browser's language among the site's own (settings langs): a site in ro and ru sent an
    // English browser to /en, its back end's texts in a language the site does not offer
    const site = chosen ? null : await mainLanguage(c)
    const locale: Locale =
      chosen ??
      pickLocale(c.req.header('Accept-Language'), null, site?.langs) ??
      site?.main ??
      INITIAL_LOCALE_LAST_RESORT
    setSiteCookie(c, COOKIES.i18nRedirected, locale, COOKIE_MAX_AGE.i18nRedirected)
    c.header('Vary', 'Accept-Language, Cookie')
    return c.redirect(`/${locale}${url.search}`, 302)
  }
  const first = firstSegment(path)
  if (isLocale(first)) return next()
  const { main, answered } = await mainLanguage(c)
  const rest = foreignPrefix(first) ? withoutFirstSegment(path) : path
  return c.redirect(`/${main ?? FALLBACK_LOCALE}${rest}${url.search}`, answered ? 301 : 302)
}
