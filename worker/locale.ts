import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '../app.config'

/**
 * Picks the best supported language from an Accept-Language header by quality; `fallback` when
 * nothing matches (null lets the caller go on to its next rule). Malformed entries are skipped.
 */
export function pickLocale(acceptLanguage: string | null | undefined, fallback?: Locale): Locale
export function pickLocale(acceptLanguage: string | null | undefined, fallback: null): Locale | null
export function pickLocale(acceptLanguage: string | null | undefined, fallback: Locale | null = FALLBACK_LOCALE): Locale | null {
  if (!acceptLanguage) return fallback
  const ranked = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { lang } of ranked) if (isLocale(lang)) return lang
  return fallback
}

export function localeOrFallback(value: unknown, fallback: Locale = FALLBACK_LOCALE): Locale {
  return isLocale(value) ? value : fallback
}

export { LOCALES }
