import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../shell/useShell'

export interface Crumb {
  label: string
  href?: string
}

/** Breadcrumbs: home, then the given trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl()
  const lang = useLocale()
  const all: Crumb[] = [{ label: intl.formatMessage({ id: 'nav.home' }), href: `/${lang}` }, ...items]
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'content.breadcrumbs' })}>
      <ol>
        {all.map((item, i) => (
          <li key={item.href ?? `current-${item.label}`}>{item.href && i < all.length - 1 ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}

/** Html that the server has already sanitised (see sanitize.ts). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizeHtml
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />
}

/** A page frame: breadcrumbs, the h1, the content. */
export function ContentPage({ title, crumbs, children, wide }: { title: string; crumbs?: Crumb[]; children: ReactNode; wide?: boolean }) {
  return (
    <article className={`content-page${wide ? ' content-page--wide' : ''}`}>
      <Breadcrumbs items={crumbs ?? [{ label: title }]} />
      <h1>{title}</h1>
      {children}
    </article>
  )
}

/** The empty state of an area whose data could not be loaded or is empty. */
export function Empty({ id = 'content.empty' }: { id?: string }) {
  return (
    <p className="content-empty">
      <FormattedMessage id={id} />
    </p>
  )
}

/** A plain link that navigates on the client (keeps modifier clicks and new tabs working). */
export function AppLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <a href={href} {...rest} onClick={onClick}>
      {children}
    </a>
  )
}
