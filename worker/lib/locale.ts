import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '#config'

/**
 * Picks the best supported language from an Accept-Language header by quality, among `offered` (the
 * site's languages; all four by default); `fallback` when nothing matches (null lets the caller go on
 * to its next rule). Malformed entries are skipped.
 */
export function pickLocale(
  acceptLanguage: string | null | undefined,
  fallback?: Locale,
  offered?: readonly Locale[],
): Locale
export function pickLocale(
  acceptLanguage: string | null | undefined,
  fallback: null,
  offered?: readonly Locale[],
): Locale | null
export function pickLocale(
  acceptLanguage: string | null | undefined,
  fallback: Locale | null = FALLBACK_LOCALE,
  offered: readonly Locale[] = LOCALES,
): Locale | null {
  if (!acceptLanguage) return fallback
  const ranked = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { lang } of ranked) if (isLocale(lang) && offered.includes(lang)) return lang
  return fallback
}

export function localeOrFallback(value: unknown, fallback: Locale = FALLBACK_LOCALE): Locale {
  return isLocale(value) ? value : fallback
}

export { LOCALES }

/**
 * The language the visitor's cookies name: `language` (the switcher's choice) when it is one, else
 * `i18n_redirected` (the last redirect's) when it is one, else null. One reader for the `/` redirect
 * and the Worker's API calls: the API took `language` whatever it held, so `language=de;
 * i18n_redirected=ru` sent the back-end calls in the fallback while `/` went to /ru.
 */
export function cookieLocale(
  language: string | null | undefined,
  remembered: string | null | undefined,
): Locale | null {
  if (isLocale(language)) return language
  return isLocale(remembered) ? remembered : null
}

/**
 * The language of a call the page makes to the Worker's own API (cart, auth): `?lang=`, else the
 * language prefix of the page that made it (Referer, same origin only), else the language cookie,
 * else the fallback. The Worker passes it on as Accept-Language to the back end (issue 28).
 */
export function callLocale(
  url: string,
  referer: string | null | undefined,
  cookieLang: string | null | undefined,
): Locale {
  const query = new URL(url).searchParams.get('lang')
  if (isLocale(query)) return query
  if (referer) {
    try {
      const page = new URL(referer)
      const segment = page.pathname.split('/')[1]
      if (page.origin === new URL(url).origin && isLocale(segment)) return segment
    } catch {
      // not a URL: ignored
    }
  }
  return localeOrFallback(cookieLang)
}
