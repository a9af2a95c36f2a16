import { Link, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import './account.css'

/**
 * The cabinet's sections, in menu order: the path after /{lang} and the message of its name. The
 * `adverts` ones are the adverts area's signed-in pages (accounts spec 2 "Adverts"), listed only on a
 * site with that area (the theme's `adverts` flag, as its routes decide: adverts/area.ts); they open
 * the area's own pages, so they are links out of the cabinet, never its current section (shopper
 * audit a4, session 67: nothing led a shopper to their adverts). Their names are the pages' titles,
 * core texts already (app/i18n/lazy-keys.ts): no new first-load byte.
 */
export const CABINET_SECTIONS = [
  { path: '/cabinet', labelId: 'cabinet.title' },
  { path: '/account/orders', labelId: 'cabinetNav.orders' },
  { path: '/account/acts', labelId: 'cabinetNav.acts' },
  { path: '/profile', labelId: 'cabinetNav.profile' },
  { path: '/account/companies', labelId: 'cabinetNav.companies' },
  { path: '/account/addresses', labelId: 'cabinetNav.addresses' },
  { path: '/favorites', labelId: 'cabinetNav.favorites' },
  { path: '/adverts/my', labelId: 'adverts.myTitle', adverts: true },
  { path: '/adverts/drafts', labelId: 'adverts.draftsTitle', adverts: true },
  { path: '/adverts/favorites', labelId: 'adverts.favoritesTitle', adverts: true },
  { path: '/account/support', labelId: 'cabinetNav.support' },
] as const

/** The sections this site's cabinet lists: the adverts area's only where the site has the area. */
export function cabinetSections(hasAdverts: boolean) {
  return CABINET_SECTIONS.filter((s) => hasAdverts || !('adverts' in s))
}

function useCabinetSections() {
  return cabinetSections(useShell().theme.flags.adverts)
}

/** The section a path belongs to (/orders and an order's page belong to the orders). */
export function sectionOf(pathname: string, lang: string): string | null {
  const rest = pathname.replace(new RegExp(`^/${lang}`), '').replace(/\/+$/, '') || '/'
  if (rest === '/orders' || rest.startsWith('/account/orders')) return '/account/orders'
  return (
    CABINET_SECTIONS.find((s) => !('adverts' in s) && (rest === s.path || rest.startsWith(`${s.path}/`)))?.path ?? null
  )
}

/**
 * Every cabinet page's frame (decision 0023): breadcrumbs, the title, and the sections menu - a side
 * menu on wide screens, one row of tabs scrolling sideways above the page on phones (one `<nav>`,
 * laid out by CSS; decision 0030), each link a plain keyboard-reachable anchor with the current one
 * marked and, in the row, scrolled into view.
 */
export function CabinetFrame({
  titleId,
  title,
  origin,
  children,
  crumbs = [],
}: {
  titleId: MessageId
  title?: string
  origin: string
  children: ReactNode
  crumbs?: { title: string; href: string }[]
}) {
  const intl = useIntl()
  const lang = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const current = sectionOf(pathname, lang)
  const sections = useCabinetSections()
  const heading = title ?? intl.formatMessage({ id: titleId })
  const cabinet = intl.formatMessage({ id: 'cabinet.title' })
  const items = [
    ...(titleId === 'cabinet.title' ? [] : [{ title: cabinet, href: `/${lang}/cabinet` }]),
    ...crumbs,
    { title: heading },
  ]
  const row = useRef<HTMLUListElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link marked current is read from the DOM; it changes with `current`
  useEffect(() => {
    // in the phone row the current section may be off to the side: centre it (the row only, never the
    // page), again when the row's width changes (a phone turned, a window narrowed to the phone layout)
    const list = row.current
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !link) return
    const centre = () => {
      if (list.scrollWidth > list.clientWidth)
        list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
    }
    centre()
    const observer = new ResizeObserver(centre)
    observer.observe(list)
    return () => observer.disconnect()
  }, [current])
  return (
    <div className="container page cabinet-frame">
      <Breadcrumbs home={`/${lang}`} items={items} origin={origin} />
      <div className="cabinet-frame__body">
        <nav
          className="cabinet-nav"
          aria-label={intl.formatMessage({ id: 'cabinetNav.label' })}
          data-testid="cabinet-nav"
        >
          <ul ref={row}>
            {sections.map((s) => (
              <li key={s.path}>
                <Link
                  to={`/${lang}${s.path}` as string}
                  className={current === s.path ? 'is-current' : undefined}
                  aria-current={current === s.path ? 'page' : undefined}
                >
                  <FormattedMessage id={s.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cabinet-frame__main">
          <h1>{heading}</h1>
          {children}
        </div>
      </div>
    </div>
  )
}

/** A failed load or save, as the back end said it (spec 8), announced. */
export function Notice({
  kind = 'error',
  children,
  testId,
}: {
  kind?: 'error' | 'success' | 'info'
  children: ReactNode
  testId?: string
}) {
  return (
    <p
      className={`cabinet-notice cabinet-notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </p>
  )
}

/** The sections as a list of links (the cabinet overview's own menu; the other pages have CabinetFrame's). */
export function CabinetLinks() {
  const intl = useIntl()
  const lang = useLocale()
  const sections = useCabinetSections()
  return (
    <nav
      className="cabinet-nav cabinet-nav--list"
      aria-label={intl.formatMessage({ id: 'cabinetNav.label' })}
      data-testid="cabinet-nav"
    >
      <ul>
        {sections
          .filter((s) => s.path !== '/cabinet')
          .map((s) => (
            <li key={s.path}>
              <Link to={`/${lang}${s.path}` as string}>
                <FormattedMessage id={s.labelId} />
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
