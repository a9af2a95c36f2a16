import type { GlobalSettings } from '#contract/settings.ts'

/**
 * The addresses a site's settings may make a page load - its assets and its font - read the same by
 * the shell's look (app/themes/look.ts), the Worker's CSP (worker/middleware/security-headers/font-csp.ts)
 * and its web manifest (worker/api/site-files.ts).
 */

/** The family the shop's own font (Onest) is declared as; look-basics.ts holds its fallbacks. */
export const DEFAULT_FONT_FAMILY = 'Onest'
/** The family an uploaded `font_file` is declared as. */
export const SITE_FONT_FAMILY = 'SiteFont'

/** A site's font: its family, and the stylesheet link or uploaded file it comes from (https or this site only). */
export interface SiteFont {
  family: string
  stylesheet: string | null
  file: string | null
}

/** An address a page may load: https (or http for a local back end) or a path on this site; anything else is dropped. */
export function safeAssetUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** The first family a font stylesheet link names (Google Fonts style `family=Name:wght@400`). */
export function fontFamilyOfLink(link: string): string | null {
  try {
    const family = new URL(link).searchParams.get('family')
    const name = family?.split(':')[0]?.replace(/\+/g, ' ').trim()
    return name && /^[\w -]{1,64}$/.test(name) ? name : null
  } catch {
    return null
  }
}

/** Fonts come over https or from this site only: the CSP adds https origins alone (worker/middleware/security-headers/font-csp.ts). */
const fontUrl = (raw: string | null | undefined) => {
  const url = safeAssetUrl(raw)
  return url && (url.startsWith('/') || url.startsWith('https://')) ? url : null
}

export function fontOf(additional: Pick<GlobalSettings['additional_settings'], 'font_link' | 'font_file'>): SiteFont {
  const file = fontUrl(additional.font_file)
  const stylesheet = fontUrl(additional.font_link)
  const named = stylesheet ? fontFamilyOfLink(stylesheet) : null
  const family = file ? SITE_FONT_FAMILY : (named ?? DEFAULT_FONT_FAMILY)
  return { family, stylesheet: file ? null : stylesheet, file }
}

/** The @font-face of an uploaded font file (the address is already a parsed, percent-encoded URL). */
export function fontFaceCss(file: string): string {
  return `@font-face{font-family:"${SITE_FONT_FAMILY}";src:url(${JSON.stringify(file)});font-display:swap}`
}
