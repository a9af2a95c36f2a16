import { fontOf } from '#platform/shared/site-assets.ts'
import type { CspSources } from '../../html/site-tags'

/**
 * The site font's origins in the CSP (decision 0027): only the origin the settings name - a
 * `font_link` stylesheet's origin in style-src (and font-src, for the files it serves), a
 * `font_file`'s origin in font-src. A stylesheet host known to serve its files from a sibling
 * origin adds that one origin too (Google Fonts: fonts.gstatic.com). Nothing for the shop's own
 * origin or a relative path ('self' covers them), nothing for an address the look rule refuses.
 * They travel with the tags' origins from the render (worker/html/tag-injection.ts), so a cached page's
 * CSP needs no settings call either.
 */
const FONT_FILE_HOSTS: Record<string, string> = { 'https://fonts.googleapis.com': 'https://fonts.gstatic.com' }

function originOf(url: string | null): string | null {
  if (!url || url.startsWith('/')) return null
  try {
    const { origin } = new URL(url)
    return origin.startsWith('https://') ? origin : null
  } catch {
    return null
  }
}

export function fontSources(additional: { font_link?: string | null; font_file?: string | null }): CspSources {
  const font = fontOf({ font_link: additional.font_link ?? null, font_file: additional.font_file ?? null })
  const style = originOf(font.stylesheet)
  const file = originOf(font.file)
  const files = [style, style ? FONT_FILE_HOSTS[style] : undefined, file].filter((o): o is string => Boolean(o))
  return { ...(style ? { 'style-src': [style] } : {}), ...(files.length ? { 'font-src': [...new Set(files)] } : {}) }
}
