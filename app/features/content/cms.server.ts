import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import type { Locale } from '#config'
import type { CmsPage } from '#contract/content.ts'
import { callForRequest } from '#platform/request.server.ts'
import { withCmsDefaults } from './cms-page'
import { cmsPathOf } from './cms-path'

/**
 * Resolves a path (or a slug) through GET /page/{path}/. Unknown pages (404, or a path no page can
 * have) are null; any other failure is logged and also null, so the caller shows the 404 page.
 */
export async function loadCmsPage(lang: Locale, rawPath: string): Promise<CmsPage | null> {
  const path = cmsPathOf(rawPath)
  if (!path) return null
  const result = await callForRequest(lang, 'cmsPage', { params: { path } })
  if (!result.ok) {
    return null
  }
  return withCmsDefaults({ ...result.data, html: sanitizeHtml(result.data.html, lang) }, path)
}
