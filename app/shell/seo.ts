import { LOCALES } from '#config'

/** Replaces the language prefix of a path: `/ro/cart` with `en` gives `/en/cart`. */
export function withLocale(pathname: string, locale: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '')
  return `/${locale}${rest}`
}

/** Canonical link plus hreflang alternates for the four languages and x-default (ro). */
export function seoLinks(origin: string, pathname: string) {
  const abs = (path: string) => `${origin}${path}`
  return [
    { rel: 'canonical', href: abs(pathname) },
    ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: abs(withLocale(pathname, locale)) })),
    { rel: 'alternate', hrefLang: 'x-default', href: abs(withLocale(pathname, 'ro')) },
  ]
}
