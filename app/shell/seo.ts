import { FALLBACK_LOCALE, LOCALES, type Locale } from '#config'

/** Replaces the language prefix of a path: `/ro/cart` with `en` gives `/en/cart`. */
export function withLocale(pathname: string, locale: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '')
  return `/${locale}${rest}`
}

/**
 * A page's own address in every language, query included (`/ru/telefony?page=2`): made on the
 * server from the back end's per-language slugs (a category, a product) and returned by the page's
 * loader as `addresses`, so canonical and hreflang name the sitemap's URLs, never a redirect.
 */
export type PageAddresses = Partial<Record<Locale, string>>

/**
 * A page's address in each of its languages from the back end's per-language slugs (the server makes them):
 * `/{lang}{prefix}/{slug}{query}`, the URLs the sitemap lists (`/ru/telefony`, `/en/product/...`).
 * The page's own language takes the answer's `url`, the slug it is served under. A back end
 * without per-language slugs gives the url in every language (contract: slugs), so those pages keep
 * their path under each language prefix, as before. A language whose slug is '' (the back end named
 * others, not this one) has no page and no address: no hreflang or switcher link to a 404 (operator
 * audit 11, 9).
 */
export function pageAddresses(
  locale: Locale,
  prefix: string,
  page: { url: string; slugs: Record<Locale, string> },
  query = '',
): PageAddresses {
  const slugs = { ...page.slugs, [locale]: page.url }
  return Object.fromEntries(
    LOCALES.filter((l) => l === locale || slugs[l]).map((l) => [l, `/${l}${prefix}/${encodeURI(slugs[l])}${query}`]),
  )
}

/**
 * Where a page under a language the shop does not offer (settings langs) goes: the same page under
 * the site's main language (mainUiInterface.mainLang when offered, else the first offered language),
 * as spec 2.1 has "an unknown or missing prefix is replaced by the main-language prefix"; null when
 * the language is offered. Operator audit 10, 5: a shop in ro and ru served, cached and announced
 * /uk and /en pages.
 */
export function unofferedTarget(locale: Locale, langs: readonly Locale[], main?: Locale | null): Locale | null {
  if (langs.includes(locale)) return null
  return main && langs.includes(main) ? main : (langs[0] ?? null)
}

/**
 * The languages a page is offered in, for its hreflang links and the language switcher: those the
 * shop offers (settings langs) and the page's own, but for those its addresses leave out (a product
 * without a slug in that language: pageAddresses).
 */
export const pageLocales = (langs: readonly Locale[], own: string, addresses?: PageAddresses) =>
  LOCALES.filter((l) => (langs.includes(l) || l === own) && (!addresses || addresses[l]))

/**
 * Canonical link plus hreflang alternates for the languages the shop offers (settings langs; all four
 * when absent) and x-default: the page's `addresses` when it has them, else its path under each
 * language prefix. The page's own language is named too, as the language switcher lists it (a page
 * under a prefix the shop does not offer is a redirect on the server, unofferedTarget; a client-side
 * navigation or a render whose settings failed can still show one). x-default is the page in the
 * site's main language (settings mainUiInterface.mainLang, else ro), where the Worker sends an
 * address without a known prefix (spec 2.1).
 */
export function seoLinks(
  origin: string,
  pathname: string,
  addresses?: PageAddresses,
  main?: Locale | null,
  langs: readonly Locale[] = LOCALES,
) {
  // A page with addresses names only its languages (pageAddresses); x-default is this page when the main language has none.
  const at = (locale: Locale) => (addresses ? addresses[locale] : withLocale(pathname, locale))
  const own = pathname.split('/')[1] as Locale
  return [
    { rel: 'canonical', href: origin + (addresses?.[own] ?? pathname) },
    ...pageLocales(langs, own, addresses).map((locale) => ({
      rel: 'alternate',
      hrefLang: locale,
      href: origin + at(locale),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: origin + (at(main ?? FALLBACK_LOCALE) ?? at(own)) },
  ]
}
