import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { pagerItems } from '../lib/pager'

export interface PagerLinkProps {
  className?: string
  'aria-current'?: 'page'
  'aria-label': string
  children: ReactNode
}

/**
 * Numbered pager (the window of app/lib/pager.ts). `link(page, props)` renders one page's link
 * (a router Link or a plain anchor) with the given props; the current page is marked.
 */
export function Pager({
  current,
  total,
  link,
}: {
  current: number
  total: number
  link: (page: number, props: PagerLinkProps) => ReactNode
}) {
  const intl = useIntl()
  const items = pagerItems(current, total)
  if (items.length === 0) return null
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'pager.label' })}>
      <ul>
        {items.map((item, i) =>
          item === null ? (
            <li key={`gap-after-${items[i - 1]}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {link(item, {
                className: item === current ? 'is-current' : undefined,
                'aria-current': item === current ? 'page' : undefined,
                'aria-label': intl.formatMessage({ id: 'pager.page' }, { page: item }),
                children: item,
              })}
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
