import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Locale } from '#config'
import type { MenuNode } from '../api/contract/settings'
import { siteHref } from '../lib/site-href'
import { buildNavigation } from '../shell/nav-rules'
import { menuQuery } from '../shell/shell.functions'
import { useLocale, useShell, useView } from '../shell/useShell'
import { MenuBadge, MenuIcon, MenuImage, MenuLabel } from './MenuIcon'

/**
 * The navigation the server rendered for the first page, kept as it is (decision 0053): it is
 * links and CSS-only panels, so the browser needs no menu tree to hydrate it. Read once, when the
 * first page hydrates (`html` null: that page had no navigation); undefined on the server and for
 * another language than the first page's.
 */
let serverNav: { lang: string; html: string | null } | undefined
function serverNavigation(lang: string): { html: string | null } | undefined {
  if (typeof document === 'undefined') return undefined
  serverNav ??= { lang, html: document.querySelector('nav.navigation[data-server-nav]')?.innerHTML ?? null }
  return serverNav.lang === lang ? serverNav : undefined
}

/** Desktop navigation: top categories with their subcategories on hover or keyboard focus. */
export function Navigation() {
  const { settings } = useShell()
  const lang = useLocale()
  const intl = useIntl()
  const view = useView('main_navigation_view_type')
  const kept = serverNavigation(lang)
  // The server and a page after a language change render from the menu query (the language
  // layout's loader loaded it); the first page's language in the browser keeps the server's HTML.
  const { data: menu } = useQuery({ ...menuQuery(lang), enabled: kept === undefined })
  const className = `navigation navigation--${view}`
  const label = intl.formatMessage({ id: 'nav.main' })
  if (!menu && kept) {
    if (kept.html === null) return null
    return (
      <nav
        key="kept"
        className={className}
        data-view={view}
        aria-label={label}
        data-server-nav=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the document's own navigation, read back unchanged (the server escaped it)
        dangerouslySetInnerHTML={{ __html: kept.html }}
      />
    )
  }
  const items = menu ? buildNavigation(menu.tree, menu.hasBrands, settings.brands_position) : []
  if (items.length === 0) return null
  return (
    <nav key="menu" className={className} data-view={view} aria-label={label} data-server-nav="">
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
    </nav>
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
                {child.subcategories.map((leaf) => (
                  <li key={leaf.id}>
                    <a href={siteHref(lang, leaf.url)}>
                      <MenuLabel node={leaf} />
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
