/**
 * Whether a back end's answer to /general/sitemap-file is a sitemap the shop can serve: shared by the
 * Worker's /sitemap.xml (worker/api/sitemap.ts) and `check-backend`'s sitemap probe, so the check
 * passes no answer the shop refuses. No imports: the check loads this file on its own.
 */

/** What may come before the root element: a BOM, whitespace, the XML declaration, processing instructions (a stylesheet), comments, a doctype. */
const PROLOG = /^(?:\uFEFF|\s+|<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)/i
const ROOT = /^<(urlset|sitemapindex)(?=[\s>/])[^>]*?(\/?)>/

/**
 * A whole sitemap or sitemap index (sitemaps.org): after the prolog the root element is `<urlset>` or
 * `<sitemapindex>`, and the document ends with that element's closing tag (or the root closes itself).
 * Not: JSON (`{}`, `null`), an HTML page (a login page sent with 200), or half a sitemap cut mid-`<url>`.
 * The answer's label does not decide: XML sent as text/html is a sitemap when it is one.
 */
export function isSitemap(text: unknown): text is string {
  if (typeof text !== 'string') return false
  let rest = text
  for (let m = PROLOG.exec(rest); m && m[0].length > 0; m = PROLOG.exec(rest)) rest = rest.slice(m[0].length)
  const root = ROOT.exec(rest)
  if (!root) return false
  // After the root element: whitespace and comments only (read from the end: a sitemap may be megabytes).
  let end = rest.slice(root[0].length).trimEnd()
  while (end.endsWith('-->') && end.lastIndexOf('<!--') >= 0) end = end.slice(0, end.lastIndexOf('<!--')).trimEnd()
  // `<urlset/>`: the root closed itself, nothing may follow it.
  if (root[2] === '/') return end === ''
  return new RegExp(`</${root[1]}\\s*>$`).test(end.slice(-64))
}
