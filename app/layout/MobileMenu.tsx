import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { MOBILE_MENU_TABS } from '#config'
import { authState } from '../features/auth'
import { siteHref } from '../lib/site-href'
import { closeModal, openModal } from '../modals/store'
import { assertMobileTab, buildNavigation, type MobileMenuTab, mobileHeaderPages } from '../shell/nav-rules'
import { menuQuery } from '../shell/shell.functions'
import { useLocale, useShell, useShopName } from '../shell/useShell'
import { Dialog, onTabListKeyDown } from '../ui/Dialog'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MenuBadge, MenuIcon, MenuLabel, MenuLeaves } from './MenuIcon'

/** The mobile menu: tabs "menu" (pages and account) and "catalog" (the category tree). */
export default function MobileMenu() {
  const { settings } = useShell()
  const shopName = useShopName()
  const { signedIn } = useSnapshot(authState)
  const lang = useLocale()
  const intl = useIntl()
  const [tab, setTab] = useState<MobileMenuTab>('catalog')
  // The menu tree is not in the page's data: it loads with the menu, the first time it opens (decision 0053).
  const menu = useSuspenseQuery(menuQuery(lang)).data
  const nav = buildNavigation(menu.tree, menu.hasBrands, settings.brands_position)
  return (
    <Dialog
      open
      variant="sheet"
      onClose={() => closeModal('mobileMenu')}
      title={shopName}
      closeLabel={intl.formatMessage({ id: 'mobileMenu.close' })}
      testId="mobile-menu"
    >
      <div
        role="tablist"
        className="tabs"
        aria-label={intl.formatMessage({ id: 'mobileMenu.tabs' })}
        onKeyDown={onTabListKeyDown}
      >
        {MOBILE_MENU_TABS.map((name) => (
          <button
            key={name}
            id={`mm-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            aria-controls={`mm-panel-${name}`}
            className="tabs__tab"
            onClick={() => setTab(assertMobileTab(name))}
          >
            <FormattedMessage id={`mobileMenu.tab.${name}`} />
          </button>
        ))}
      </div>
      {tab === 'catalog' ? (
        // the panel wraps the list: a list that is itself a tabpanel is no list to its items (axe "listitem")
        <div id="mm-panel-catalog" role="tabpanel" aria-labelledby="mm-tab-catalog">
          <ul className="mobile-menu__list">
            {nav.map((item) =>
              item.kind === 'brands' ? (
                <li key="brands">
                  <a href={`/${lang}/brands`}>
                    <FormattedMessage id="nav.brands" />
                  </a>
                </li>
              ) : (
                <li key={item.node.id}>
                  <details>
                    <summary>
                      <MenuIcon icon={item.node.icon} />
                      {item.node.title}
                      <MenuBadge badge={item.node.badge} />
                    </summary>
                    <ul>
                      <li>
                        <a href={siteHref(lang, item.node.url)}>
                          <FormattedMessage id="nav.allIn" values={{ title: item.node.title }} />
                        </a>
                      </li>
                      {item.node.subcategories.map((child) => (
                        <li key={child.id}>
                          {child.subcategories.length > 0 ? (
                            // a second level with its own subcategories opens like the first: the phone reaches the third level too
                            <details>
                              <summary>
                                <MenuLabel node={child} />
                              </summary>
                              <ul>
                                <li>
                                  <a href={siteHref(lang, child.url)}>
                                    <FormattedMessage id="nav.allIn" values={{ title: child.title }} />
                                  </a>
                                </li>
                                <MenuLeaves nodes={child.subcategories} lang={lang} />
                              </ul>
                            </details>
                          ) : (
                            <a href={siteHref(lang, child.url)}>
                              <MenuLabel node={child} />
                            </a>
                          )}
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ),
            )}
          </ul>
        </div>
      ) : (
        <div id="mm-panel-menu" role="tabpanel" aria-labelledby="mm-tab-menu">
          <ul className="mobile-menu__list">
            <li>
              <a href={`/${lang}`}>
                <FormattedMessage id="nav.home" />
              </a>
            </li>
            {mobileHeaderPages(settings.header_pages).map((page) => (
              <li key={page.url}>
                <a href={siteHref(lang, page.url)}>{page.title}</a>
              </li>
            ))}
            {settings.additional_settings.is_user_cabinet ? (
              <li>
                {signedIn ? (
                  <a href={`/${lang}/cabinet`}>
                    <FormattedMessage id="header.account" />
                  </a>
                ) : (
                  <button type="button" className="mobile-menu__action" onClick={() => openModal('auth')}>
                    <FormattedMessage id="header.login" />
                  </button>
                )}
              </li>
            ) : null}
            <li>
              <a href={`/${lang}/favorites`}>
                <FormattedMessage id="header.favorites" />
              </a>
            </li>
            <li>
              <a href={`/${lang}/compare`}>
                <FormattedMessage id="header.compare" />
              </a>
            </li>
            <li>
              <a href={`/${lang}/cart`}>
                <FormattedMessage id="header.cart" />
              </a>
            </li>
            <li className="mobile-menu__langs">
              <LanguageSwitcher />
            </li>
          </ul>
        </div>
      )}
    </Dialog>
  )
}
