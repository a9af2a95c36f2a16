import { useIntl } from 'react-intl'

export interface Crumb {
  title: string
  href?: string
}

/**
 * Breadcrumbs with the current page last (not a link), plus BreadcrumbList JSON-LD (absolute URLs
 * from `origin`). `home` (the language's home path) puts the home page first.
 */
export function Breadcrumbs({ items, origin, home }: { items: Crumb[]; origin?: string; home?: string }) {
  const intl = useIntl()
  const all = home === undefined ? items : [{ title: intl.formatMessage({ id: 'nav.home' }), href: home }, ...items]
  if (all.length === 0) return null
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      item: item.href && origin ? origin + item.href : undefined,
    })),
  }
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol>
        {all.map((item, i) => (
          <li key={`${item.href ?? ''}|${item.title}`}>
            {item.href && i < all.length - 1 ? (
              <a href={item.href}>{item.title}</a>
            ) : (
              <span aria-current="page">{item.title}</span>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>
    </nav>
  )
}
