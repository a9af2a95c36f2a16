import type { CmsPage as CmsPageData } from '#contract/content.ts'
import { ContentBreadcrumbs, RichText } from './ui'

/** A page built in the admin: its (sanitised) html, breadcrumbs when show_breadcrumbs and the page has a title (a crumb needs a name). */
export function CmsPage({ page }: { page: CmsPageData }) {
  if (page.ignore_layout) {
    return <RichText className="cms-page cms-page--bare" html={page.html} />
  }
  return (
    <article className="content-page cms-page">
      {page.show_breadcrumbs && page.title ? <ContentBreadcrumbs items={[{ title: page.title }]} /> : null}
      <RichText html={page.html} />
    </article>
  )
}
