import { useMatches } from '@tanstack/react-router'
import type { CmsPage as CmsPageData } from '../../api/contract/content'
import { ContentBreadcrumbs, RichText } from './ui'

/** A page built in the admin: its (sanitised) html, breadcrumbs when show_breadcrumbs. */
export function CmsPage({ page }: { page: CmsPageData }) {
  if (page.ignore_layout) {
    return <RichText className="cms-page cms-page--bare" html={page.html} />
  }
  return (
    <article className="content-page cms-page">
      {page.show_breadcrumbs ? <ContentBreadcrumbs items={[{ title: page.title }]} /> : null}
      <RichText html={page.html} />
    </article>
  )
}

/**
 * True when the current route asks for the page without header and footer: any match whose loader
 * data carries `bare: true` (a CMS page with ignore_layout). The language layout passes it to Shell.
 */
export function useBareLayout(): boolean {
  return useMatches({ select: (matches) => matches.some((m) => (m.loaderData as { bare?: unknown } | undefined)?.bare === true) })
}
