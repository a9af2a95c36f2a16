import { FormattedMessage, useIntl } from 'react-intl'
import type { Locale } from '../../app.config'
import type { MenuNode } from '../api/contract/settings'
import { siteHref } from '../lib/site-href'
import { buildNavigation } from '../shell/nav-rules'
import { useLocale, useShell, useView } from '../shell/useShell'
import { MenuBadge, MenuIcon } from './MenuIcon'

/** Desktop navigation: top categories with their subcategories on hover or keyboard focus. */
export function Navigation() {
  const { settings } = useShell()
  const lang = useLocale()
  const intl = useIntl()
  const view = useView('main_navigation_view_type')
  const items = buildNavigation(settings.menu_tree, settings.brand_tree, settings.brands_position)
  if (items.length === 0) return null
  return (
    <nav className={`navigation navigation--${view}`} data-view={view} aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul className="container navigation__list">
        {items.map((item) =>
          item.kind === 'brands' ? (
            <li key="brands" className="navigation__item">
              <a href={`/${lang}/brands`}>
                <FormattedMessage id="nav.brands" />
              </a>
            </li>
          ) : (
            <li key={item.node.id} className="navigation__item">
              <a href={siteHref(lang, item.node.url)}>
                <MenuIcon icon={item.node.icon} />
                {item.node.title}
                <MenuBadge badge={item.node.badge} />
              </a>
              {item.node.subcategories.length > 0 ? <SubMenu nodes={item.node.subcategories} lang={lang} /> : null}
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function SubMenu({ nodes, lang }: { nodes: MenuNode[]; lang: Locale }) {
  return (
    <div className="navigation__panel">
      <ul className="navigation__columns">
        {nodes.map((child) => (
          <li key={child.id}>
            <a className="navigation__heading" href={siteHref(lang, child.url)}>
              <MenuIcon icon={child.icon} />
              {child.title}
              <MenuBadge badge={child.badge} />
            </a>
            {child.subcategories.length > 0 ? (
              <ul>
                {child.subcategories.map((leaf) => (
                  <li key={leaf.id}>
                    <a href={siteHref(lang, leaf.url)}>
                      {leaf.title}
                      <MenuBadge badge={leaf.badge} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
