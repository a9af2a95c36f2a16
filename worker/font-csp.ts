import { loadGlobalSettings } from '../app/api/site.server'
import { fontOf } from '../app/themes/look'
import { FALLBACK_LOCALE, isLocale } from '../app.config'
import type { AppEnv } from './types'

/**
 * The site font's origins in the CSP (decision 0028): only the origin the settings name - a
 * `font_link` stylesheet's origin in style-src (and font-src, for the files it serves), a
 * `font_file`'s origin in font-src. A stylesheet host known to serve its files from a sibling
 * origin adds that one origin too (Google Fonts: fonts.gstatic.com). Nothing for the shop's own
 * origin or a relative path ('self' covers them), nothing for an address the look rule refuses.
 */
const FONT_FILE_HOSTS: Record<string, string> = { 'https://fonts.googleapis.com': 'https://fonts.gstatic.com' }

export interface FontSources {
  style: string[]
  font: string[]
}

function originOf(url: string | null): string | null {
  if (!url || url.startsWith('/')) return null
  try {
    const { origin } = new URL(url)
    return origin.startsWith('https://') ? origin : null
  } catch {
    return null
  }
}

export function fontSources(additional: { font_link?: string | null; font_file?: string | null }): FontSources {
  const font = fontOf({ font_link: additional.font_link ?? null, font_file: additional.font_file ?? null })
  const style = originOf(font.stylesheet)
  const file = originOf(font.file)
  const files = [style, style ? FONT_FILE_HOSTS[style] : undefined, file].filter((o): o is string => Boolean(o))
  return { style: style ? [style] : [], font: [...new Set(files)] }
}

/** The CSP with the font sources added to its style-src and font-src directives. */
export function withFontSources(csp: string, sources: FontSources): string {
  const add = (directive: string, origins: string[]) => (origins.length ? (d: string) => (d.startsWith(`${directive} `) ? `${d} ${origins.join(' ')}` : d) : (d: string) => d)
  const style = add('style-src', sources.style)
  const font = add('font-src', sources.font)
  return csp
    .split('; ')
    .map((d) => font(style(d)))
    .join('; ')
}

/** The font sources of the site (the memoised settings of the page's language; none when they fail). */
export async function siteFontSources(env: AppEnv['Bindings'], path: string, devMode: boolean): Promise<FontSources> {
  const segment = path.split('/')[1]
  try {
    const { data } = await loadGlobalSettings(env, { locale: isLocale(segment) ? segment : FALLBACK_LOCALE, devMode })
    return fontSources(data.additional_settings)
  } catch {
    return { style: [], font: [] }
  }
}
