import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs, type Crumb } from '#app/ui/Breadcrumbs.tsx'

/** Html that the server has already sanitised (see app/lib/sanitize-html.ts). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizeHtml
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />
}

/** Breadcrumbs after home with the page's JSON-LD (the shared app/ui/Breadcrumbs). */
export function ContentBreadcrumbs({ items }: { items: Crumb[] }) {
  const lang = useLocale()
  const { origin } = useShell()
  return <Breadcrumbs items={items} origin={origin} home={`/${lang}`} />
}

/** A page frame: breadcrumbs, the h1, the content. */
export function ContentPage({
  title,
  crumbs,
  children,
  wide,
}: {
  title: string
  crumbs?: Crumb[]
  children: ReactNode
  wide?: boolean
}) {
  return (
    <article className={`content-page${wide ? ' content-page--wide' : ''}`}>
      <ContentBreadcrumbs items={crumbs ?? [{ title }]} />
      <h1>{title}</h1>
      {children}
    </article>
  )
}

/** The empty state of an area whose data could not be loaded or is empty. */
export function Empty({ id = 'content.empty' }: { id?: MessageId }) {
  return (
    <p className="content-empty">
      <FormattedMessage id={id} />
    </p>
  )
}

/**
 * A plain link that navigates on the client (keeps modifier clicks and new tabs working). `keepPlace`:
 * nothing scrolls the page (app/lib/keep-place.ts), the page places the shopper (a list's pager).
 */
export function AppLink({
  href,
  keepPlace,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; keepPlace?: boolean }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    void router.navigate(keepPlace ? { href, ...KEEP_PLACE } : { href })
  }
  return (
    <a href={href} {...rest} onClick={onClick}>
      {children}
    </a>
  )
}
