import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { buildNavigation } from '../shell/nav-rules'
import { menuQuery } from '../shell/shell.functions'
import { useLocale, useShell, useView } from '../shell/useShell'
import { navigationHtmlKey } from './navigation-key'

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

/**
 * The list itself renders in the browser only after a change of language (the first page keeps the
 * server's HTML, and the server writes its own HTML of it): a chunk of its own, out of the first load.
 */
const NavigationList = lazy(() => import('./NavigationList').then((m) => ({ default: m.NavigationList })))

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
  // A server render has the list as HTML (the layout's loader loaded it), rendered once per menu and language.
  const rendered = useQueryClient().getQueryData<string | null>(navigationHtmlKey(lang))
  const className = `navigation navigation--${view}`
  const label = intl.formatMessage({ id: 'nav.main' })
  if (!menu && kept) return htmlNavigation(kept.html)
  if (typeof document === 'undefined' && rendered !== undefined) return htmlNavigation(rendered)
  if (!menu) return null
  const items = buildNavigation(menu.desk, menu.hasBrands, settings.brands_position)
  if (items.length === 0) return null
  return (
    <nav key="menu" className={className} data-view={view} aria-label={label} data-server-nav="">
      <Suspense fallback={null}>
        <NavigationList items={items} lang={lang} />
      </Suspense>
    </nav>
  )

  function htmlNavigation(html: string | null) {
    if (html === null) return null
    return (
      <nav
        key="html"
        className={className}
        data-view={view}
        aria-label={label}
        data-server-nav=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the navigation as React rendered it (escaped), on the server or read back from the document
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
}
