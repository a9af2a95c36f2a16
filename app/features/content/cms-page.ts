import type { CmsPage } from '#contract/content.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of an html fragment: tags dropped, common entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text of the html's first h1; '' without one. */
export function firstHeading(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(html)
  return match ? htmlText(match[1]!) : ''
}

/**
 * A CMS page with our defaults filled in (the spec's answer has only html, ignore_layout and
 * show_breadcrumbs): no title takes the html's first h1 (the page's head, its breadcrumb); no slug
 * takes the path the page was asked for.
 */
export function withCmsDefaults(page: CmsPage, path: string): CmsPage {
  return { ...page, title: page.title.trim() || firstHeading(page.html), slug: page.slug || path }
}
