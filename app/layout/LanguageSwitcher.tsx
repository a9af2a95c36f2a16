import { useLocation, useMatch, useNavigate, useRouterState } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { COOKIE_MAX_AGE, COOKIES, LOCALE_NAMES, type Locale } from '#config'
import { loadCartSlugs } from '../features/cart'
import { getTranslatedSlug } from '../features/product/translated-slug.functions'
import { setBrowserCookie } from '../lib/browser-cookies'
import { type PageAddresses, pageLocales, withLocale } from '../shell/seo'
import { useLocale, useShell } from '../shell/useShell'

/** Stores the choice (i18n_redirected and language cookies) and moves to the same page in the new language. */
export function LanguageSwitcher() {
  const lang = useLocale()
  const { settings } = useShell()
  const location = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  const productMatch = useMatch({ from: '/$lang/product/$slug', shouldThrow: false })
  // A category's or product's path differs per language: its loader's addresses name each (the
  // sitemap's URLs), so the link is no redirect away for a shopper or a crawler. A language it has no
  // address in (a product the back end has no slug for there) is not offered: its link was a 404.
  const addresses = useRouterState({
    select: (s) =>
      (s.matches[s.matches.length - 1]?.loaderData as { addresses?: PageAddresses } | undefined)?.addresses,
  })
  const langs = pageLocales(settings.langs, lang, addresses)
  // The same page in another language, its page, sort, filters and search kept.
  const hrefIn = (l: Locale) =>
    (addresses?.[l]?.replace(/\?.*/, '') ?? withLocale(location.pathname, l)) + (location.searchStr ?? '')
  const switchTo = async (next: Locale) => {
    setBrowserCookie(COOKIES.i18nRedirected, next, COOKIE_MAX_AGE.i18nRedirected)
    setBrowserCookie(COOKIES.language, next, COOKIE_MAX_AGE.language)
    // The cart's product links follow the language (spec 4): one batched call, loaded on first use;
    // the switcher lives in the header, so the rewrite finishes across the client-side navigation.
    void loadCartSlugs()
      .then((m) => m.rewriteCartSlugs(lang, next))
      .catch(() => {})
    if (productMatch) {
      // A product's slug differs per language: ask the back end (slug_check) for the translated one.
      const slug = await getTranslatedSlug({ data: { from: lang, to: next, slug: productMatch.params.slug } }).catch(
        () => null,
      )
      if (slug) return void navigate({ to: '/$lang/product/$slug', params: { lang: next, slug } })
    }
    void navigate({ href: hrefIn(next) })
  }
  return (
    <nav className="lang-switcher" aria-label={intl.formatMessage({ id: 'lang.switch' })}>
      {langs.map((l) => (
        <a
          key={l}
          href={hrefIn(l)}
          hrefLang={l}
          lang={l}
          aria-current={l === lang ? 'true' : undefined}
          className={l === lang ? 'is-active' : ''}
          title={LOCALE_NAMES[l]}
          onClick={(event) => {
            event.preventDefault()
            if (l !== lang) void switchTo(l)
          }}
        >
          {l.toUpperCase()}
        </a>
      ))}
    </nav>
  )
}
