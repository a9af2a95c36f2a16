import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import { LIMITS } from '#config'
import { AccountButton } from '../features/auth'
import { CartBadge, openCartDrawer } from '../features/cart'
import { loadQuoteCartLink } from '../features/quote-cart'
import { openSearch } from '../features/search'
import { siteHref } from '../lib/site-href'
import { openModal } from '../modals/store'
import { searchableCount } from '../shell/nav-rules'
import { useLocale, useShell, useShopName, useView } from '../shell/useShell'
import { Icon } from '../ui/icons'
import { CitySelector } from './CitySelector'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Navigation } from './Navigation'

// Only themes with the quote cart render (and so load) its header entry.
const QuoteCartLink = lazy(() => loadQuoteCartLink())

export function Header() {
  const { settings, theme, look } = useShell()
  const shopName = useShopName()
  const lang = useLocale()
  const intl = useIntl()
  const phone = settings.phones.mainPhoneNumber
  // The dark logo on a dark page (decision 0027).
  const logo = look.logo
  const topView = useView('top_navigation_view_type')
  const topbar = useTopbarScrollsAway()
  return (
    <header className="header">
      <div ref={topbar} className={`topbar topbar--${topView}`} data-view={topView} data-testid="topbar">
        <div className="container topbar__inner">
          <CitySelector />
          {settings.header_pages.length > 0 ? (
            <nav className="topbar__pages" aria-label={intl.formatMessage({ id: 'header.pages' })}>
              {settings.header_pages.map((page) => (
                <a key={page.url} href={siteHref(lang, page.url)} className={page.show_in_mobile ? '' : 'hide-mobile'}>
                  {page.title}
                </a>
              ))}
            </nav>
          ) : null}
          {phone ? (
            <a className="topbar__phone hide-mobile" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          ) : null}
          <LanguageSwitcher />
        </div>
      </div>
      <div className="header__main">
        <div className="container header__inner">
          <button
            type="button"
            className="icon-button header__burger"
            aria-label={intl.formatMessage({ id: 'mobileMenu.open' })}
            onClick={() => openModal('mobileMenu')}
          >
            <Icon name="menu" />
          </button>
          <Link
            to="/$lang"
            params={{ lang }}
            className="logo"
            aria-label={intl.formatMessage({ id: 'header.homeLink' }, { brand: shopName })}
          >
            {logo ? <img src={logo} alt="" width={140} height={40} /> : <span className="logo__text">{shopName}</span>}
          </Link>
          <search className="search-wrap">
            <form className="search-box" action={`/${lang}/search`} method="get">
              <label className="visually-hidden" htmlFor="header-search">
                <FormattedMessage id="header.search" />
              </label>
              <input
                id="header-search"
                name="query"
                type="search"
                minLength={LIMITS.searchMinChars}
                placeholder={searchPlaceholder(intl, settings.active_products_count)}
                autoComplete="off"
                // The search window (popular queries, results as you type) opens on a click or tap and once typing starts
                // (not on focus: focus comes back here when the window closes).
                onClick={() => openSearch()}
                onChange={(e) => openSearch(e.target.value)}
              />
              <button
                type="submit"
                className="search-box__submit"
                aria-label={intl.formatMessage({ id: 'header.search' })}
              >
                <Icon name="search" />
              </button>
            </form>
          </search>
          <nav className="header__actions" aria-label={intl.formatMessage({ id: 'header.actions' })}>
            <a className="header__action hide-mobile" href={`/${lang}/compare`}>
              <Icon name="compare" />
              <span className="header__action-label">
                <FormattedMessage id="header.compare" />
              </span>
            </a>
            <a className="header__action hide-mobile" href={`/${lang}/favorites`}>
              <Icon name="heart" />
              <span className="header__action-label">
                <FormattedMessage id="header.favorites" />
              </span>
            </a>
            {theme.flags.quoteCart ? (
              <Suspense fallback={null}>
                <QuoteCartLink />
              </Suspense>
            ) : null}
            <AccountButton className="header__action" />
            <a
              className="header__action header__action--cart"
              href={`/${lang}/cart`}
              aria-haspopup="dialog"
              onClick={openCartDrawer}
            >
              <Icon name="cart" />
              <CartBadge />
              <span className="header__action-label">
                <FormattedMessage id="header.cart" />
              </span>
            </a>
          </nav>
        </div>
      </div>
      <Navigation />
    </header>
  )
}

/**
 * The fixed header (header_style fixed) keeps the logo, search and actions in view, not the top bar:
 * the whole header stuck at the top took 180 px of a 390x844 phone (a fifth of it, a quarter with the
 * bottom bar). The header sticks at minus the top bar's height (--topbar-h), measured here because it
 * depends on the theme's top-bar view and on which pages show on a phone; before hydration all of it sticks.
 */
function useTopbarScrollsAway() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const bar = ref.current
    const header = bar?.parentElement
    if (!bar || !header) return
    // the observer reports the bar's size once on observe, then on every change
    const observer = new ResizeObserver(() => header.style.setProperty('--topbar-h', `${bar.offsetHeight}px`))
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])
  return ref
}

/** active_products_count: the search field says how many products it searches; none (0, not a whole number): the plain hint. */
function searchPlaceholder(intl: IntlShape, count: number): string {
  const shown = searchableCount(count)
  return shown === null
    ? intl.formatMessage({ id: 'header.searchPlaceholder' })
    : intl.formatMessage({ id: 'search.placeholderCount' }, { count: shown })
}
