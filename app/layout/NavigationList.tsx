import { FormattedMessage } from 'react-intl'
import type { Locale } from '#config'
import type { MenuNode } from '../api/contract/settings'
import { siteHref } from '../lib/site-href'
import type { NavItem } from '../shell/nav-rules'
import { MenuBadge, MenuIcon, MenuImage, MenuLabel, MenuLeaves } from './MenuIcon'

/**
 * The desktop navigation's list: top categories, each with its panel of subcategories. Rendered by the
 * Navigation after a change of language in the browser, and on the server to HTML once per menu and
 * language (navigation-html.server.tsx): it reads nothing but its props and react-intl.
 */
export function NavigationList({ items, lang }: { items: NavItem[]; lang: Locale }) {
  return (
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
            {item.node.subcategories.length > 0 ? (
              <SubMenu nodes={item.node.subcategories} image={item.node.image} lang={lang} />
            ) : null}
          </li>
        ),
      )}
    </ul>
  )
}

function SubMenu({ nodes, image, lang }: { nodes: MenuNode[]; image: MenuNode['image']; lang: Locale }) {
  return (
    <div className="navigation__panel">
      <MenuImage image={image} />
      <ul className="navigation__columns">
        {nodes.map((child) => (
          <li key={child.id}>
            <a className="navigation__heading" href={siteHref(lang, child.url)}>
              <MenuIcon icon={child.icon} />
              <MenuLabel node={child} />
            </a>
            {child.subcategories.length > 0 ? (
              <ul>
                <MenuLeaves nodes={child.subcategories} lang={lang} />
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
